import { describe, expect, it } from "vitest";
import { towns } from "../../content/towns.ts";
import { checkZip, coveredZips, outsideAreaPath } from "./zip-coverage.ts";

const names = (input: string) => {
  const answer = checkZip(input);
  return answer.kind === "covered" ? answer.towns.map((t) => t.name) : answer.kind;
};

describe("checkZip", () => {
  it("finds every town that lists a shared zip code", () => {
    expect(names("34287")).toEqual(["North Port", "West Port"]);
    expect(names("34293")).toEqual(["North Port", "Venice", "Wellen Park"]);
    expect(names("33946")).toEqual(["Englewood", "Rotonda West"]);
  });

  it("answers for a zip listed by one town", () => {
    expect(names("33921")).toEqual(["Boca Grande"]);
    expect(names(" 33950 ")).toEqual(["Punta Gorda"]);
    expect(names("34275-0001")).toEqual(["Venice"]);
  });

  it("tells an uncovered five-digit zip apart from bad input", () => {
    expect(checkZip("10001")).toEqual({ kind: "uncovered", zip: "10001" });
    expect(checkZip("3428")).toEqual({ kind: "invalid", input: "3428" });
    expect(checkZip("")).toMatchObject({ kind: "invalid" });
    expect(checkZip("34a87")).toMatchObject({ kind: "invalid" });
    expect(checkZip("342870")).toMatchObject({ kind: "invalid" });
  });

  it("covers exactly the zip codes the town pages list", () => {
    const listed = new Set(towns.flatMap((t) => t.zips.map((z) => z.zip)));
    expect(coveredZips).toEqual([...listed].sort());
    for (const zip of coveredZips) expect(checkZip(zip).kind).toBe("covered");
  });
});

describe("outsideAreaPath", () => {
  it("carries the zip in the query", () => {
    expect(outsideAreaPath("10001")).toBe("/outside-service-area?zip=10001");
  });
});
