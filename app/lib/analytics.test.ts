import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { gtagInitScript, gtagScriptSrc } from "./analytics.ts";

describe("Google Analytics start-up", () => {
  it("loads gtag.js for the measurement id", () => {
    expect(gtagScriptSrc("G-ABC123")).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123");
  });

  it("defines a global gtag that queues the js and config commands", () => {
    // As in a browser, the global object is `window`.
    const sandbox: Record<string, unknown> = { Date };
    sandbox["window"] = sandbox;
    runInNewContext(gtagInitScript("G-ABC123"), sandbox);
    const dataLayer = sandbox["dataLayer"] as IArguments[];
    expect(typeof sandbox["gtag"]).toBe("function");
    expect(dataLayer.map((args) => Array.from(args)[0])).toEqual(["js", "config"]);
    expect(Array.from(dataLayer[1] ?? [])).toEqual(["config", "G-ABC123"]);
  });

  it("cannot be broken out of by the id", () => {
    expect(gtagInitScript('G-1");alert(1);("')).toContain('"G-1\\");alert(1);(\\""');
  });
});
