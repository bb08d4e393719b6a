import { business } from "../business.ts";
import type { TownFacts, TownPageCopy, TownServiceArea } from "../town-schema.ts";

// Port Charlotte. One file per town: adding a file to content/towns/ adds the town to every list, the map,
// the zip-code check, the sitemap and its own page at /port-charlotte (README, "Content").

/** The facts the lists, the map, the zip-code check and the town page read. */
export const town: TownFacts = {
  slug: "port-charlotte",
  name: "Port Charlotte",
  order: 5,
  heroOrder: 8,
  county: "Charlotte",
  geo: { latitude: 26.9762, longitude: -82.0906 },
  speed: "rush",
  zips: [
    { zip: "33952", areas: ["Charlotte Harbor", "Mid-Port"] },
    { zip: "33953", areas: ["North Port Charlotte"] },
    { zip: "33981", areas: ["South Gulf Cove"] },
  ],
  alsoSurrounding: false,
  mapLabel: "above-right",
};

/** The card about Port Charlotte on /service-areas. */
export const serviceArea: TownServiceArea = {
  description: "From Charlotte Harbor to South Gulf Cove, Port Charlotte households and businesses hand their laundry day to us.",
  highlights: ["Charlotte Harbor and Mid-Port", "North Port Charlotte and South Gulf Cove", `${business.turnaround.rush} service available`],
};

/** The copy of /port-charlotte. The page adds prices, turnaround and phone from the site config. */
export const page: TownPageCopy = {
  headline: "Port Charlotte laundry, collected from Charlotte Harbor to South Gulf Cove",
  lead: "Canal homes, Murdock-area apartments and busy shops: Port Charlotte asks a lot of its washing machines. Let our drivers carry the load.",
  description: "Port Charlotte laundry pickup and delivery for homes and businesses in Mid-Port, Charlotte Harbor, North Port Charlotte and South Gulf Cove.",
  reasons: [
    {
      title: "Homes and small businesses alike",
      text: "Besides households, we wash for salons, gyms, offices and restaurants around the Murdock area. Ask about a commercial plan with regular pickups.",
    },
    {
      title: "Boat-day friendly",
      text: "If your house backs onto a canal, you know the pile of towels after a day out on Charlotte Harbor. Put them in the bag with the rest.",
    },
    {
      title: "Across a spread-out city",
      text: "Port Charlotte is wide. We cover it end to end, from the Peace River side of Mid-Port to the waterways of South Gulf Cove.",
    },
  ],
  neighborhoodsIntro: "Three zip codes make up our Port Charlotte route, on both sides of US 41 and out toward the Myakka River.",
  testimonial: {
    name: "Denise H.",
    text: "I run a small salon off Tamiami Trail and used to take the towels home every night. Now they are picked up, washed and returned on a regular schedule. My evenings are mine again.",
  },
};
