/** In their own file, so that Home does not load the quotes only /laundry-for-seniors shows. */
export { testimonials, type Testimonial } from "./home-testimonials.ts";

/** The two customer quotes on /laundry-for-seniors. */
export const seniorTestimonials = [
  {
    name: "Dorothy M.",
    location: "Punta Gorda",
    rating: 5,
    text: "I don't do computers, so I was glad I could set it all up on the phone. They come the same morning every week, and my sheets are back the next day, folded beautifully.",
  },
  {
    name: "Frank S.",
    location: "Rotonda West",
    rating: 5,
    text: "After my knee surgery I couldn't carry the basket anymore. Now I leave the bag by the door, I get a text when they pick it up, and that's one thing I don't have to worry about.",
  },
] as const satisfies ReadonlyArray<{ name: string; location: string; rating: number; text: string }>;
