/**
 * The two original hero illustrations of the offer pages, drawn as SVG from the site's color tokens
 * (app/styles/app.css) so they always match the palette. scripts/offer-images.ts renders them to
 * AVIF and WebP. Each is 1920×1080 with the calm area in the middle, where the headline sits.
 */

export type Palette = Readonly<Record<string, string>>;

export const artSize = { width: 1920, height: 1080 } as const;

/** A seeded pseudo-random generator, so the art is identical on every build. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const r = (n: number) => Math.round(n * 10) / 10;

/** A palm: a curved trunk from (x, y) up to a crown of drooping fronds. */
function palm(x: number, y: number, height: number, lean: number, fill: string): string {
  const topX = x + lean;
  const topY = y - height;
  const trunk = `M${r(x - 16)} ${y} Q${r(x + lean * 0.2)} ${r(y - height * 0.55)} ${r(topX - 6)} ${r(topY)} L${r(topX + 6)} ${r(topY)} Q${r(x + lean * 0.2 + 22)} ${r(y - height * 0.55)} ${r(x + 16)} ${y} Z`;
  const angles = [-170, -140, -112, -80, -52, -22, 8, 30, -190];
  const fronds = angles
    .map((deg, i) => {
      const a = (deg * Math.PI) / 180;
      const len = 190 + (i % 3) * 40;
      const tipX = topX + Math.cos(a) * len;
      const tipY = topY + Math.sin(a) * len * 0.55 + 70;
      const midX = topX + Math.cos(a) * len * 0.5;
      const midY = topY + Math.sin(a) * len * 0.5 - 40;
      return `M${r(topX)} ${r(topY)} Q${r(midX)} ${r(midY - 18)} ${r(tipX)} ${r(tipY)} Q${r(midX + 6)} ${r(midY + 22)} ${r(topX)} ${r(topY + 8)} Z`;
    })
    .join(" ");
  return `<path d="${trunk}" fill="${fill}"/><path d="${fronds}" fill="${fill}"/>`;
}

/** A towel or shirt pegged to a line, swaying slightly. */
function hangingCloth(x: number, y: number, w: number, h: number, sway: number, fill: string, shade: string): string {
  const body = `M${x} ${y} L${x + w} ${y} L${r(x + w + sway)} ${y + h} Q${r(x + w / 2 + sway)} ${y + h + 14} ${r(x + sway)} ${y + h} Z`;
  const stripeY = y + h * 0.72;
  return (
    `<path d="${body}" fill="${fill}"/>` +
    `<path d="M${r(x + sway * 0.7)} ${r(stripeY)} L${r(x + w + sway * 0.7)} ${r(stripeY)} L${r(x + w + sway * 0.8)} ${r(stripeY + 14)} L${r(x + sway * 0.8)} ${r(stripeY + 14)} Z" fill="${shade}"/>` +
    `<rect x="${x + 6}" y="${y - 10}" width="7" height="20" rx="2" fill="${shade}"/>` +
    `<rect x="${x + w - 13}" y="${y - 10}" width="7" height="20" rx="2" fill="${shade}"/>`
  );
}

/** A stack of folded towels, each a rounded band with a fold line. */
function towelStack(x: number, y: number, w: number, colors: readonly string[], line: string): string {
  return colors
    .map((color, i) => {
      const top = y - (i + 1) * 46;
      const inset = (i % 2) * 10;
      return (
        `<rect x="${x + inset}" y="${top}" width="${w - inset * 2}" height="44" rx="18" fill="${color}"/>` +
        `<path d="M${x + inset + 24} ${top + 30} H${x + w - inset - 24}" stroke="${line}" stroke-width="3" stroke-linecap="round" opacity="0.35"/>`
      );
    })
    .join("");
}

/** Sunset over the Gulf: palms, a calm sea and a line of fresh laundry drying in the breeze. */
export function gulfSunset(c: Palette): string {
  const { width, height } = artSize;
  const rand = random(7);
  const horizon = 760;
  const sunX = 1230;
  const reflections = Array.from({ length: 16 }, (_, i) => {
    const y = horizon + 14 + i * 19;
    const w = 260 - i * 12 + rand() * 60;
    return `<rect x="${r(sunX - w / 2 + (rand() - 0.5) * 40)}" y="${y}" width="${r(w)}" height="6" rx="3" fill="${c["sun-300"]}" opacity="${r(0.75 - i * 0.04)}"/>`;
  }).join("");
  const clouds = [
    [300, 250, 420, 0.22],
    [820, 180, 520, 0.16],
    [1500, 300, 460, 0.2],
    [1050, 520, 620, 0.28],
    [420, 600, 380, 0.3],
    [1650, 560, 340, 0.26],
  ]
    .map(([cx = 0, cy = 0, rx = 0, o = 0]) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r(rx / 11)}" fill="${c["sunset-100"]}" opacity="${o}"/>`)
    .join("");
  const stars = Array.from({ length: 60 }, () => {
    const x = rand() * width;
    const y = rand() * 300;
    return `<circle cx="${r(x)}" cy="${r(y)}" r="${r(1 + rand() * 1.6)}" fill="${c["sand-50"]}" opacity="${r(0.25 + rand() * 0.5)}"/>`;
  }).join("");
  const cloth = [
    [150, 160, 210, 8, "gulf-300", "gulf-500"],
    [330, 140, 170, 14, "sand-50", "sand-200"],
    [495, 150, 230, 10, "sunset-400", "sunset-600"],
    [660, 130, 190, 16, "sun-300", "sun-400"],
  ] as const;
  const lineY = (x: number) => 812 + Math.sin(((x - 60) / 760) * Math.PI) * 38;
  const laundry = cloth
    .map(([x, w, h, sway, fill, shade]) => hangingCloth(x, r(lineY(x + w / 2)), w, h, sway, c[fill] ?? "", c[shade] ?? ""))
    .join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${c["gulf-900"]}"/>
    <stop offset="0.3" stop-color="${c["gulf-700"]}"/>
    <stop offset="0.5" stop-color="${c["gulf-500"]}"/>
    <stop offset="0.64" stop-color="${c["sunset-400"]}"/>
    <stop offset="0.71" stop-color="${c["sun-300"]}"/>
  </linearGradient>
  <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${c["sand-50"]}"/>
    <stop offset="0.55" stop-color="${c["sun-300"]}"/>
    <stop offset="1" stop-color="${c["sunset-400"]}"/>
  </radialGradient>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${c["sun-300"]}" stop-opacity="0.55"/>
    <stop offset="1" stop-color="${c["sunset-400"]}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${c["gulf-500"]}"/>
    <stop offset="0.4" stop-color="${c["gulf-700"]}"/>
    <stop offset="1" stop-color="${c["gulf-900"]}"/>
  </linearGradient>
</defs>
<rect width="${width}" height="${horizon}" fill="url(#sky)"/>
${stars}
<circle cx="${sunX}" cy="${horizon - 40}" r="420" fill="url(#glow)"/>
${clouds}
<circle cx="${sunX}" cy="${horizon - 30}" r="150" fill="url(#sun)"/>
<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#sea)"/>
${reflections}
<path d="M0 ${height} L0 900 Q260 850 560 905 Q820 950 1000 ${height} Z" fill="${c["gulf-900"]}"/>
<path d="M1920 ${height} L1920 930 Q1700 880 1460 960 Q1360 1000 1300 ${height} Z" fill="${c["gulf-900"]}"/>
${palm(250, 960, 520, 60, c["ink-900"] ?? "")}
${palm(1730, 1000, 600, -80, c["ink-900"] ?? "")}
${palm(1580, 1010, 380, 50, c["ink-900"] ?? "")}
<rect x="52" y="770" width="14" height="210" rx="4" fill="${c["ink-900"]}"/>
<rect x="872" y="770" width="14" height="240" rx="4" fill="${c["ink-900"]}"/>
<path d="M60 ${r(lineY(60))} Q470 ${r(lineY(470) + 40)} 880 ${r(lineY(880))}" stroke="${c["ink-900"]}" stroke-width="4" fill="none"/>
${laundry}
</svg>`;
}

/** Twilight on a lanai, the last of the sunset behind the water: string lights, a crescent moon over the water and a basket of folded towels. */
export function lanaiTwilight(c: Palette): string {
  const { width, height } = artSize;
  const rand = random(21);
  const stars = Array.from({ length: 120 }, () => {
    const x = rand() * width;
    const y = rand() * 520;
    return `<circle cx="${r(x)}" cy="${r(y)}" r="${r(0.8 + rand() * 1.8)}" fill="${c["sand-50"]}" opacity="${r(0.3 + rand() * 0.6)}"/>`;
  }).join("");
  const bulbs = Array.from({ length: 15 }, (_, i) => {
    const t = i / 14;
    const x = 40 + t * 1840;
    const y = 120 + Math.sin(t * Math.PI * 3) * 36 + 40;
    return `<circle cx="${r(x)}" cy="${r(y + 16)}" r="34" fill="${c["sun-300"]}" opacity="0.16"/><circle cx="${r(x)}" cy="${r(y + 16)}" r="11" fill="${c["sun-300"]}"/>`;
  }).join("");
  const wire = `M0 150 ${Array.from({ length: 31 }, (_, i) => {
    const t = i / 30;
    return `L${r(40 + t * 1840)} ${r(120 + Math.sin(t * Math.PI * 3) * 36 + 40)}`;
  }).join(" ")} L1920 150`;
  const railing = Array.from({ length: 25 }, (_, i) => `<rect x="${i * 80}" y="800" width="12" height="150" fill="${c["ink-900"]}" opacity="0.9"/>`).join("");
  const planks = Array.from({ length: 7 }, (_, i) => {
    const y = 960 + i * 20;
    return `<path d="M0 ${y} H${width}" stroke="${c["gulf-700"]}" stroke-width="3" opacity="0.7"/>`;
  }).join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${c["gulf-900"]}"/>
    <stop offset="0.4" stop-color="${c["gulf-800"]}"/>
    <stop offset="0.55" stop-color="${c["gulf-600"]}"/>
    <stop offset="0.66" stop-color="${c["sunset-400"]}"/>
  </linearGradient>
  <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${c["gulf-700"]}"/>
    <stop offset="1" stop-color="${c["gulf-900"]}"/>
  </linearGradient>
  <radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${c["sun-300"]}" stop-opacity="0.5"/>
    <stop offset="1" stop-color="${c["sun-300"]}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="basket" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${c["sun-400"]}"/>
    <stop offset="1" stop-color="${c["sunset-600"]}"/>
  </linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
${stars}
<mask id="crescent"><circle cx="1560" cy="300" r="70" fill="white"/><circle cx="1592" cy="280" r="64" fill="black"/></mask>
<circle cx="1560" cy="300" r="150" fill="${c["sand-50"]}" opacity="0.08"/>
<circle cx="1560" cy="300" r="70" fill="${c["sand-50"]}" mask="url(#crescent)"/>
<path d="M0 700 Q300 660 640 690 Q980 720 1300 684 Q1620 650 1920 690 L1920 760 L0 760 Z" fill="${c["gulf-900"]}" opacity="0.85"/>
<rect y="740" width="${width}" height="210" fill="url(#water)"/>
<rect x="1480" y="752" width="160" height="5" rx="2" fill="${c["sand-50"]}" opacity="0.5"/>
<rect x="1510" y="770" width="110" height="4" rx="2" fill="${c["sand-50"]}" opacity="0.35"/>
<rect y="790" width="${width}" height="18" fill="${c["ink-900"]}"/>
${railing}
<rect y="940" width="${width}" height="${height - 940}" fill="${c["gulf-900"]}"/>
${planks}
<path d="${wire}" stroke="${c["ink-900"]}" stroke-width="3" fill="none"/>
${bulbs}
<ellipse cx="1560" cy="880" rx="340" ry="240" fill="url(#lamp)"/>
<ellipse cx="1560" cy="1010" rx="250" ry="26" fill="${c["ink-900"]}" opacity="0.6"/>
<path d="M1370 900 H1750 L1720 1010 Q1560 1030 1400 1010 Z" fill="url(#basket)"/>
<path d="M1380 930 H1740 M1390 960 H1730 M1398 990 H1722" stroke="${c["sunset-700"]}" stroke-width="4" opacity="0.6"/>
${towelStack(1400, 906, 320, [c["gulf-300"] ?? "", c["sand-50"] ?? "", c["sunset-400"] ?? "", c["gulf-100"] ?? "", c["sun-300"] ?? ""], c["ink-900"] ?? "")}
<path d="M120 1060 Q140 820 230 760 Q250 900 200 1060 Z" fill="${c["gulf-900"]}"/>
<path d="M180 1060 Q300 820 420 800 Q340 930 260 1060 Z" fill="${c["gulf-800"]}"/>
<path d="M60 1060 Q20 860 90 790 Q140 930 140 1060 Z" fill="${c["gulf-800"]}"/>
</svg>`;
}

export const artworks = { "gulf-sunset": gulfSunset, "lanai-twilight": lanaiTwilight } as const;

export type ArtworkId = keyof typeof artworks;
