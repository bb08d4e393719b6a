/**
 * The four steps of the service ("Schedule online", "Leave it at the door", "We wash and fold",
 * "Fresh delivery"). Shared: Home, /how-it-works, /laundry-for-seniors and /commercial-laundry all
 * show them, so a change here shows on all four. Safe to edit: the titles and texts; keep each
 * `${...}`, which fills in a figure from content/business.ts.
 */
import { business } from "./business.ts";

/** The four steps of the service, on Home, /how-it-works, /laundry-for-seniors and /commercial-laundry. */
export const howItWorksSteps = [
  {
    title: "Schedule online",
    text: `Sign up and book your pickup in about ${business.schedulingMinutes} minutes. No card is needed to get started.`,
  },
  {
    title: "Leave it at the door",
    text: `Put your laundry in any clean, sturdy bag or hamper outside before ${business.pickupCutoff}. You don't need to be home: we text when we're on the way and when it's picked up.`,
  },
  {
    title: "We wash and fold",
    text: "We weigh it, wash it in the detergent you chose, and fold it with care. Your invoice arrives after weighing.",
  },
  {
    title: "Fresh delivery",
    text: `Your laundry comes back in ${business.turnaround.range}, in a fresh bag or tote, tracked in real time. Pay online or pay the driver.`,
  },
] as const;
