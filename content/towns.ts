/**
 * The nine communities served. One entry per town; the town pages, the service-area lists, the map
 * and the zip-code check all read from here.
 */
export const towns = [
  { slug: "north-port", name: "North Port", county: "Sarasota", geo: { latitude: 27.0442, longitude: -82.2359 } },
  { slug: "venice", name: "Venice", county: "Sarasota", geo: { latitude: 27.0998, longitude: -82.4543 } },
  { slug: "wellen-park", name: "Wellen Park", county: "Sarasota", geo: { latitude: 27.0553, longitude: -82.327 } },
  { slug: "west-port", name: "West Port", county: "Charlotte", geo: { latitude: 27.0196, longitude: -82.2185 } },
  { slug: "port-charlotte", name: "Port Charlotte", county: "Charlotte", geo: { latitude: 26.9762, longitude: -82.0906 } },
  { slug: "punta-gorda", name: "Punta Gorda", county: "Charlotte", geo: { latitude: 26.9298, longitude: -82.0454 } },
  { slug: "englewood", name: "Englewood", county: "Sarasota", geo: { latitude: 26.962, longitude: -82.3526 } },
  { slug: "rotonda-west", name: "Rotonda West", county: "Charlotte", geo: { latitude: 26.8837, longitude: -82.2901 } },
  { slug: "boca-grande", name: "Boca Grande", county: "Charlotte", geo: { latitude: 26.7495, longitude: -82.2612 } },
] as const;

export type Town = (typeof towns)[number];
export type TownSlug = Town["slug"];

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
