import { z } from "zod";
import rules from "./service-area.json" with { type: "json" };

/**
 * The owner's own say over which zip codes the zip check accepts, on top of the table the build
 * derives from the town pages and the service radius (scripts/build-zip-coverage.ts): zips served
 * anyway, zips and postal places left out. Kept in content/service-area.json, which the studio
 * edits; the rules that need the postal table (a zip the table knows, a place some served zip is
 * in, a zip no town page lists) are checked where the table is built, in the same words.
 */

export type ServiceAreaRules = {
  alsoServe: string[];
  doNotServe: string[];
  placesNotServed: string[];
};

const fiveDigits = "must be five digits, like 34287";

/** The file's schema; built on demand, so importing this module is free. */
export function serviceAreaRulesSchema() {
  const zip = z
    .union([z.string(), z.number()], { error: "must be a zip code" })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^\d{5}$/, fiveDigits))
    .meta({ title: "Zip code", pattern: "^\\d{5}$", patternMessage: fiveDigits });
  const zipList = (title: string, description: string) =>
    z
      .array(zip)
      .default([])
      .superRefine((list, ctx) => {
        const twice = [...new Set(list.filter((item, i) => list.indexOf(item) !== i))];
        if (twice.length > 0) ctx.addIssue({ code: "custom", message: `names ${twice.join(", ")} twice` });
      })
      .meta({ title, description });
  return z
    .strictObject({
      alsoServe: zipList(
        "Zip codes you also serve",
        "Zips beyond your towns' reach that you serve anyway. The zip check sends each to the page of the nearest town you serve.",
      ),
      doNotServe: zipList(
        "Zip codes you do not serve",
        "Zips near a town you serve that you do not serve: the zip check answers that you are not there yet. A zip a town page lists cannot be here; take it off that town's page first.",
      ),
      placesNotServed: z
        .array(z.string().trim().min(1, "must not be empty").meta({ title: "Place" }))
        .default([])
        .meta({
          title: "Places you do not serve",
          description: 'Postal towns whose zips you do not serve, like "Sarasota" for the city of Sarasota. Zips a town page lists stay served.',
        }),
    })
    .superRefine((value, ctx) => {
      const both = [...new Set(value.alsoServe.filter((zip) => value.doNotServe.includes(zip)))];
      if (both.length > 0) {
        ctx.addIssue({
          code: "custom",
          path: ["doNotServe"],
          message: `${both.join(", ")} ${both.length === 1 ? "is" : "are"} also under "Zip codes you also serve"; keep each zip in one list`,
        });
      }
    })
    .meta({ title: "Zip codes you serve" });
}

const written = rules as Partial<ServiceAreaRules>;

/**
 * The rules as content/service-area.json has them, a list left out of the file read as empty (the
 * studio leaves an empty list out). The build checks them before using them.
 */
export const serviceAreaRules: ServiceAreaRules = {
  alsoServe: written.alsoServe ?? [],
  doNotServe: written.doNotServe ?? [],
  placesNotServed: written.placesNotServed ?? [],
};
