/**
 * The nine communities served: names, places, zip codes and how fast laundry comes back. The town
 * pages, the service-area lists, the map and the zip-code check all read from here; each town page's
 * own copy is in content/town-pages.ts (kept apart so every page's JavaScript does not carry it).
 *
 * Zip codes and neighbourhoods are those of the specification (§3).
 */

/** A zip code and the neighbourhoods of the town it covers. */
export type TownZip = { readonly zip: string; readonly areas: readonly string[] };

/** How fast the town page says laundry comes back: same-day only where the business offers it. */
export type TownSpeed = "same-day" | "rush";

type TownEntry = {
  readonly slug: string;
  readonly name: string;
  readonly county: "Sarasota" | "Charlotte";
  readonly geo: { readonly latitude: number; readonly longitude: number };
  readonly speed: TownSpeed;
  readonly zips: readonly TownZip[];
  /** True where the spec adds "plus surrounding neighbourhoods" to the zip list. */
  readonly alsoSurrounding: boolean;
};

export const towns = [
  {
    slug: "north-port",
    name: "North Port",
    county: "Sarasota",
    geo: {
      latitude: 27.0442,
      longitude: -82.2359,
    },
    speed: "rush",
    zips: [
      {
        zip: "34286",
        areas: ["North Port West"],
      },
      {
        zip: "34287",
        areas: ["North Port Estates"],
      },
      {
        zip: "34288",
        areas: ["Central North Port"],
      },
      {
        zip: "34293",
        areas: ["South Venice"],
      },
    ],
    alsoSurrounding: false,
  },
  {
    slug: "venice",
    name: "Venice",
    county: "Sarasota",
    geo: {
      latitude: 27.0998,
      longitude: -82.4543,
    },
    speed: "rush",
    zips: [
      {
        zip: "34285",
        areas: ["Venice Beach", "Venice Island"],
      },
      {
        zip: "34293",
        areas: ["South Venice"],
      },
      {
        zip: "34275",
        areas: ["Nokomis"],
      },
    ],
    alsoSurrounding: false,
  },
  {
    slug: "wellen-park",
    name: "Wellen Park",
    county: "Sarasota",
    geo: {
      latitude: 27.0553,
      longitude: -82.327,
    },
    speed: "rush",
    zips: [
      {
        zip: "34293",
        areas: ["West Villages", "Downtown Wellen", "Playmore District", "Ballpark area"],
      },
    ],
    alsoSurrounding: true,
  },
  {
    slug: "west-port",
    name: "West Port",
    county: "Charlotte",
    geo: {
      latitude: 27.0196,
      longitude: -82.2185,
    },
    speed: "rush",
    zips: [
      {
        zip: "34287",
        areas: ["West Port Central", "West Port North", "West Port South", "West Port Gardens"],
      },
    ],
    alsoSurrounding: true,
  },
  {
    slug: "port-charlotte",
    name: "Port Charlotte",
    county: "Charlotte",
    geo: {
      latitude: 26.9762,
      longitude: -82.0906,
    },
    speed: "rush",
    zips: [
      {
        zip: "33952",
        areas: ["Charlotte Harbor", "Mid-Port"],
      },
      {
        zip: "33953",
        areas: ["North Port Charlotte"],
      },
      {
        zip: "33981",
        areas: ["South Gulf Cove"],
      },
    ],
    alsoSurrounding: false,
  },
  {
    slug: "punta-gorda",
    name: "Punta Gorda",
    county: "Charlotte",
    geo: {
      latitude: 26.9298,
      longitude: -82.0454,
    },
    speed: "rush",
    zips: [
      {
        zip: "33950",
        areas: ["Downtown Punta Gorda", "Punta Gorda Isles"],
      },
      {
        zip: "33955",
        areas: ["Burnt Store"],
      },
      {
        zip: "33980",
        areas: ["Charlotte Harbor"],
      },
    ],
    alsoSurrounding: false,
  },
  {
    slug: "englewood",
    name: "Englewood",
    county: "Sarasota",
    geo: {
      latitude: 26.962,
      longitude: -82.3526,
    },
    speed: "rush",
    zips: [
      {
        zip: "34223",
        areas: ["Englewood Beach", "Manasota Key"],
      },
      {
        zip: "34224",
        areas: ["Grove City"],
      },
      {
        zip: "33946",
        areas: ["Placida"],
      },
    ],
    alsoSurrounding: false,
  },
  {
    slug: "rotonda-west",
    name: "Rotonda West",
    county: "Charlotte",
    geo: {
      latitude: 26.8837,
      longitude: -82.2901,
    },
    speed: "rush",
    zips: [
      {
        zip: "33947",
        areas: ["Rotonda Heights", "Rotonda Sands", "Rotonda Lakes"],
      },
      {
        zip: "33946",
        areas: ["Cape Haze"],
      },
    ],
    alsoSurrounding: false,
  },
  {
    slug: "boca-grande",
    name: "Boca Grande",
    county: "Charlotte",
    geo: {
      latitude: 26.7495,
      longitude: -82.2612,
    },
    speed: "same-day",
    zips: [
      {
        zip: "33921",
        areas: ["Boca Grande Island", "Gasparilla Island"],
      },
    ],
    alsoSurrounding: true,
  },
] as const satisfies readonly TownEntry[];

export type Town = (typeof towns)[number];
export type TownSlug = Town["slug"];

/** The town with this slug, or undefined. */
export function townBySlug(slug: string): Town | undefined {
  return towns.find((town) => town.slug === slug);
}

/** The order in which hero banners cycle through the towns (spec §2, offer pages). */
export const heroTownOrder: readonly TownSlug[] = [
  "venice",
  "wellen-park",
  "north-port",
  "englewood",
  "rotonda-west",
  "boca-grande",
  "west-port",
  "port-charlotte",
  "punta-gorda",
];
