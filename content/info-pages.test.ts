import { describe, expect, it } from "vitest";
import { aboutPromises, aboutValues } from "./about.ts";
import { business } from "./business.ts";
import { commercialBenefits, commercialReasons, commercialSteps, industries } from "./commercial.ts";
import { familyBenefits } from "./families.ts";
import { howItWorksSteps, orderLifecycle } from "./how-it-works.ts";
import { iconNames } from "./icons.ts";
import { seniorOffers, seniorPerfectFor, seniorSteps, seniorValues } from "./seniors.ts";
import { seniorTestimonials } from "./testimonials.ts";

describe("page content follows spec §2", () => {
  it("families: six benefits, baby-safe gentle detergents among them", () => {
    expect(familyBenefits).toHaveLength(6);
    expect(familyBenefits.map((b) => b.title.toLowerCase()).join("|")).toMatch(/baby-safe, gentle detergents/);
  });

  it("seniors: four values, offer and perfect-for lists, two five-star quotes, call / visit / relax", () => {
    expect(seniorValues).toHaveLength(4);
    expect(seniorOffers.length).toBeGreaterThan(2);
    expect(seniorPerfectFor.length).toBeGreaterThan(2);
    expect(seniorTestimonials).toHaveLength(2);
    expect(seniorTestimonials.every((t) => t.rating === 5)).toBe(true);
    expect(seniorSteps.map((s) => s.title)).toEqual(["Call us", "We visit", "Relax"]);
  });

  it("commercial: the six industries, eight benefit lines and the four-step flow", () => {
    expect(industries.map((i) => i.title)).toEqual([
      "Vacation rentals",
      "Salons and spas",
      "Gyms",
      "Medical and dental offices",
      "Restaurants",
      "Property management",
    ]);
    expect(commercialBenefits).toHaveLength(8);
    expect(commercialReasons.length).toBeGreaterThanOrEqual(3);
    expect(commercialSteps.map((s) => s.title)).toEqual(["Contact us", "Custom quote", "Pickup and clean", "Fast delivery"]);
  });

  it("how it works: Home keeps its four steps; the lifecycle runs in the spec's order", () => {
    expect(howItWorksSteps).toHaveLength(4);
    const titles: string[] = orderLifecycle.map((s) => s.title);
    const order = ["You schedule", "We text you", "We weigh and invoice", "We wash and fold", "Out for delivery", "Fresh at your door"];
    expect(order.map((t) => titles.indexOf(t))).toEqual([...order.map((t) => titles.indexOf(t))].sort((a, b) => a - b));
    expect(titles).toEqual(expect.arrayContaining(order));
    const text = orderLifecycle.map((s) => s.text).join(" ");
    for (const promise of [
      `before ${business.pickupCutoff}`,
      "clean, sturdy bag",
      "photograph",
      "driver is on the way",
      "invoice",
      "pay the driver",
      "real time",
      business.turnaround.range,
      "fresh bag",
    ]) {
      expect(text).toContain(promise);
    }
  });

  it("about: values and promises present; every icon named in content exists", () => {
    expect(aboutValues.length).toBeGreaterThanOrEqual(3);
    expect(aboutPromises.length).toBeGreaterThanOrEqual(5);
    const used = [...familyBenefits, ...seniorValues, ...seniorSteps, ...industries, ...commercialReasons, ...commercialSteps, ...aboutValues, ...orderLifecycle].map((c) => c.icon);
    for (const icon of used) expect(iconNames).toContain(icon);
  });
});
