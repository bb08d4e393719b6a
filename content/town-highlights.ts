import { business } from "./business.ts";
import type { TownSlug } from "./towns.ts";

export type TownHighlights = {
  /** One or two sentences about the service in this community. */
  description: string;
  /** Short points shown as a list on /service-areas. */
  highlights: readonly string[];
};

const rush = `${business.turnaround.rush} service available`;

/**
 * What /service-areas says about each community (spec §3, "Service area": description, highlights).
 * Keyed by town slug, so a town added to content/towns.ts without an entry here fails type-checking.
 */
export const townHighlights = {
  "north-port": {
    description: "Our home base. We serve every corner of North Port, from the Estates to Central and West North Port.",
    highlights: ["Home of our business", "North Port Estates, Central and West", rush],
  },
  venice: {
    description: "From the beach and the island to South Venice and Nokomis, leave your bag out and enjoy the Gulf instead of the laundry room.",
    highlights: ["Venice Beach and the Island", "South Venice and Nokomis", rush],
  },
  "wellen-park": {
    description: "Busy new neighbourhoods deserve easy laundry. We cover the West Villages and the streets around Downtown Wellen.",
    highlights: ["West Villages and Downtown Wellen", "Playmore District and the ballpark area", rush],
  },
  "west-port": {
    description: "West Port's growing community gets the same reliable pickups and neatly folded returns as the rest of our area.",
    highlights: ["Central, North and South West Port", "The Gardens and surrounding neighbourhoods", rush],
  },
  "port-charlotte": {
    description: "From Charlotte Harbor to South Gulf Cove, Port Charlotte households and businesses hand their laundry day to us.",
    highlights: ["Charlotte Harbor and Mid-Port", "North Port Charlotte and South Gulf Cove", rush],
  },
  "punta-gorda": {
    description: "Downtown, the Isles and Burnt Store: Punta Gorda laundry picked up at the door and returned fresh and folded.",
    highlights: ["Downtown and Punta Gorda Isles", "Burnt Store and Charlotte Harbor", rush],
  },
  englewood: {
    description: "Beach towels, rental linens and everyday laundry from Englewood Beach to Placida, collected and returned with care.",
    highlights: ["Englewood Beach and Manasota Key", "Grove City and Placida", rush],
  },
  "rotonda-west": {
    description: "Rotonda West and Cape Haze residents leave the washing to us and get their afternoons back.",
    highlights: ["The Heights, the Sands and the Lakes", "Cape Haze", rush],
  },
  "boca-grande": {
    description: "Island living, island service. Boca Grande is the one community where we offer same-day service.",
    highlights: ["Boca Grande and Gasparilla Island", "Surrounding island neighbourhoods", "Same-day service available"],
  },
} as const satisfies Record<TownSlug, TownHighlights>;
