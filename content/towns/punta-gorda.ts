import { business } from "../business.ts";
import type { TownFacts, TownPageCopy, TownServiceArea } from "../town-schema.ts";

// Punta Gorda. One file per town: adding a file to content/towns/ adds the town to every list, the map,
// the zip-code check, the sitemap and its own page at /punta-gorda (README, "Content").

/** The facts the lists, the map, the zip-code check and the town page read. */
export const town: TownFacts = {
  slug: "punta-gorda",
  name: "Punta Gorda",
  order: 6,
  heroOrder: 9,
  county: "Charlotte",
  geo: { latitude: 26.9298, longitude: -82.0454 },
  speed: "rush",
  zips: [
    { zip: "33950", areas: ["Downtown Punta Gorda", "Punta Gorda Isles"] },
    { zip: "33955", areas: ["Burnt Store"] },
    { zip: "33980", areas: ["Charlotte Harbor"] },
  ],
  alsoSurrounding: false,
  mapLabel: "below-right",
};

/** The card about Punta Gorda on /service-areas. */
export const serviceArea: TownServiceArea = {
  description: "Downtown, the Isles and Burnt Store: Punta Gorda laundry picked up at the door and returned fresh and folded.",
  highlights: ["Downtown and Punta Gorda Isles", "Burnt Store and Charlotte Harbor", `${business.turnaround.rush} service available`],
};

/** The copy of /punta-gorda. The page adds prices, turnaround and phone from the site config. */
export const page: TownPageCopy = {
  headline: "Punta Gorda laundry service with the harbor in mind",
  lead: "Stroll the Harborwalk, have lunch at Fishermen's Village, take the boat out from the Isles. Your laundry can be washing and folding while you do.",
  description: "Laundry pickup and delivery in Punta Gorda: downtown, Punta Gorda Isles, Burnt Store and Charlotte Harbor. Wash and fold, returned to your door.",
  reasons: [
    {
      title: "Set up by phone, kept simple",
      text: "Many of our Punta Gorda customers are retired and would rather talk than tap. One phone call sets up a steady weekly pickup with a driver who knows your door.",
    },
    {
      title: "Sailors and snowbirds",
      text: "From the canals of Punta Gorda Isles to the slips at Burnt Store Marina, boat linens and seasonal-home laundry are a regular part of our route.",
    },
    {
      title: "A historic downtown",
      text: "Apartments and condos around the brick streets of downtown often lack a full laundry room. We turn that into a bag by the door.",
    },
  ],
  neighborhoodsIntro: "Our Punta Gorda route follows the south shore of the harbor, from the downtown grid and the Isles down to Burnt Store.",
  testimonial: {
    name: "George R.",
    text: "My wife and I live in the Isles and spend most days on the water. They pick up on Tuesday mornings like clockwork and the bedding comes back better than the laundromat ever did it.",
  },
};
