import { business } from "../business.ts";
import type { TownFacts, TownPageCopy, TownServiceArea } from "../town-schema.ts";

// Englewood. One file per town: adding a file to content/towns/ adds the town to every list, the map,
// the zip-code check, the sitemap and its own page at /englewood (README, "Content").

/** The facts the lists, the map, the zip-code check and the town page read. */
export const town: TownFacts = {
  slug: "englewood",
  name: "Englewood",
  order: 7,
  heroOrder: 4,
  county: "Sarasota",
  geo: { latitude: 26.962, longitude: -82.3526 },
  speed: "rush",
  zips: [
    { zip: "34223", areas: ["Englewood Beach", "Manasota Key"] },
    { zip: "34224", areas: ["Grove City"] },
    { zip: "33946", areas: ["Placida"] },
  ],
  alsoSurrounding: false,
  mapLabel: "left",
};

/** The card about Englewood on /service-areas. */
export const serviceArea: TownServiceArea = {
  description: "Beach towels, rental linens and everyday laundry from Englewood Beach to Placida, collected and returned with care.",
  highlights: ["Englewood Beach and Manasota Key", "Grove City and Placida", `${business.turnaround.rush} service available`],
};

/** The copy of /englewood. The page adds prices, turnaround and phone from the site config. */
export const page: TownPageCopy = {
  headline: "Englewood laundry pickup, from Dearborn Street to Manasota Key",
  lead: "Old Florida charm, Lemon Bay sunsets and a lot of beach towels. We collect from cottages, condos and rentals across Englewood and return everything fresh.",
  description: "Englewood, FL laundry pickup: Englewood Beach, Manasota Key, Grove City and Placida. Wash and fold for homes and vacation rentals.",
  reasons: [
    {
      title: "Vacation rentals between guests",
      text: "Rental owners on Manasota Key and near Englewood Beach use us for sheets and towels between check-outs. Ask about volume pricing for several properties.",
    },
    {
      title: "Neighborly and unhurried",
      text: "Englewood feels like a small town, and we keep it that way: the same friendly drivers, a text before they arrive, and your bag left right where you asked.",
    },
    {
      title: "Out to Placida too",
      text: "We drive past Lemon Bay and Stump Pass to the fishing docks of Placida, so the far end of the peninsula is covered as well.",
    },
  ],
  neighborhoodsIntro: "Englewood straddles the Sarasota and Charlotte county line, and our route does too, from Grove City to the Key.",
  testimonial: {
    name: "Sandy K.",
    text: "I manage two cottages on Manasota Key. Turnover linens used to take my whole Saturday at the laundromat. Now they are picked up and back before the next guests arrive.",
  },
};
