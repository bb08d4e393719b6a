import { business } from "../business.ts";
import type { TownFacts, TownPageCopy, TownServiceArea } from "../town-schema.ts";

// Venice. One file per town: adding a file to content/towns/ adds the town to every list, the map,
// the zip-code check, the sitemap and its own page at /venice (README, "Content").

/** The facts the lists, the map, the zip-code check and the town page read. */
export const town: TownFacts = {
  slug: "venice",
  name: "Venice",
  order: 2,
  heroOrder: 1,
  county: "Sarasota",
  geo: { latitude: 27.0998, longitude: -82.4543 },
  speed: "rush",
  zips: [
    { zip: "34285", areas: ["Venice Beach", "Venice Island"] },
    { zip: "34293", areas: ["South Venice"] },
    { zip: "34275", areas: ["Nokomis"] },
  ],
  alsoSurrounding: false,
  mapLabel: "above-right",
};

/** The card about Venice on /service-areas. */
export const serviceArea: TownServiceArea = {
  description: "From the beach and the island to South Venice and Nokomis, leave your bag out and enjoy the Gulf instead of the laundry room.",
  highlights: ["Venice Beach and the Island", "South Venice and Nokomis", `${business.turnaround.rush} service available`],
};

/** The copy of /venice. The page adds prices, turnaround and phone from the site config. */
export const page: TownPageCopy = {
  headline: "Venice laundry service that leaves you time for the beach",
  lead: "Sandy towels from Caspersen Beach, linens from a winter rental on the Island, a week of work shirts: set your bag out and spend the morning hunting shark teeth instead.",
  description: "Wash and fold pickup in Venice, FL: the Island, Venice Beach, South Venice and Nokomis. Leave your bag out; we return it clean and folded.",
  reasons: [
    {
      title: "Beach towels are welcome",
      text: "The Shark Tooth Capital of the World sends a lot of sand home. We shake out, wash and fold towels, cover-ups and swimwear so the beach stays at the beach.",
    },
    {
      title: "Easy for seasonal residents",
      text: "Many Venice homes fill up between January and April. Set a regular pickup for the months you are here and leave the bag out even on days you are at the beach.",
    },
    {
      title: "Downtown to Nokomis",
      text: "We run the Island's shaded streets around Venice Avenue, the neighborhoods toward South Venice and up past the Legacy Trail to Nokomis.",
    },
  ],
  neighborhoodsIntro: "From the Island of Venice inside the Intracoastal to Nokomis and the South Venice canals, these are the zip codes on our Venice route.",
  testimonial: {
    name: "Richard and Ann W.",
    text: "We spend the winter on the Island and didn't want to give up mornings on the pier for the laundry room. One call set it up, and the folding is nicer than ours.",
  },
};
