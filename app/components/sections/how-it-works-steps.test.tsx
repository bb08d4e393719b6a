import { describe, expect, it } from "vitest";
import stepsEs from "../../../content/pages/es/steps.json" with { type: "json" };
import { stepsEyebrow } from "./how-it-works-steps.tsx";

describe("the small line over the steps", () => {
  it("numbers the steps after the owner's words", () => {
    expect(stepsEyebrow("Simple as", 4)).toBe("Simple as 1-2-3-4");
    expect(stepsEyebrow("Easy as", 3)).toBe("Easy as 1-2-3");
  });

  it("counts them in words where the words say {{count}}, with no numbers after", () => {
    expect(stepsEyebrow("En {{count}} pasos", 4, "es")).toBe("En cuatro pasos");
    expect(stepsEyebrow("In {{ count }} steps", 3, "en")).toBe("In three steps");
    // The Spanish edition counts its four steps ("En cuatro pasos"), never "1-2-3-4".
    expect(stepsEyebrow(stepsEs.eyebrowBeforeNumbers, stepsEs.steps.length, "es")).toBe("En cuatro pasos");
  });
});
