import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, expect, test } from "vitest";
import { publicEnv } from "../../core/public-env.ts";
import { site } from "../../core/site.ts";
import { articleBodyBytes } from "../../scripts/first-response.ts";
import { createApp } from "../../server/app.ts";
import { cspManifestPathFor } from "../../server/csp-hashes.ts";
import { siteCspSources } from "../../server/security-headers.ts";
import { builtPages, clientDir } from "./build-output.ts";
import { figuresTable, htmlProblems, kb, type HtmlFigures } from "./budgets.ts";

/**
 * Every page's HTML response, both languages, within its budget (tests/built/budgets.ts says
 * why): Home's compressed HTML within `homeHtml`, every other page's first response (its header
 * block and compressed body, less the owner's article text) within the first round trip.
 *
 * The headers are the server's as much as the build's (each page's CSP lists its inline scripts'
 * hashes), so the build is served here by the production server's own app, configured as
 * server/main.ts configures it, on a port of this process, and each page is asked for as Chromium
 * asks (brotli accepted, the connection kept alive): the header block is counted as it arrives,
 * status line and blank line included, and the body as sent, still compressed. The contact service
 * main.ts mounts under its own prefix never answers a page, so it is left out.
 */

/** What Chromium sends: the server picks the brotli file, as for a visitor. */
const acceptEncoding = "gzip, deflate, br, zstd";

let server: ServerType;
let port: number;
const agent = new Agent({ keepAlive: true });

beforeAll(async () => {
  const app = createApp({
    clientDir,
    cspManifestPath: cspManifestPathFor(clientDir),
    // As server/main.ts: the PUBLIC_* values the pages were built with.
    cspSources: siteCspSources({ siteUrl: site.siteUrl, gaMeasurementId: site.gaMeasurementId, functionsUrl: publicEnv("PUBLIC_FUNCTIONS_URL") }),
  });
  await new Promise<void>((ready) => {
    server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) => {
      port = info.port;
      ready();
    });
  });
});

afterAll(async () => {
  agent.destroy();
  await new Promise((closed) => server.close(closed));
});

/** A page's response as it arrives: the header block's bytes, the encoding and the body's bytes. */
function fetchRaw(path: string): Promise<{ status: number; headerBytes: number; encoding: string; body: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent, headers: { "Accept-Encoding": acceptEncoding, Accept: "text/html" } }, (res) => {
      const fields = [];
      for (let n = 0; n < res.rawHeaders.length; n += 2) fields.push(`${res.rawHeaders[n]}: ${res.rawHeaders[n + 1]}\r\n`);
      const block = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n${fields.join("")}\r\n`;
      let body = 0;
      res.on("data", (chunk: Buffer) => (body += chunk.byteLength));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headerBytes: Buffer.byteLength(block), encoding: String(res.headers["content-encoding"] ?? ""), body }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

test("every page's HTML response stays within its budget: Home's HTML, every other page's first round trip", async () => {
  const pages = await builtPages();
  expect(pages.length).toBeGreaterThan(1);
  const rows: Array<HtmlFigures & { path: string; problems: string[] }> = [];
  for (const page of pages) {
    const response = await fetchRaw(page.path);
    const problems: string[] = [];
    // A page answers 200, the not-found pages 404 at their own address as at any other; compressed, as to a visitor.
    const expected = page.path.endsWith("/404") ? 404 : 200;
    if (response.status !== expected) problems.push(`answers ${response.status}, expected ${expected}`);
    if (response.encoding !== "br") problems.push(`sent with content-encoding "${response.encoding}", expected br`);
    const figures: HtmlFigures = { html: response.body, htmlHeaders: response.headerBytes, article: articleBodyBytes(page.html, response.body) };
    problems.push(...htmlProblems(page.path, figures));
    rows.push({ path: page.path, ...figures, problems });
  }
  console.log(
    figuresTable(
      "HTML responses, brotli from the production server's app; the first response is the headers and body without the article's text:",
      ["route", "HTML, KB", "of it article, KB", "headers, bytes", "first response, bytes"],
      rows.map((r) => [r.path, kb(r.html), kb(r.article), String(r.htmlHeaders), String(r.htmlHeaders + r.html - r.article)]),
    ),
  );
  expect(rows.flatMap((r) => r.problems.map((problem) => `${r.path}: ${problem}`)), "routes over budget").toEqual([]);
});
