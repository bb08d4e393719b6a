import { describe, expect, it } from "vitest";
import { deriveZipCoverage } from "../scripts/build-zip-coverage.ts";
import { buildFailureReason, readEnvFile } from "./release.ts";

describe("buildFailureReason", () => {
  it("takes the owner's words from a refused site configuration, without the stack", () => {
    const output = [
      "> react-router build",
      "Error: Invalid site configuration (check content/business.json, content/business.ts and the PUBLIC_* variables):",
      "  ✖ Opening hours › Sun › Closes at: Sunday closing time must be after opening time",
      "    at hours[1].closes",
      "    at validateSiteConfig (file:///srv/vite.config.ts.mjs:238:9)",
    ].join("\n");
    expect(buildFailureReason(output)).toEqual(["Opening hours › Sun › Closes at: Sunday closing time must be after opening time"]);
  });

  it("lists each refused content field, and a content file's own error", () => {
    const content = "Invalid content (fix these files):\n  - content/en/faq.json: questions[2].question: must end with a question mark\n  - content/about.ts: aboutStory[0]: must not be empty\n";
    expect(buildFailureReason(content)).toEqual([
      "content/en/faq.json: questions[2].question: must end with a question mark",
      "content/about.ts: aboutStory[0]: must not be empty",
    ]);
    expect(buildFailureReason("\u001b[31mError: Legal page content/legal/en/terms.md: it has no section headings\u001b[0m\n    at x")).toEqual([
      "Legal page content/legal/en/terms.md: it has no section headings",
    ]);
  });

  it("takes every refused rule of the zip codes the owner serves, as the build prints them", () => {
    let printed = "";
    try {
      deriveZipCoverage({ alsoServe: ["00000"], doNotServe: ["99999"], placesNotServed: [] });
    } catch (error) {
      printed = `> npm run generate\n${(error as Error).message}\n`;
    }
    expect(buildFailureReason(printed)).toEqual([
      "Zip codes you serve › Zip codes you also serve: 00000 is not a zip code the postal table knows",
      "Zip codes you serve › Zip codes you do not serve: 99999 is not a zip code the postal table knows",
    ]);
  });

  it("falls back to the last lines printed when the build names no field", () => {
    const output = Array.from({ length: 30 }, (_, i) => `line ${i}`).join("\n");
    expect(buildFailureReason(output)).toEqual(Array.from({ length: 12 }, (_, i) => `line ${i + 18}`));
  });
});

describe("readEnvFile", () => {
  it("reads KEY=value lines as the server's environment file writes them", () => {
    expect(readEnvFile("# comment\nPUBLIC_SITE_URL=https://www.example.com\nexport PUBLIC_PHONE=\"+1-941-555-0100\"\n\nnot a line\n")).toEqual({
      PUBLIC_SITE_URL: "https://www.example.com",
      PUBLIC_PHONE: "+1-941-555-0100",
    });
  });
});
