import { business } from "../business.ts";
import type { TownFacts, TownPageCopy, TownServiceArea } from "../town-schema.ts";

// North Port. One file per town: adding a file to content/towns/ adds the town to every list, the map,
// the zip-code check, the sitemap and its own page at /north-port (README, "Content").

/** The facts the lists, the map, the zip-code check and the town page read. */
export const town: TownFacts = {
  slug: "north-port",
  name: "North Port",
  order: 1,
  heroOrder: 3,
  county: "Sarasota",
  geo: { latitude: 27.0442, longitude: -82.2359 },
  speed: "rush",
  zips: [
    { zip: "34286", areas: ["North Port West"] },
    { zip: "34287", areas: ["North Port Estates"] },
    { zip: "34288", areas: ["Central North Port"] },
    { zip: "34293", areas: ["South Venice"] },
  ],
  alsoSurrounding: false,
  mapLabel: "above-right",
};

/** The card about North Port on /service-areas. */
export const serviceArea: TownServiceArea = {
  description: "Our home base. We serve every corner of North Port, from the Estates to Central and West North Port.",
  highlights: ["Home of our business", "North Port Estates, Central and West", `${business.turnaround.rush} service available`],
};

/** The copy of /north-port. The page adds prices, turnaround and phone from the site config. */
export const page: TownPageCopy = {
  headline: "Laundry pickup and delivery in North Port, from our home base",
  lead: "We started right here in North Port, so these streets are our daily route. Leave your bag by the door in the Estates or off Price Boulevard and get back an evening for Myakkahatchee Creek or a soak at Warm Mineral Springs.",
  description: "North Port laundry pickup and delivery from a local, woman-owned team. Wash and fold for the Estates, Central, West North Port and South Venice.",
  reasons: [
    {
      title: "Our own neighborhood",
      text: "The business is based in North Port, so a pickup here is never an out-of-the-way stop. Drivers know the long grid of the Estates and the cul-de-sacs off Sumter and Toledo Blade.",
    },
    {
      title: "Made for growing households",
      text: "North Port is full of young families and new arrivals. School uniforms, soccer kits and crib sheets all go in the gentle, baby-safe detergent you choose.",
    },
    {
      title: "Weekends back for the outdoors",
      text: "Swap the laundromat run for a paddle on Myakkahatchee Creek, a walk in the Carlton Reserve or an afternoon at Warm Mineral Springs Park.",
    },
  ],
  neighborhoodsIntro: "North Port covers more ground than most cities in Florida. We collect across all of it, and from South Venice just over the line.",
  testimonial: {
    name: "Alicia P.",
    text: "Between two jobs and a house in the Estates, laundry piled up all week. Now it goes out by the garage on Monday and comes back folded and sorted by kid. Total game changer.",
  },
};
