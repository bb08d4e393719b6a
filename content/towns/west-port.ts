import { business } from "../business.ts";
import type { TownFacts, TownPageCopy, TownServiceArea } from "../town-schema.ts";

// West Port. One file per town: adding a file to content/towns/ adds the town to every list, the map,
// the zip-code check, the sitemap and its own page at /west-port (README, "Content").

/** The facts the lists, the map, the zip-code check and the town page read. */
export const town: TownFacts = {
  slug: "west-port",
  name: "West Port",
  order: 4,
  heroOrder: 7,
  county: "Charlotte",
  geo: { latitude: 27.0196, longitude: -82.2185 },
  speed: "rush",
  zips: [
    {
      zip: "34287",
      areas: ["West Port Central", "West Port North", "West Port South", "West Port Gardens"],
    },
  ],
  alsoSurrounding: true,
  mapLabel: "below",
};

/** The card about West Port on /service-areas. */
export const serviceArea: TownServiceArea = {
  description: "West Port's growing community gets the same reliable pickups and neatly folded returns as the rest of our area.",
  highlights: [
    "Central, North and South West Port",
    "The Gardens and surrounding neighborhoods",
    `${business.turnaround.rush} service available`,
  ],
};

/** The copy of /west-port. The page adds prices, turnaround and phone from the site config. */
export const page: TownPageCopy = {
  headline: "West Port laundry pickup for the newest homes off Tamiami Trail",
  lead: "West Port is still being built, and plenty of new-home owners here have a laundry room with no time to use it. Leave a bag on the porch and we will handle it.",
  description: "Wash and fold laundry pickup in West Port, FL, for Central, North, South and the Gardens. Free doorstep collection near Tamiami Trail.",
  reasons: [
    {
      title: "Right next door",
      text: "West Port sits minutes from our North Port base along US 41, so your street is an easy, regular stop on our route.",
    },
    {
      title: "Settling in is enough work",
      text: "Closing on a new house means boxes, deliveries and contractors. We take one chore off the list while you get the place the way you want it.",
    },
    {
      title: "Consistent pickup times",
      text: "Choose a day that suits your schedule and keep it. Drivers text when they are on the way and again once your bag is collected.",
    },
  ],
  neighborhoodsIntro: "Every part of West Port shares the 34287 zip code, and we cover the neighborhoods growing up around it too.",
  testimonial: {
    name: "Chris and Dana L.",
    text: "We closed on our house in West Port in March and still haven't bought a dryer. Honestly we might not. Pickup is easy and everything comes back smelling great.",
  },
};
