/**
 * Renders the 1200 × 630 image that link previews show (og:image, twitter:image; app/lib/seo.ts)
 * into public/social-card.png before the site is built, from the brand name and offer in the config,
 * so a change of name or price changes the card too.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { escapeHtml } from "../core/escape-html.ts";
import { site } from "../core/site.ts";
import { readPalette } from "./offer-images-palette.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const output = join(root, "public", "social-card.png");

export function socialCardSvg(): string {
  const c = readPalette(readFileSync(join(root, "app/styles/app.css"), "utf8"));
  const brand = escapeHtml(site.brandName);
  const offer = escapeHtml(`Wash & fold from ${site.price.perLb} · Free pickup & delivery`);
  const area = escapeHtml(`Serving ${site.serviceAreaSummary}`);
  // The pill: the first-order offer while it runs, the turnaround while the owner has paused it.
  const discount = escapeHtml(site.firstOrderOffer ? `${site.firstOrderOffer.discount} off your first order` : `Back in ${site.turnaround.range}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c["gulf-700"]}"/><stop offset="1" stop-color="${c["gulf-900"]}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1090" cy="100" r="150" fill="${c["sun-400"]}" opacity="0.9"/>
  <path d="M0 520c100-40 200-40 300 0s200 40 300 0 200-40 300 0 200 40 300 0v110H0z" fill="${c["gulf-600"]}"/>
  <g transform="translate(80 90)">
    <circle cx="40" cy="40" r="40" fill="#ffffff"/>
    <circle cx="40" cy="34" r="14" fill="${c["sun-400"]}"/>
    <path d="M12 50c7-5 14-5 21 0s14 5 21 0 14-5 21 0v7c-7-5-14-5-21 0s-14 5-21 0-14-5-21 0Z" fill="${c["gulf-700"]}"/>
    <text x="104" y="54" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="#ffffff">${brand}</text>
  </g>
  <text x="80" y="290" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">Laundry pickup &amp; delivery</text>
  <text x="80" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="${c["gulf-100"]}">${offer}</text>
  <text x="80" y="425" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="${c["gulf-100"]}">${area}</text>
  <rect x="80" y="460" width="${discount.length * 18 + 64}" height="64" rx="32" fill="${c["sunset-600"]}"/>
  <text x="110" y="503" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" font-weight="700" fill="#ffffff">${discount}</text>
</svg>`;
}

mkdirSync(dirname(output), { recursive: true });
await sharp(Buffer.from(socialCardSvg())).png({ compressionLevel: 9 }).toFile(output);
console.log(`social card: ${output.replace(root + "/", "")}`);
