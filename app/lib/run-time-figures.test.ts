import { describe, expect, it } from "vitest";
import { withFigures } from "./run-time-figures.ts";

describe("withFigures", () => {
  it("puts each figure where the words name it, as often as they do, spaces in the braces allowed", () => {
    expect(withFigures("{{minimum}} lb, billed as {{ minimum }} lb", { minimum: 15 })).toBe("15 lb, billed as 15 lb");
    expect(withFigures("{{amount}} at {{rate}}/lb", { amount: "$22.35", rate: "$1.49" })).toBe("$22.35 at $1.49/lb");
  });

  it("takes a figure as it is, dollar signs included", () => {
    expect(withFigures("(you save {{saved}})", { saved: "$$1.00 $&" })).toBe("(you save $$1.00 $&)");
  });

  it("leaves a marker it is not given", () => {
    expect(withFigures("in {{zip}}, near {{town}}", { zip: "34286" })).toBe("in 34286, near {{town}}");
  });
});
