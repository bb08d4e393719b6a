import type { TownFacts, TownPageCopy, TownServiceArea } from "../town-schema.ts";

// Boca Grande. One file per town: adding a file to content/towns/ adds the town to every list, the map,
// the zip-code check, the sitemap and its own page at /boca-grande (README, "Content").

/** The facts the lists, the map, the zip-code check and the town page read. */
export const town: TownFacts = {
  slug: "boca-grande",
  name: "Boca Grande",
  order: 9,
  heroOrder: 6,
  county: "Charlotte",
  geo: { latitude: 26.7495, longitude: -82.2612 },
  speed: "same-day",
  zips: [{ zip: "33921", areas: ["Boca Grande Island", "Gasparilla Island"] }],
  alsoSurrounding: true,
  mapLabel: "right",
};

/** The card about Boca Grande on /service-areas. */
export const serviceArea: TownServiceArea = {
  description: "Island living, island service. Boca Grande is the one community where we offer same-day service.",
  highlights: [
    "Boca Grande and Gasparilla Island",
    "Surrounding island neighborhoods",
    "Same-day service available",
  ],
};

/** The copy of /boca-grande. The page adds prices, turnaround and phone from the site config. */
export const page: TownPageCopy = {
  headline: "Boca Grande laundry service for island homes and rentals",
  lead: "Come over the causeway for tarpon season, the lighthouse and the banyans of Banyan Street. We handle the linens so island days stay island days.",
  description: "Boca Grande laundry pickup and delivery on Gasparilla Island. Wash and fold for island homes, guests and vacation rentals.",
  reasons: [
    {
      title: "Worth the drive over the bridge",
      text: "Island life runs on golf carts and the bike path, not on trips to the mainland laundromat. We come to you, so the causeway toll is our problem, not yours.",
    },
    {
      title: "Rental turnovers on the island",
      text: "Beach houses and cottages change guests often in season. We take sheets, towels and beach linens across the causeway and return them ready for the next arrival.",
    },
    {
      title: "Tarpon season and beyond",
      text: "Anglers in for the pass, families down for spring break, owners arriving for the winter: we adjust pickups to the island's busy months and its quiet ones.",
    },
  ],
  neighborhoodsIntro: "The whole of Gasparilla Island shares one zip code, and we cover it from the village to the lighthouse, plus the island neighborhoods nearby.",
  testimonial: {
    name: "Catherine D.",
    text: "We rent our cottage near Banyan Street most of the season. Booking a pickup the same day a guest checks out makes tight turnovers painless.",
  },
};
