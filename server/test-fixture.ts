import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

/** A built site in a temporary folder, shaped like `react-router build` + postbuild output. */
export type FixtureSite = {
  root: string;
  clientDir: string;
  manifestPath: string;
  /** Inline-script hashes written to the manifest, per served path. */
  hashes: Record<string, string[]>;
  bodies: Record<string, string>;
  cleanup: () => void;
};

export const homeScripts = ['if(location.protocol==="http:")location.replace("https:"+location.href.slice(5))', "window.__ctx = {};"];
export const aboutScript = "console.log('about')";
export const notFoundScript = "console.log('404')";

function hash(text: string): string {
  return `sha256-${createHash("sha256").update(text).digest("base64")}`;
}

function page(title: string, scripts: readonly string[], extraHead = ""): string {
  return [
    "<!DOCTYPE html><html lang=\"en\"><head>",
    `<title>${title}</title>`,
    extraHead,
    ...scripts.map((s) => `<script>${s}</script>`),
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    "</head><body>",
    // Padding so the home page is worth precompressing (over 1 KB).
    `<main>${"Fresh folded laundry, picked up and delivered. ".repeat(40)}</main>`,
    "</body></html>",
  ].join("\n");
}

export function createFixtureSite(): FixtureSite {
  const root = mkdtempSync(join(tmpdir(), "static-site-"));
  const clientDir = join(root, "client");
  const files: Record<string, string> = {
    "index.html": page("Home", homeScripts),
    "about/index.html": page("About", [aboutScript]),
    "404/index.html": page("Not found", [notFoundScript], '<meta name="robots" content="noindex">'),
    "robots.txt": "User-agent: *\nAllow: /\n",
    "sitemap.xml": '<?xml version="1.0"?><urlset></urlset>\n',
    "assets/app-Ab12Cd.js": `export const app = ${JSON.stringify("x".repeat(2000))};\n`,
    "assets/small-Ef34.css": "body{margin:0}\n",
    "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    "site.webmanifest": '{"name":"Fixture"}\n',
    "about.data": '[{"_1":2}]\n',
    ".csp": "dotfile inside the client dir\n",
    ".well-known/secret.txt": "hidden\n",
  };
  for (const [file, body] of Object.entries(files)) {
    const path = join(clientDir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, body);
  }
  // Precompressed siblings for the two large files, as scripts/postbuild/run.ts writes them.
  for (const file of ["index.html", "assets/app-Ab12Cd.js"]) {
    const body = Buffer.from(files[file] ?? "");
    writeFileSync(join(clientDir, `${file}.br`), brotliCompressSync(body));
    writeFileSync(join(clientDir, `${file}.gz`), gzipSync(body));
  }
  writeFileSync(join(root, "package.json"), '{"name":"secret-outside-client-dir"}\n');
  symlinkSync(join(root, "package.json"), join(clientDir, "leak.json"));

  const hashes = {
    "/": homeScripts.map(hash).sort(),
    "/about": [hash(aboutScript)],
    "/404": [hash(notFoundScript)],
  };
  const manifestPath = join(root, "csp-hashes.json");
  writeFileSync(manifestPath, JSON.stringify(hashes));

  return {
    root,
    clientDir,
    manifestPath,
    hashes,
    bodies: files,
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
