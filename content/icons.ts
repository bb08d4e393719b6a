/**
 * The icons content may name. Content stays plain data (an editor writes `icon: "baby"`), and
 * app/components/ui/content-icon.tsx turns each name into a drawing.
 */
export const iconNames = [
  "baby",
  "badge-dollar",
  "building",
  "calendar-check",
  "calendar-clock",
  "camera",
  "clipboard-list",
  "dumbbell",
  "hand-heart",
  "heart",
  "house",
  "key-round",
  "map-pin",
  "message",
  "package-check",
  "phone",
  "scale",
  "scissors",
  "shield-check",
  "shirt",
  "shopping-bag",
  "sofa",
  "sparkles",
  "stethoscope",
  "truck",
  "users",
  "utensils",
  "washing-machine",
] as const;

export type IconName = (typeof iconNames)[number];

/** A card of the benefit grids. */
export type BenefitCard = {
  icon: IconName;
  title: string;
  description: string;
  detail?: string;
};

/** One step of a numbered flow. */
export type FlowStep = {
  icon: IconName;
  title: string;
  text: string;
};

/** The icons of the outside-area page's cards, which that page draws itself (app/routes/outside-service-area.tsx). */
export const reassuranceIconNames = ["bell-ring", "message-circle-heart", "tag"] as const;

export type ReassuranceIconName = (typeof reassuranceIconNames)[number];

/** The icons of Home's founder cards, which that section draws itself (app/components/sections/founder-story.tsx). */
export const founderIconNames = ["heart", "sparkles", "map-pin"] as const satisfies readonly IconName[];

export type FounderIconName = (typeof founderIconNames)[number];
