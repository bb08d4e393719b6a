/**
 * Customer stories, shared: Home's carousel shows them all, and the new-customer-offer pages feature
 * the first (content/new-customer-offer.ts). Replace these with reviews your customers have given
 * permission to publish; `rating` is 1 to 5. The seniors' page has its own quotes in
 * content/seniors.ts.
 */
export const testimonials = [
  {
    name: "Jessica R.",
    location: "North Port",
    rating: 5,
    text: "With two toddlers and a full-time job, laundry was taking my whole Sunday. Now I leave the bags on the porch and they come back folded better than I ever do it. The gentle detergent is perfect for my kids' sensitive skin.",
  },
  {
    name: "Tom and Linda B.",
    location: "Venice",
    rating: 5,
    text: "We set everything up with one phone call. Same pickup time every week, a text when the driver is on the way, and our laundry is back the next day. It has made life so much easier for us.",
  },
  {
    name: "Marisol G.",
    location: "Port Charlotte",
    rating: 5,
    text: "I manage three vacation rentals and turnover days used to be chaos. Fresh linens and towels arrive on time, every time, and the pricing is clear. I wish I had found them sooner.",
  },
  {
    name: "Dave K.",
    location: "Englewood",
    rating: 5,
    text: "I was skeptical about paying per pound, but it is cheaper than the laundromat once you count the quarters and the hours. Everything comes back neatly folded in a fresh bag.",
  },
] as const;

export type Testimonial = (typeof testimonials)[number];
