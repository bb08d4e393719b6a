import { towns, type TownSlug } from "./towns.ts";

/**
 * Each town page's own copy, keyed by town. Write about the place (streets, landmarks, the households
 * and businesses there), not the same paragraph with the name swapped: a unit test keeps any two
 * towns' copy under 50% shared word trigrams. Prices, turnaround, phone and other business constants
 * never appear here; the town page adds them from the site config.
 *
 * The testimonials are examples: replace them with reviews your customers have given permission to
 * publish.
 */
export type TownPageCopy = {
  /** The page's h1. */
  readonly headline: string;
  readonly lead: string;
  /** The meta description (about 150 characters). */
  readonly description: string;
  /** Three reasons, shown under "Why {town} chooses {brand}". */
  readonly reasons: readonly { readonly title: string; readonly text: string }[];
  /** Introduces the neighbourhoods and zip codes. */
  readonly neighbourhoodsIntro: string;
  readonly testimonial: { readonly name: string; readonly text: string };
};

export const townPages = {
  "north-port": {
    headline: "Laundry pickup and delivery in North Port, from our home base",
    lead: "We started right here in North Port, so these streets are our daily route. Leave your bag by the door in the Estates or off Price Boulevard and get back an evening for Myakkahatchee Creek or a soak at Warm Mineral Springs.",
    description:
      "North Port laundry pickup and delivery from a local, woman-owned team. Wash and fold for the Estates, Central, West North Port and South Venice.",
    reasons: [
      {
        title: "Our own neighbourhood",
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
    neighbourhoodsIntro:
      "North Port covers more ground than most cities in Florida. We collect across all of it, and from South Venice just over the line.",
    testimonial: {
      name: "Alicia P.",
      text: "Between two jobs and a house in the Estates, laundry piled up all week. Now it goes out by the garage on Monday and comes back folded and sorted by kid. Total game changer.",
    },
  },
  venice: {
    headline: "Venice laundry service that leaves you time for the beach",
    lead: "Sandy towels from Caspersen Beach, linens from a winter rental on the Island, a week of work shirts: set your bag out and spend the morning hunting shark teeth instead.",
    description:
      "Wash and fold pickup in Venice, FL: the Island, Venice Beach, South Venice and Nokomis. Leave your bag out; we return it clean and folded.",
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
        text: "We run the Island's shaded streets around Venice Avenue, the neighbourhoods toward South Venice and up past the Legacy Trail to Nokomis.",
      },
    ],
    neighbourhoodsIntro:
      "From the Island of Venice inside the Intracoastal to Nokomis and the South Venice canals, these are the zip codes on our Venice route.",
    testimonial: {
      name: "Richard and Ann W.",
      text: "We spend the winter on the Island and didn't want to give up mornings on the pier for the laundry room. One call set it up, and the folding is nicer than ours.",
    },
  },
  "wellen-park": {
    headline: "Wellen Park laundry, picked up while you enjoy the new neighbourhood",
    lead: "New home, new routine. Whether you are near the lake at Downtown Wellen or down the road from CoolToday Park, we collect, wash, fold and bring it back to your door.",
    description:
      "Laundry pickup and delivery in Wellen Park: the West Villages, Downtown Wellen, the Playmore District and around CoolToday Park.",
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
    neighbourhoodsIntro:
      "Wellen Park grows village by village. We serve the whole 34293 side of it, including the newest streets as they open.",
    testimonial: {
      name: "Megan T.",
      text: "We moved into the West Villages with a toddler and a new baby. Having laundry come back folded while we are still unpacking boxes has been the best thing about the move.",
    },
  },
  "west-port": {
    headline: "West Port laundry pickup for the newest homes off Tamiami Trail",
    lead: "West Port is still being built, and plenty of new-home owners here have a laundry room with no time to use it. Leave a bag on the porch and we will handle it.",
    description:
      "Wash and fold laundry pickup in West Port, FL, for Central, North, South and the Gardens. Free doorstep collection near Tamiami Trail.",
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
    neighbourhoodsIntro:
      "Every part of West Port shares the 34287 zip code, and we cover the neighbourhoods growing up around it too.",
    testimonial: {
      name: "Chris and Dana L.",
      text: "We closed on our house in West Port in March and still haven't bought a dryer. Honestly we might not. Pickup is easy and everything comes back smelling great.",
    },
  },
  "port-charlotte": {
    headline: "Port Charlotte laundry, collected from Charlotte Harbor to South Gulf Cove",
    lead: "Canal homes, Murdock-area apartments and busy shops: Port Charlotte asks a lot of its washing machines. Let our drivers carry the load.",
    description:
      "Port Charlotte laundry pickup and delivery for homes and businesses in Mid-Port, Charlotte Harbor, North Port Charlotte and South Gulf Cove.",
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
    neighbourhoodsIntro:
      "Three zip codes make up our Port Charlotte route, on both sides of US 41 and out toward the Myakka River.",
    testimonial: {
      name: "Denise H.",
      text: "I run a small salon off Tamiami Trail and used to take the towels home every night. Now they are picked up, washed and returned on a regular schedule. My evenings are mine again.",
    },
  },
  "punta-gorda": {
    headline: "Punta Gorda laundry service with the harbour in mind",
    lead: "Stroll the Harborwalk, have lunch at Fishermen's Village, take the boat out from the Isles. Your laundry can be washing and folding while you do.",
    description:
      "Laundry pickup and delivery in Punta Gorda: downtown, Punta Gorda Isles, Burnt Store and Charlotte Harbor. Wash and fold, returned to your door.",
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
    neighbourhoodsIntro:
      "Our Punta Gorda route follows the south shore of the harbour, from the downtown grid and the Isles down to Burnt Store.",
    testimonial: {
      name: "George R.",
      text: "My wife and I live in the Isles and spend most days on the water. They pick up on Tuesday mornings like clockwork and the bedding comes back better than the laundromat ever did it.",
    },
  },
  englewood: {
    headline: "Englewood laundry pickup, from Dearborn Street to Manasota Key",
    lead: "Old Florida charm, Lemon Bay sunsets and a lot of beach towels. We collect from cottages, condos and rentals across Englewood and return everything fresh.",
    description:
      "Englewood, FL laundry pickup: Englewood Beach, Manasota Key, Grove City and Placida. Wash and fold for homes and vacation rentals.",
    reasons: [
      {
        title: "Vacation rentals between guests",
        text: "Rental owners on Manasota Key and near Englewood Beach use us for sheets and towels between check-outs. Ask about volume pricing for several properties.",
      },
      {
        title: "Neighbourly and unhurried",
        text: "Englewood feels like a small town, and we keep it that way: the same friendly drivers, a text before they arrive, and your bag left right where you asked.",
      },
      {
        title: "Out to Placida too",
        text: "We drive past Lemon Bay and Stump Pass to the fishing docks of Placida, so the far end of the peninsula is covered as well.",
      },
    ],
    neighbourhoodsIntro:
      "Englewood straddles the Sarasota and Charlotte county line, and our route does too, from Grove City to the Key.",
    testimonial: {
      name: "Sandy K.",
      text: "I manage two cottages on Manasota Key. Turnover linens used to take my whole Saturday at the laundromat. Now they are picked up and back before the next guests arrive.",
    },
  },
  "rotonda-west": {
    headline: "Rotonda West laundry service all the way around the circle",
    lead: "Rotonda West is laid out as a giant wheel of canals and spokes, and we know every one of them. Enjoy another round of golf while we take care of the washing.",
    description:
      "Laundry pickup and delivery in Rotonda West: the Heights, the Sands, the Lakes and Cape Haze. Wash and fold collected at your door.",
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
    neighbourhoodsIntro:
      "Inside the wheel and out along the Cape Haze peninsula, these neighbourhoods are on our Rotonda West route.",
    testimonial: {
      name: "Barbara N.",
      text: "We live on one of the canals in the Lakes and play golf three mornings a week. Laundry pickup means I don't have to choose between the two anymore.",
    },
  },
  "boca-grande": {
    headline: "Boca Grande laundry service for island homes and rentals",
    lead: "Come over the causeway for tarpon season, the lighthouse and the banyans of Banyan Street. We handle the linens so island days stay island days.",
    description:
      "Boca Grande laundry pickup and delivery on Gasparilla Island. Wash and fold for island homes, guests and vacation rentals.",
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
    neighbourhoodsIntro:
      "The whole of Gasparilla Island shares one zip code, and we cover it from the village to the lighthouse, plus the island neighbourhoods nearby.",
    testimonial: {
      name: "Catherine D.",
      text: "We rent our cottage near Banyan Street most of the season. Booking a pickup the same day a guest checks out makes tight turnovers painless.",
    },
  },
} as const satisfies Record<TownSlug, TownPageCopy>;

/** A town with its page copy, as the town page and its tests use it. */
export type TownPage = (typeof towns)[number] & TownPageCopy;

/** Every town with its page copy, in the order of content/towns.ts. */
export const townPageList: readonly TownPage[] = towns.map((town) => ({ ...town, ...townPages[town.slug] }));

/** The town with this slug and its page copy, or undefined. */
export function townPageBySlug(slug: string): TownPage | undefined {
  return townPageList.find((town) => town.slug === slug);
}
