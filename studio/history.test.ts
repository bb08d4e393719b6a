import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import facts from "../content/business.json" with { type: "json" };
import { mapLabelSides } from "../content/town-schema.ts";
import type { Town } from "../content/towns.ts";
import { generatedTownFiles } from "../scripts/generate-town-list.ts";
import { newTownFile, newTownSpanishFile, newTownZip } from "../scripts/new-town-files.ts";
import { rederive } from "./backend.ts";
import { businessFactsSchema, type JsonSchemaNode } from "../core/site-schema.ts";
import { historyPage } from "./history-page.ts";
import { changesInWords, differences, liveFromStatus, publishName, publishes, releaseEveryMinutes, undoInTree, type Change, type Publish } from "./history.ts";

const place = "Business facts › Prices, hours and contact details";
const factsNode = z.toJSONSchema(businessFactsSchema(), { io: "input", unrepresentable: "any" }) as JsonSchemaNode;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const cents = (dollars: number) => Math.round(dollars * 100) / 100;
const repo = join(import.meta.dirname, "..");

describe("a publish's changes in the studio's words", () => {
  it("names each changed field by the form's titles, with its value before and after", () => {
    const cheaper = cents(facts.pricing.washFoldPerLb - 0.1);
    const now = { ...facts, pricing: { ...facts.pricing, washFoldPerLb: cheaper, firstOrderOfferOn: !facts.pricing.firstOrderOfferOn } };
    expect(differences(factsNode, facts, now, [place])).toEqual([
      `${place} › Prices › Wash & fold price per pound ($): ${facts.pricing.washFoldPerLb} → ${cheaper}`,
      `${place} › Prices › First-order discount is on: ${facts.pricing.firstOrderOfferOn ? "on → off" : "off → on"}`,
    ]);
  });

  it("names a list's entries by their own names: one added, one removed, one changed, or the order changed", () => {
    // Three competitors, whatever the facts list now.
    const facts3 = { ...facts, competitors: ["Dry-cleaning chain", "Local laundromat", "Pickup app"].map((name, i) => ({ ...facts.competitors[0]!, name, pricePerLb: 2 + i })) };
    const [first, second, ...rest] = facts3.competitors;
    const renamed = { ...first!, name: `${first!.name} (new)` };
    const dearer = { ...second!, pricePerLb: cents(second!.pricePerLb + 1) };
    const lines = differences(factsNode, facts3, { ...facts3, competitors: [renamed, dearer, ...rest] }, [place]);
    expect(lines).toContain(`${place} › Competitors' prices: added “${renamed.name}”`);
    expect(lines).toContain(`${place} › Competitors' prices: removed “${first!.name}”`);
    expect(lines).toContain(`${place} › Competitors' prices › ${second!.name} › Their price per pound ($): ${second!.pricePerLb} → ${dearer.pricePerLb}`);
    expect(differences(factsNode, facts3, { ...facts3, competitors: [...facts3.competitors].reverse() }, [place])).toEqual([`${place} › Competitors' prices: put in another order`]);
    const detergent = "Unscented, for sensitive skin";
    expect(differences(factsNode, facts, { ...facts, detergents: [...facts.detergents, detergent] }, [place])).toEqual([`${place} › Detergents offered: added “${detergent}”`]);
  });

  it("says what happened to a file: a town added or removed, a picture, a file of the site's code, a Spanish page", () => {
    const town = "---\nname: Nokomis\n---\n";
    expect(changesInWords(".", "content/towns/en/nokomis.md", undefined, town)).toEqual({ place: "Towns › Nokomis", lines: ["Added"] });
    expect(changesInWords(".", "content/towns/es/nokomis.md", town, undefined)).toEqual({ place: "Towns › Nokomis (Español)", lines: ["Removed"] });
    expect(changesInWords(".", "public/images/uploads/towels.jpg", undefined, "")).toEqual({ place: "Pictures", lines: ["New: towels.jpg"] });
    expect(changesInWords(".", "content/towns.ts", "a", "b")).toEqual({ place: "content/towns.ts", lines: ["A file of the site's code, changed"] });
    const email = "hello@example.com";
    expect(changesInWords(".", "content/business.json", json(facts), json({ ...facts, email }))).toEqual({ place, lines: [`Email address: “${facts.email}” → “${email}”`] });
    const heading = { title: "Quiénes somos" };
    const spanish = changesInWords(".", "content/pages/es/about.json", json({ hero: heading }), json({ hero: { title: "Nosotras" } }));
    expect(spanish?.place).toBe("Pages › About (Español)");
    expect(spanish?.lines).toEqual([expect.stringMatching(/: “Quiénes somos” → “Nosotras”$/)]);
    expect(changesInWords(".", "content/translated-from.json", "{}", "{}")).toBeUndefined();
  });

  it("names a save in the studio's words, not the editor's", () => {
    const raw = (path: string, value: unknown) => ({ path, raw: json(value) });
    expect(publishName(".", "persistEntry", { dataFiles: [raw("content/business.json", facts)] })).toBe(`Changed ${place}`);
    expect(publishName(".", "persistEntry", { dataFiles: [raw("content/pages/about.json", {})] })).toBe("Changed Pages › About");
    const post = { path: "content/blog/en/fresh-towels.md", raw: "---\ntitle: Fresh towels\n---\n\nText.\n" };
    expect(publishName(".", "persistEntry", { dataFiles: [post, { ...post, path: "content/blog/es/fresh-towels.md" }] })).toBe("New Blog posts › Fresh towels");
    expect(publishName(".", "persistMedia", { asset: { path: "public/images/uploads/towels.jpg" } })).toBe("New picture: towels.jpg");
    expect(publishName(".", "deleteFiles", { paths: ["content/towns/en/no-such-town.md", "content/towns/es/no-such-town.md"] })).toBe("Removed Towns › no-such-town");
    expect(publishName(".", "reviewTranslations", {})).toBeUndefined();
  });

  it("reads the live site's commit and the one the server refused from its status file", () => {
    expect(liveFromStatus("Live: commit 5d29374d12 (release 20261126-170500-5d29374d12).")).toEqual({ live: "5d29374d12" });
    const refused = "Not published: commit 3f2a9c81d0 was refused by the build. The reason:\n  - x\nThe live site is unchanged: release 20261120-090000-8d41e0a2bc. The whole output is in …";
    expect(liveFromStatus(refused)).toEqual({ live: "8d41e0a2bc", refused: { commit: "3f2a9c81d0", reason: refused } });
    expect(liveFromStatus("Not published: the code could not be fetched from x (main). The live site is unchanged.")).toEqual({});
  });

  it("expects a publish live within the timer's period and a build: the period is the server's timer's", () => {
    const timer = readFileSync(join(import.meta.dirname, "..", "deploy", "systemd", "suncoast-release.timer"), "utf8");
    expect(timer).toMatch(new RegExp(`^OnUnitInactiveSec=${releaseEveryMinutes}min$`, "m"));
  });
});

describe("the history of publishes, and undoing one", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A repository the server deploys from, holding the business facts, and the studio's clone of it. */
  function repositories() {
    const dir = mkdtempSync(join(tmpdir(), "studio-history-"));
    dirs.push(dir);
    const git = (cwd: string, ...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Maria Lopez", "-c", "user.email=maria@example.com", ...args], { cwd }).toString().trim();
    const seed = join(dir, "seed");
    mkdirSync(join(seed, "content"), { recursive: true });
    writeFileSync(join(seed, "content", "business.json"), json(facts));
    writeFileSync(join(seed, "package.json"), "{}\n");
    git(seed, "init", "-q", "-b", "main");
    git(seed, "add", "-A");
    git(seed, "commit", "-q", "-m", "The site");
    git(dir, "clone", "-q", "--bare", seed, "origin.git");
    git(dir, "clone", "-q", "origin.git", "clone");
    const clone = join(dir, "clone");
    /** Commits a change of the facts in the clone and pushes it, as a save does. */
    const publish = (message: string, change: (now: typeof facts) => typeof facts, also: Record<string, string> = {}) => {
      const now = JSON.parse(readFileSync(join(clone, "content", "business.json"), "utf8")) as typeof facts;
      writeFileSync(join(clone, "content", "business.json"), json(change(now)));
      for (const [path, text] of Object.entries(also)) writeFileSync(join(clone, path), text);
      git(clone, "add", "-A");
      git(clone, "commit", "-q", "-m", message);
      git(clone, "push", "-q", "origin", "HEAD:main");
      return git(clone, "rev-parse", "HEAD");
    };
    return { dir, clone, git: (...args: string[]) => git(clone, ...args), publish, statusFile: join(dir, "deploy-status.txt") };
  }

  const cheaper = (by: number) => (now: typeof facts) => ({ ...now, pricing: { ...now.pricing, washFoldPerLb: cents(facts.pricing.washFoldPerLb - by) } });
  const short = (commit: string) => commit.slice(0, 10);

  it("lists each publish newest first with whether the live site shows it, is about to, or was kept off it", async () => {
    const { dir, git, publish, statusFile } = repositories();
    const seed = git("rev-parse", "HEAD");
    const first = publish("A lower price", cheaper(0.1));
    const second = publish("An even lower price", cheaper(0.2));
    writeFileSync(statusFile, `2026-11-30T10:00:00.000Z\nLive: commit ${short(first)} (release 20261130-100000-${short(first)}).\n`);
    const now = Date.now();
    let list = await publishes(join(dir, "clone"), { branch: "main", statusFile, now });
    expect(list.map((publish) => [publish.message, publish.live.state])).toEqual([
      ["An even lower price", "on its way"],
      ["A lower price", "live"],
      ["The site", "live"],
    ]);
    expect(list[0]!.changes).toEqual([{ place, lines: [`Prices › Wash & fold price per pound ($): ${cents(facts.pricing.washFoldPerLb - 0.1)} → ${cents(facts.pricing.washFoldPerLb - 0.2)}`] }]);
    expect(list[0]!.who).toBe("Maria Lopez");
    expect(list[0]).not.toHaveProperty("notUndoable");
    expect(list[2]!.notUndoable).toMatch(/where the site's history begins/);
    // Expected within the timer's period and a build of the publish; late after that.
    const by = Date.parse((list[0]!.live as { by: string }).by);
    expect(by - Date.parse(list[0]!.when)).toBe((releaseEveryMinutes + 3) * 60_000);
    expect((await publishes(join(dir, "clone"), { branch: "main", statusFile, now: by + 1 }))[0]!.live).toMatchObject({ state: "on its way", late: true });

    const reason = `Not published: commit ${short(second)} was refused by the build. The reason:\n  - Prices: no\nThe live site is unchanged: release 20261130-100000-${short(seed)}.`;
    writeFileSync(statusFile, `2026-11-30T10:05:00.000Z\n${reason}\n`);
    list = await publishes(join(dir, "clone"), { branch: "main", statusFile, now });
    expect(list.map((publish) => publish.live)).toEqual([
      { state: "not published", reason },
      { state: "not published", reason },
      { state: "live" },
    ]);
    rmSync(statusFile);
    expect((await publishes(join(dir, "clone"), { branch: "main", statusFile, now }))[0]!.live).toEqual({ state: "unknown" });
  });

  it("says a publish of the record alone marked Spanish texts as still right", async () => {
    const { dir, clone, git } = repositories();
    writeFileSync(join(clone, "content", "translated-from.json"), "{}\n");
    git("add", "-A");
    git("commit", "-q", "-m", "Studio: the Spanish of About › Heading is still right");
    git("push", "-q", "origin", "HEAD:main");
    const [newest] = await publishes(join(dir, "clone"), { branch: "main", limit: 1 });
    expect(newest!.changes).toEqual([{ place: "Spanish to review", lines: ["Marked as still right"] }]);
  });

  it("undoes a publish in the working tree, for the caller to commit: the value before it is back, later changes stay", async () => {
    const { clone, git, publish } = repositories();
    const lower = publish("A lower price", cheaper(0.1));
    publish("A new email", (now) => ({ ...now, email: "hello@example.com" }));
    expect(await undoInTree(clone, lower)).toBe("Undo: A lower price");
    const now = JSON.parse(readFileSync(join(clone, "content", "business.json"), "utf8")) as typeof facts;
    expect(now.pricing.washFoldPerLb).toBe(facts.pricing.washFoldPerLb);
    expect(now.email).toBe("hello@example.com");
    expect(git("diff", "--cached", "--name-only")).toBe("content/business.json");
  });

  it("undoes a new town after a later save of another: the files worked out from the towns are written afresh, the later change kept", async () => {
    const { clone, git } = repositories();
    for (const path of ["content/towns", "content/service-area.json", ...generatedTownFiles.map((name) => `content/${name}`)]) {
      cpSync(join(repo, path), join(clone, path), { recursive: true });
    }
    git("add", "-A");
    git("commit", "-q", "-m", "The towns");
    const towns = JSON.parse(readFileSync(join(clone, "content", "towns.generated.json"), "utf8")) as Town[];
    const name = ["Osprey", "Osprey Bayfront", "Osprey Bay"].find((name) => !towns.some((town) => town.name === name))!;
    const slug = name.toLowerCase().replace(/\s+/g, "-");
    const rules = JSON.parse(readFileSync(join(clone, "content", "service-area.json"), "utf8")) as { doNotServe?: string[] };
    writeFileSync(join(clone, "content", "service-area.json"), json({ ...rules, doNotServe: (rules.doNotServe ?? []).filter((zip) => zip !== newTownZip) }));
    writeFileSync(join(clone, "content", "towns", "en", `${slug}.md`), newTownFile(name, towns));
    writeFileSync(join(clone, "content", "towns", "es", `${slug}.md`), newTownSpanishFile(name, towns));
    await rederive(clone, [`content/towns/en/${slug}.md`]);
    git("add", "-A");
    git("commit", "-q", "-m", "New Towns");
    const added = git("rev-parse", "HEAD");
    // A later save of the town beside it in the derived files (by address): its map label's side and headline.
    // (A fact: the same in its Spanish file, as the studio writes it.)
    const other = towns.filter((town) => town.slug < slug).at(-1) ?? towns.at(-1)!;
    const side = mapLabelSides.find((side) => side !== other.mapLabel)!;
    const headline = `${other.name} laundry pickup, rewritten later`;
    for (const locale of ["en", "es"]) {
      const file = join(clone, "content", "towns", locale, `${other.slug}.md`);
      let text = readFileSync(file, "utf8");
      text = /^mapLabel: /m.test(text) ? text.replace(/^mapLabel: .*$/m, `mapLabel: ${side}`) : text.replace(/^(---\n(?:#.*\n)?)/, `$1mapLabel: ${side}\n`);
      if (locale === "en") text = text.replace(/^ {2}headline: .*$/m, `  headline: ${headline}`);
      writeFileSync(file, text);
    }
    await rederive(clone, [`content/towns/en/${other.slug}.md`]);
    git("add", "-A");
    git("commit", "-q", "-m", "Changed Towns");

    expect(await undoInTree(clone, added)).toBe("Undo: New Towns");
    expect(existsSync(join(clone, "content", "towns", "en", `${slug}.md`))).toBe(false);
    expect((JSON.parse(readFileSync(join(clone, "content", "towns.generated.json"), "utf8")) as Town[]).map((town) => town.name)).not.toContain(name);
    expect(readFileSync(join(clone, "content", "town-copy.generated.json"), "utf8")).toContain(headline);
    expect((JSON.parse(readFileSync(join(clone, "content", "towns.generated.json"), "utf8")) as Town[]).find((town) => town.slug === other.slug)?.mapLabel).toBe(side);
    expect(git("status", "--porcelain", "--", "content/towns.generated.json")).toMatch(/^M /);
  }, 60_000);

  it("refuses, leaving the tree as it was: a later publish of the same line, a result the rules refuse, a change of the site's code, a stranger", async () => {
    const { clone, git, publish } = repositories();
    const clean = () => expect(git("status", "--porcelain")).toBe("");

    const lower = publish("A lower price", cheaper(0.2));
    const lowest = publish("Lower still", cheaper(0.3));
    await expect(undoInTree(clone, lower)).rejects.toThrow(/Not undone: a later publish changed the same words/);
    clean();

    // Every competitor between the two prices: without "Lower still", none would charge more than her.
    publish("Competitors' prices", (now) => ({ ...now, competitors: now.competitors.map((c) => ({ ...c, pricePerLb: cents(facts.pricing.washFoldPerLb - 0.25) })) }));
    await expect(undoInTree(clone, lowest)).rejects.toThrow(/Not undone: without that publish your site would break a rule\. .*at least one competitor must charge more/);
    clean();

    const code = publish("Code and a price", cheaper(0.4), { "content/towns.ts": "export {};\n" });
    await expect(undoInTree(clone, code)).rejects.toThrow(/Not undone: it changed the site's code too \(content\/towns\.ts\)/);
    clean();
    await expect(undoInTree(clone, "0".repeat(40))).rejects.toThrow(/not in your site's history/);
    await expect(undoInTree(clone, "HEAD")).rejects.toThrow(/no such publish/);
    expect(existsSync(join(clone, "content", "towns.ts"))).toBe(true);
  });
});

describe("the history page", () => {
  const publish = (changes: Change[], message = "Changed Business facts › Prices, hours and contact details"): Publish => ({
    commit: "a".repeat(40),
    who: "Maria Lopez",
    when: "2026-11-30T10:00:00Z",
    message,
    changes,
    live: { state: "live" },
  });

  it("lists a publish's changes under its places, or alone when its one place is its name", () => {
    const one = historyPage({ list: [publish([{ place, lines: ["Email address: “a” → “b”"] }])] }, "/admin/api/v1");
    expect(one).toContain("<li>Email address: “a” → “b”</li>");
    expect(one).not.toContain(`<li>${place}`);
    const two = historyPage({ list: [publish([{ place, lines: ["x"] }, { place: "Pictures", lines: ["New: towels.jpg"] }])] }, "/admin/api/v1");
    expect(two).toContain(`<li>${place}\n<ul>\n<li>x</li>`);
    expect(two).toContain("<li>Pictures\n<ul>\n<li>New: towels.jpg</li>");
  });

  it("shows what she typed as text, never as markup", () => {
    const page = historyPage({ list: [publish([{ place, lines: ['Note: “<script>alert(1)</script>”'] }], '<img src=x onerror="alert(1)">')] }, "/admin/api/v1");
    expect(page).not.toMatch(/<script>alert|<img src=x/);
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
