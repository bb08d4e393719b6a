import { business } from "../business.ts";
import type { TownFacts, TownPageCopy, TownServiceArea } from "../town-schema.ts";

// Rotonda West. One file per town: adding a file to content/towns/ adds the town to every list, the map,
// the zip-code check, the sitemap and its own page at /rotonda-west (README, "Content").

/** The facts the lists, the map, the zip-code check and the town page read. */
export const town: TownFacts = {
  slug: "rotonda-west",
  name: "Rotonda West",
  order: 8,
  heroOrder: 5,
  county: "Charlotte",
  geo: { latitude: 26.8837, longitude: -82.2901 },
  speed: "rush",
  zips: [
    { zip: "33947", areas: ["Rotonda Heights", "Rotonda Sands", "Rotonda Lakes"] },
    { zip: "33946", areas: ["Cape Haze"] },
  ],
  alsoSurrounding: false,
  mapLabel: "below",
};

/** The card about Rotonda West on /service-areas. */
export const serviceArea: TownServiceArea = {
  description: "Rotonda West and Cape Haze residents leave the washing to us and get their afternoons back.",
  highlights: ["The Heights, the Sands and the Lakes", "Cape Haze", `${business.turnaround.rush} service available`],
};

/** The copy of /rotonda-west. The page adds prices, turnaround and phone from the site config. */
export const page: TownPageCopy = {
  headline: "Rotonda West laundry service all the way around the circle",
  lead: "Rotonda West is laid out as a giant wheel of canals and spokes, and we know every one of them. Enjoy another round of golf while we take care of the washing.",
  description: "Laundry pickup and delivery in Rotonda West: the Heights, the Sands, the Lakes and Cape Haze. Wash and fold collected at your door.",
  reasons: [
    {
      title: "More tee times, fewer loads",
      text: "With golf courses woven through the community, there are better ways to spend a morning than sorting whites. Leave the bag out and head for the first tee.",
    },
    {
      title: "Quiet streets, careful drivers",
      text: "Rotonda's spokes are residential and peaceful. Drivers park considerately, collect from wherever you leave the bag and photograph unattended drop-offs so you know they arrived.",
    },
    {
      title: "Close to the Cape Haze shore",
      text: "We also serve Cape Haze along the Gasparilla Sound side, minutes from the Rotonda circle and the beaches of Placida.",
    },
  ],
  neighborhoodsIntro: "Inside the wheel and out along the Cape Haze peninsula, these neighborhoods are on our Rotonda West route.",
  testimonial: {
    name: "Barbara N.",
    text: "We live on one of the canals in the Lakes and play golf three mornings a week. Laundry pickup means I don't have to choose between the two anymore.",
  },
};
