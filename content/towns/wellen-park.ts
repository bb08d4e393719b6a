import { business } from "../business.ts";
import type { TownFacts, TownPageCopy, TownServiceArea } from "../town-schema.ts";

// Wellen Park. One file per town: adding a file to content/towns/ adds the town to every list, the map,
// the zip-code check, the sitemap and its own page at /wellen-park (README, "Content").

/** The facts the lists, the map, the zip-code check and the town page read. */
export const town: TownFacts = {
  slug: "wellen-park",
  name: "Wellen Park",
  order: 3,
  heroOrder: 2,
  county: "Sarasota",
  geo: { latitude: 27.0553, longitude: -82.327 },
  speed: "rush",
  zips: [
    {
      zip: "34293",
      areas: ["West Villages", "Downtown Wellen", "Playmore District", "Ballpark area"],
    },
  ],
  alsoSurrounding: true,
  mapLabel: "left",
};

/** The card about Wellen Park on /service-areas. */
export const serviceArea: TownServiceArea = {
  description: "Busy new neighborhoods deserve easy laundry. We cover the West Villages and the streets around Downtown Wellen.",
  highlights: ["West Villages and Downtown Wellen", "Playmore District and the ballpark area", `${business.turnaround.rush} service available`],
};

/** The copy of /wellen-park. The page adds prices, turnaround and phone from the site config. */
export const page: TownPageCopy = {
  headline: "Wellen Park laundry, picked up while you enjoy the new neighborhood",
  lead: "New home, new routine. Whether you are near the lake at Downtown Wellen or down the road from CoolToday Park, we collect, wash, fold and bring it back to your door.",
  description: "Laundry pickup and delivery in Wellen Park: the West Villages, Downtown Wellen, the Playmore District and around CoolToday Park.",
  reasons: [
    {
      title: "Built for busy new households",
      text: "Wellen Park families are often juggling a move, a commute and a calendar of kids' activities. Hand off the washing and keep the evenings for the trails and the town center.",
    },
    {
      title: "Spring training, without the laundry",
      text: "When the Braves are in town at CoolToday Park and guests fill the spare room, extra sheets and towels do not have to mean extra loads for you.",
    },
    {
      title: "No need to wait at home",
      text: "Leave the bag on the porch of your new place and head to the Playmore District or the ballgame. You get a text when the driver is on the way and when it is picked up.",
    },
  ],
  neighborhoodsIntro: "Wellen Park grows village by village. We serve the whole 34293 side of it, including the newest streets as they open.",
  testimonial: {
    name: "Megan T.",
    text: "We moved into the West Villages with a toddler and a new baby. Having laundry come back folded while we are still unpacking boxes has been the best thing about the move.",
  },
};
