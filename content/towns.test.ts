import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readFrontMatter } from "../app/lib/markdown.server.ts";
import { sharedTrigramRatio } from "../core/text-similarity.ts";
import { business } from "./business.ts";
import { requiredTownZips } from "./required-town-zips.ts";
import { townPageList as towns, townServiceAreasBySlug, type TownPage as Town } from "./town-pages.ts";
import { checkTownFiles, mapLabelSides, promisesSameDay } from "./town-schema.ts";
import { heroTownOrder, mapLabelSide, townBySlug } from "./towns.ts";
import {
  distanceMeters,
  metersOutside,
  postalEntry,
  reachMeters,
  servedCountyShapes,
  zipAreaMarginMeters,
} from "../scripts/build-zip-coverage.ts";

const townFileNames = readdirSync(new URL("./towns/en/", import.meta.url)).filter((name) => name.endsWith(".md"));

/** A town file's front matter as YAML reads it, keyed by its path. */
function frontMatterOf(name: string): [string, Record<string, unknown>] {
  const path = `content/towns/en/${name}`;
  return [path, readFrontMatter(path, readFileSync(new URL(`./towns/en/${name}`, import.meta.url), "utf8")).data as Record<string, unknown>];
}

/**
 * For each served town that content/required-town-zips.ts names, the required zips its file does
 * not list ("content/towns/en/venice.md: 34285"). Towns it does not name, and named towns no longer
 * served, have nothing to answer for.
 */
function missingRequiredZips(served: ReadonlyArray<{ slug: string; zips: ReadonlyArray<{ zip: string }> }>): string[] {
  return Object.entries(requiredTownZips).flatMap(([slug, required]) => {
    const town = served.find((t) => t.slug === slug);
    if (!town) return [];
    return required.filter((zip) => !town.zips.some((z) => z.zip === zip)).map((zip) => `content/towns/en/${slug}.md: ${zip}`);
  });
}

/** The copy written for one town: what must differ from town to town. */
function mainCopy(town: Town): string {
  return [
    town.headline,
    town.lead,
    town.description,
    ...town.reasons.flatMap((r) => [r.title, r.text]),
    town.neighborhoodsIntro,
    town.testimonial.text,
  ].join("\n");
}

/** The copy with the town's own name taken out, so a name swap alone cannot make two pages differ. */
const anonymized = (town: Town) => mainCopy(town).replaceAll(town.name, "TOWN");

const cardText = (town: Town) => {
  const card = townServiceAreasBySlug[town.slug]!;
  return [card.description, ...card.highlights].join("\n");
};

describe("the town files in content/towns/en/", () => {
  it("are each one town, all of them served, and every one passes the schema", () => {
    expect(towns.map((t) => `${t.slug}.md`).sort()).toEqual([...townFileNames].sort());
    expect(checkTownFiles(Object.fromEntries(townFileNames.map(frontMatterOf))).problems).toEqual([]);
  });

  it("are rejected with the file and the field named when a value is wrong", () => {
    const [path, file] = frontMatterOf(townFileNames[0]!);
    const zips = [...(file.zips as unknown[]), { zip: "3429", areas: ["Somewhere"] }];
    const broken = { ...file, zips, speed: "fast", neighbourhoods: [], page: { ...(file.page as object), reasons: [] } };
    expect(checkTownFiles({ [path]: broken }).problems).toEqual([
      `${path}: speed: must be "same-day" or "rush"`,
      `${path}: zips[${zips.length - 1}].zip: must be five digits`,
      `${path}: page.reasons: must be exactly three reasons`,
      `${path}: neighbourhoods: is not a field a town file has (check its spelling)`,
    ]);
    expect(checkTownFiles({ [path]: { ...file, serviceArea: { ...(file.serviceArea as object), highlights: ["{{rush service"] } } }).problems).toEqual([
      `${path}: serviceArea.highlights[0]: has a broken {{placeholder}} or an unfilled value (undefined, NaN)`,
    ]);
    expect(checkTownFiles({ [path]: file, "content/towns/en/copy.md": file }).problems).toEqual([
      `${path}, content/towns/en/copy.md: name: ${JSON.stringify(file.name)} is used by more than one town`,
      `${path}, content/towns/en/copy.md: order: ${file.order} is used by more than one town`,
      `${path}, content/towns/en/copy.md: heroOrder: ${file.heroOrder} is used by more than one town`,
      `${path}, content/towns/en/copy.md: the two town pages share half their wording or more; write each in words of its own (search engines pass over near-copies)`,
    ]);
  });

  it("take their slug from the file name and accept zip codes YAML reads as numbers", () => {
    const [, file] = frontMatterOf(townFileNames[0]!);
    const zips = (file.zips as Array<{ zip: string; areas: string[] }>).map((z) => ({ ...z, zip: Number(z.zip) }));
    const { towns: checked } = checkTownFiles({ "content/towns/en/some-place.md": { ...file, zips } });
    expect(checked["content/towns/en/some-place.md"]?.town.slug).toBe("some-place");
    expect(checked["content/towns/en/some-place.md"]?.town.zips.map((z) => z.zip)).toEqual(zips.map((z) => String(z.zip)));
  });
});

describe("towns", () => {
  it("come once each, in the order of their files' `order`, and the hero cycles through all of them", () => {
    const slugs = towns.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(towns.length);
    const orders = towns.map((t) => t.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect([...heroTownOrder].sort()).toEqual([...slugs].sort());
    for (const town of towns) expect(townBySlug(town.slug)?.name).toBe(town.name);
    expect(townBySlug("not-a-town")).toBeUndefined();
  });

  it("list every zip the business requires of the towns it serves", () => {
    expect(missingRequiredZips(towns)).toEqual([]);
  });

  it("may be added or removed, but a served town may not drop or mistype a required zip", () => {
    const slug = Object.keys(requiredTownZips).find((s) => towns.some((t) => t.slug === s));
    if (!slug) return; // none of the towns the requirement names is served any more
    const town = towns.find((t) => t.slug === slug)!;
    const required = requiredTownZips[slug]![0]!;
    const others = towns.filter((t) => t !== town);
    expect(missingRequiredZips(others)).toEqual([]);
    expect(missingRequiredZips([...towns, { slug: "new-town", zips: [{ zip: "34229" }] }])).toEqual([]);
    const dropped = { ...town, zips: town.zips.filter((z) => z.zip !== required) };
    expect(missingRequiredZips([...others, dropped])).toEqual([`content/towns/en/${slug}.md: ${required}`]);
    const mistyped = { ...town, zips: town.zips.map((z) => (z.zip === required ? { ...z, zip: `${required.slice(0, 4)}${(Number(required[4]) + 1) % 10}` } : z)) };
    expect(missingRequiredZips([...others, mistyped])).toEqual([`content/towns/en/${slug}.md: ${required}`]);
  });

  it("give every town unique five-digit zips inside the served counties and within reach of the town", () => {
    const shapes = servedCountyShapes();
    for (const town of towns) {
      const zips = town.zips.map((z) => z.zip);
      expect(new Set(zips).size, town.name).toBe(zips.length);
      for (const zip of zips) {
        expect(zip, town.name).toMatch(/^\d{5}$/);
        const entry = postalEntry(zip);
        expect(entry.state, `${town.name} ${zip}`).toBe("FL");
        // Englewood straddles the county line: its page lists Placida (33946), across it in Charlotte.
        const outside = Math.min(...shapes.map((shape) => metersOutside(shape, entry)));
        expect(outside, `${town.name} ${zip}`).toBeLessThanOrEqual(zipAreaMarginMeters);
        expect(distanceMeters(entry, town.geo), `${town.name} ${zip}`).toBeLessThanOrEqual(reachMeters);
      }
    }
  });

  it("are refused outside the two counties, with a description that does not name the town or is short, or short once its figures are filled in, a same-day promise where it is not offered, a business figure written out, or words copied from another town", () => {
    const [path, file] = frontMatterOf(townFileNames[0]!);
    const town = file as { name: string; speed: string; geo: { latitude: number; longitude: number }; page: Record<string, unknown>; serviceArea: Record<string, unknown> };
    const problems = (value: unknown, others: Record<string, unknown> = {}) => checkTownFiles({ [path]: value, ...others }).problems;
    expect(problems({ ...town, geo: { ...town.geo, latitude: 28.5 } })).toEqual([
      `${path}: geo.latitude: must be in Sarasota or Charlotte County (a latitude from 26.6 to 27.45)`,
    ]);
    const description = `Laundry pickup and delivery for every street and home nearby, with free doorstep collection each week.`;
    expect(problems({ ...town, page: { ...town.page, description } })).toEqual([`${path}: page.description: must name the town (${town.name})`]);
    expect(problems({ ...town, page: { ...town.page, description: `${town.name} laundry.` } })).toEqual([
      `${path}: page.description: must be at least 80 characters (search results show about 150)`,
    ]);
    // Long enough as written, short once its placeholders are filled in, as the page and the build read it.
    const figures = `${town.name}: {{minimumLb}} lb, {{minimumLb}} lb, {{minimumLb}} lb, {{minimumLb}} lb, {{minimumLb}} lb minimum.`;
    expect(figures.length).toBeGreaterThanOrEqual(80);
    const shown = figures.replaceAll("{{minimumLb}}", String(business.pricing.minimumOrderLb)).length;
    expect(problems({ ...town, page: { ...town.page, description: figures } })).toEqual([
      `${path}: page.description: must be at least 80 characters as the page shows it, its {{placeholders}} filled in (it shows ${shown})`,
    ]);
    const rush = { ...town, speed: "rush", page: { ...town.page, lead: `Same-day laundry pickup in ${town.name}.` } };
    expect(problems(rush)[0]).toBe(`${path}: promises same-day service, but its fastest service is "rush": offer it there first (Fastest service), or take the promise out`);
    // A promise in either language, or through its placeholder; "the same day every week" is none.
    for (const promise of ["Same-day pickup", "same day service", "entrega el mismo día", "{{sameDay}} here"]) expect(promisesSameDay.test(promise), promise).toBe(true);
    for (const other of ["We come on the same day every week.", "el mismo día de la semana", "el mismo código postal"]) expect(promisesSameDay.test(other), other).toBe(false);
    const priced = { ...town, page: { ...town.page, lead: `Only $${business.pricing.washFoldPerLb.toFixed(2)} a pound, from ${business.brandName}.` } };
    expect(problems(priced)).toEqual([
      `${path}: writes "$${business.pricing.washFoldPerLb.toFixed(2)}" where {{price}} keeps it up to date: write {{price}} instead`,
      `${path}: writes "${business.brandName}" where {{brand}} keeps it up to date: write {{brand}} instead`,
    ]);
    // Another town's words under this town's name.
    const [otherPath, other] = frontMatterOf(townFileNames[1]!);
    const copied = { ...(other as object), name: "Osprey", order: 99, heroOrder: 99, page: { ...((other as typeof town).page), headline: "Osprey laundry" } };
    expect(problems(town, { [otherPath]: other, "content/towns/en/osprey.md": copied })).toContain(
      `${otherPath}, content/towns/en/osprey.md: the two town pages share half their wording or more; write each in words of its own (search engines pass over near-copies)`,
    );
  });

  it("each get a map label side, their own or one facing away from the nearest town", () => {
    for (const town of towns) {
      expect(mapLabelSides, town.name).toContain(mapLabelSide(town));
      if (town.mapLabel) expect(mapLabelSide(town), town.name).toBe(town.mapLabel);
    }
    const a = towns[0]!;
    // A town just east of another, without a side of its own, puts its label on the far (east) side.
    const east = { ...a, slug: "just-east", mapLabel: undefined, geo: { latitude: a.geo.latitude, longitude: a.geo.longitude + 0.0001 } };
    expect(mapLabelSide(east)).toBe("right");
  });
});

describe("town copy", () => {
  it("promises same-day service only where the town's file offers it", () => {
    for (const town of towns) {
      if (town.speed !== "same-day") expect(`${mainCopy(town)}\n${cardText(town)}`, town.name).not.toMatch(promisesSameDay);
    }
  });

  it("names the town in its headline and keeps its description to a search-result length", () => {
    for (const town of towns) {
      expect(town.headline).toContain(town.name);
      expect(town.description).toContain(town.name);
      expect(town.description.length, town.name).toBeGreaterThan(80);
      expect(town.description.length, town.name).toBeLessThanOrEqual(160);
      expect(townServiceAreasBySlug[town.slug]!.description.length, town.name).toBeGreaterThan(40);
    }
  });

  it("uses American spelling", () => {
    for (const town of towns) expect(`${mainCopy(town)}\n${cardText(town)}`, town.name).not.toMatch(/[Nn]eighbour|harbour/);
  });

  it("gives every town its own copy: any two share under 50% of their word trigrams", () => {
    let worst = { ratio: 0, pair: "" };
    for (const [i, a] of towns.entries()) {
      for (const b of towns.slice(i + 1)) {
        const ratio = sharedTrigramRatio(anonymized(a), anonymized(b));
        if (ratio > worst.ratio) worst = { ratio, pair: `${a.name} / ${b.name}` };
      }
    }
    expect(worst.ratio, worst.pair).toBeLessThan(0.5);
  });
});
