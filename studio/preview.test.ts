import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import { business } from "../content/business.ts";
import { servedPath } from "../scripts/postbuild/built-pages.ts";
import { changedPages, previewBuilds, previewCss, previewHtml } from "./preview.ts";

describe("a built page as the preview shows it", () => {
  const page = `<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" href="/assets/entry-Ab12Cd34.js"/><link rel="stylesheet" href="/assets/root-Zx9Yw8Vu.css"/><style>@font-face{src:url(/assets/figtree-D_ZTVpCC.woff2) format("woff2")}.a{background:url("/images/sky.png")}.b{fill:url(#sky)}</style><script type="application/ld+json">{"@type":"LocalBusiness"}</script></head><body class="x"><a href="/about">About</a> <a href="https://schedule.example.com/">Schedule</a> <a href="//elsewhere.example/">x</a> <a href="tel:+19415550100">Call</a><img src="/images/hero.webp" srcset="/images/hero-640.webp 640w, /images/hero.webp 1280w" alt=""><form action="/api/contact" method="post"></form><script>window.__reactRouterContext = {};</script><script type="module" src="/assets/entry-Ab12Cd34.js"></script></body></html>`;
  const shown = previewHtml(page);

  it("has no script, nor a link that loads one", () => {
    expect(shown).not.toMatch(/<script/i);
    expect(shown).not.toContain("modulepreload");
  });

  it("has every root-relative address under the preview's, and the others as they were", () => {
    for (const moved of [
      'href="/admin/preview/site/about"',
      'href="/admin/preview/site/assets/root-Zx9Yw8Vu.css"',
      'src="/admin/preview/site/images/hero.webp"',
      'srcset="/admin/preview/site/images/hero-640.webp 640w, /admin/preview/site/images/hero.webp 1280w"',
      'action="/admin/preview/site/api/contact"',
      "url(/admin/preview/site/assets/figtree-D_ZTVpCC.woff2)",
      'url("/admin/preview/site/images/sky.png")',
    ]) {
      expect(shown).toContain(moved);
    }
    for (const kept of ['href="https://schedule.example.com/"', 'href="//elsewhere.example/"', 'href="tel:+19415550100"', "url(#sky)"]) expect(shown).toContain(kept);
  });

  it("says at its top that it is a preview, with the way back", () => {
    expect(shown).toMatch(/<body class="x"><p data-preview-banner[^>]*>Preview: your site with changes that are not live yet\. <a href="\/admin\/preview"/);
  });

  it("moves a stylesheet's addresses too", () => {
    expect(previewCss(".a{background:url('/images/a.png')}.b{background:url(https://example.com/b.png)}")).toBe(
      ".a{background:url('/admin/preview/site/images/a.png')}.b{background:url(https://example.com/b.png)}",
    );
  });
});

describe("the pages a preview changes", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function site(pages: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), "preview-site-"));
    dirs.push(dir);
    for (const [path, html] of Object.entries(pages)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), html);
    }
    return dir;
  }
  const page = (title: string, text: string, script = "entry-Ab12Cd34") => `<html><head><title>${title}</title><script src="/assets/${script}.js"></script></head><body>${text}</body></html>`;

  it("names a built page by its address", () => {
    expect(servedPath("index.html")).toBe("/");
    expect(servedPath("about/index.html")).toBe("/about");
    expect(servedPath("es/about/index.html")).toBe("/es/about");
  });

  it("are those that read differently from the live site, or that it lacks, home first, each beside its Spanish twin; not the scripts' names nor the not-found pages", async () => {
    const live = site({
      "index.html": page("Home", "$1.49 a pound"),
      "about/index.html": page("About", "Our story"),
      "faq/index.html": page("FAQ", "Questions", "entry-OLDHASH1"),
      "es/index.html": page("Inicio", "$1.49 la libra"),
      "404/index.html": page("Not found", "old"),
    });
    const preview = site({
      "index.html": page("Home", "$1.69 a pound"),
      "about/index.html": page("About", "Our story"),
      "faq/index.html": page("FAQ", "Questions", "entry-NEWHASH2"),
      "es/index.html": page("Inicio", "$1.69 la libra"),
      "blog/new-post/index.html": page(`A new post &amp; more | ${business.brandName}`, "New"),
      "404/index.html": page("Not found", "new"),
    });
    expect(await changedPages(preview, live)).toEqual([
      { path: "/", title: "Home" },
      { path: "/es", title: "Inicio" },
      { path: "/blog/new-post", title: "A new post & more" },
    ]);
    expect(await changedPages(preview, undefined)).toHaveLength(5);
  });
});

describe("the preview's builds", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A repository whose `npm run build` writes a one-page site saying its content/word.txt, or fails as the site's build does when the word is "broken". */
  function repository(siteValues: Record<string, string> = {}, limitMinutes?: number) {
    const dir = mkdtempSync(join(tmpdir(), "preview-builds-"));
    dirs.push(dir);
    const clone = join(dir, "clone");
    mkdirSync(join(clone, "content"), { recursive: true });
    writeFileSync(
      join(clone, "package.json"),
      JSON.stringify({ name: "fake", private: true, scripts: { build: "node make.mjs" } }),
    );
    writeFileSync(
      join(clone, "make.mjs"),
      `import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
const word = readFileSync("content/word.txt", "utf8").trim() + readFileSync("node_modules/pkg/suffix.txt", "utf8").trim();
// As Vite does: its bundled settings written beside the packages.
mkdirSync("node_modules/.vite-temp", { recursive: true });
writeFileSync("node_modules/.vite-temp/vite.config.mjs", "");
if (word === "slow!") { writeFileSync(process.env.PUBLIC_PID_FILE, String(process.pid)); await new Promise((resolve) => setTimeout(resolve, 60_000)); }
if (word === "broken!") { console.error("Invalid site configuration"); console.error("  ✖ Prices › Price: must be a number"); process.exit(1); }
mkdirSync("build/client/es", { recursive: true });
mkdirSync("build/client/404", { recursive: true });
writeFileSync("build/client/index.html", "<html><head><title>Home</title></head><body><a href='/es'>" + word + "</a></body></html>");
writeFileSync("build/client/es/index.html", "<html><head><title>Inicio</title></head><body>" + word + "</body></html>");
writeFileSync("build/client/404/index.html", "<html><head><title>Not found</title></head><body>Not here</body></html>");
writeFileSync("build/client/site.css", ".a{background:url(/b.png)}");
writeFileSync("build/client/secret.js", "alert(1)");
writeFileSync("build/client/env.txt", "site " + (process.env.PUBLIC_WORD ?? "none") + ", studio " + (process.env.STUDIO_SESSION_SECRET ?? "none"));
`,
    );
    const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@example.com", ...args], { cwd: clone }).toString().trim();
    git("init", "-q", "-b", "main");
    const commit = (word: string) => {
      writeFileSync(join(clone, "content", "word.txt"), `${word}\n`);
      git("add", "-A");
      git("commit", "-q", "-m", word);
      return git("rev-parse", "HEAD");
    };
    // The release's packages: one, read by the build; the build writes nothing among them.
    const modules = join(dir, "modules");
    mkdirSync(join(modules, "pkg"), { recursive: true });
    writeFileSync(join(modules, "pkg", "suffix.txt"), "!");
    const builds = previewBuilds({ clone, modules: () => modules, dir: join(dir, "previews"), siteValues: () => siteValues, limitMinutes });
    return { commit, builds, modules };
  }

  async function settled(builds: ReturnType<typeof previewBuilds>, commit: string) {
    for (let waited = 0; builds.stateOf(commit).state === "building" && waited < 30_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    return builds.stateOf(commit);
  }

  it("builds a commit when asked, with the site's values and none of the studio's secrets, then serves its pages as the preview shows them, and a stylesheet's addresses moved", async () => {
    process.env.STUDIO_SESSION_SECRET = "s".repeat(40);
    onTestFinished(() => void delete process.env.STUDIO_SESSION_SECRET);
    const { commit, builds, modules } = repository({ PUBLIC_WORD: "sunny" });
    const first = commit("Hello");
    expect(builds.stateOf(first)).toEqual({ state: "none" });
    expect(await builds.file(first, "/")).toBeUndefined();
    builds.want(first);
    expect(builds.stateOf(first).state).toBe("building");
    expect(await settled(builds, first)).toEqual({ state: "ready", commit: first, pages: [{ path: "/", title: "Home" }, { path: "/es", title: "Inicio" }] });
    const home = await builds.file(first, "/");
    expect(home).toMatchObject({ status: 200, type: "text/html; charset=utf-8" });
    expect(String(home?.body)).toContain("<a href='/admin/preview/site/es'>Hello!</a>");
    expect(readdirSync(modules)).toEqual(["pkg"]);
    expect(String((await builds.file(first, "/env.txt"))?.body)).toBe("site sunny, studio none");
    expect(String((await builds.file(first, "/es"))?.body)).toContain("Hello");
    expect(String((await builds.file(first, "/site.css"))?.body)).toBe(".a{background:url(/admin/preview/site/b.png)}");
    // Not a file it serves (a script), not a page, or outside the build: the not-found page, or nothing.
    expect(await builds.file(first, "/secret.js")).toMatchObject({ status: 404 });
    expect(String((await builds.file(first, "/nowhere"))?.body)).toContain("Not here");
    expect(await builds.file(first, "/../../package.json")).toBeUndefined();
  });

  it("says why a commit cannot be built, in the build's words, and never shows the last one built as that commit's", async () => {
    const { commit, builds } = repository();
    const good = commit("Hello");
    builds.want(good);
    await settled(builds, good);
    const broken = commit("broken");
    builds.want(broken);
    expect(await settled(builds, broken)).toEqual({ state: "failed", commit: broken, reason: ["Prices › Price: must be a number"], again: false });
    // Refused by the site's build, it is not built again for the asking.
    builds.want(broken);
    expect(builds.stateOf(broken).state).toBe("failed");
    expect(await builds.file(broken, "/")).toBeUndefined();
    expect(String((await builds.file(good, "/"))?.body)).toContain("Hello");
  });

  it("builds only the newest of the commits asked for while one is being built", async () => {
    const { commit, builds } = repository();
    const [a, b, c] = [commit("one"), commit("two"), commit("three")];
    builds.want(a);
    builds.want(b);
    builds.want(c);
    expect(builds.stateOf(c).state).toBe("building");
    expect((await settled(builds, a)).state).toBe("ready");
    expect((await settled(builds, c)).state).toBe("ready");
    expect(builds.stateOf(b)).toEqual({ state: "none" });
    expect(String((await builds.file(c, "/"))?.body)).toContain("three");
    expect(await builds.file(a, "/")).toBeUndefined();
  });

  it("stops the build running when the studio stops, every process it started with it", async () => {
    const pidFile = join(tmpdir(), `preview-build-${process.pid}-${Date.now()}.pid`);
    const { commit, builds } = repository({ PUBLIC_PID_FILE: pidFile });
    try {
      const slow = commit("slow");
      builds.want(slow);
      let pid = 0;
      for (let waited = 0; !pid && waited < 20_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        pid = Number(existsSync(pidFile) ? readFileSync(pidFile, "utf8") : 0);
      }
      expect(pid).toBeGreaterThan(0);
      await builds.clear();
      const alive = () => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      for (let waited = 0; alive() && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(alive()).toBe(false);
    } finally {
      rmSync(pidFile, { force: true });
    }
  });

  it("stops a build that takes too long, says so, and builds it again when asked", async () => {
    const pidFile = join(tmpdir(), `preview-build-${process.pid}-${Date.now()}-overrun.pid`);
    const { commit, builds } = repository({ PUBLIC_PID_FILE: pidFile }, 1 / 60);
    try {
      const slow = commit("slow");
      builds.want(slow);
      const state = await settled(builds, slow);
      expect(state).toMatchObject({ state: "failed", again: true, reason: [expect.stringMatching(/^The preview took longer than .* to build and was stopped/)] });
      builds.want(slow);
      expect(builds.stateOf(slow).state).toBe("building");
      // Its changes discarded: stopped, and not built again by itself.
      builds.stop();
      expect(await settled(builds, slow)).toMatchObject({ state: "failed", again: true });
      await builds.clear();
    } finally {
      rmSync(pidFile, { force: true });
    }
  });
});
