import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { images } from "../../content/images.ts";
import { inlinePicture, svgDataAddress } from "./pictures.server.ts";

describe("inlinePicture", () => {
  it("carries every drawing of content/images.ts in the page, as the same picture", () => {
    for (const slot of Object.values(images)) {
      const carried = inlinePicture(slot);
      expect(carried.src).toMatch(/^data:image\/svg\+xml,%3Csvg%20/);
      expect({ ...carried, src: slot.src }).toEqual(slot);
      const drawing = readFileSync(`public${slot.src}`, "utf8");
      const decoded = decodeURIComponent(carried.src.slice("data:image/svg+xml,".length));
      // The same shapes and colors: only white space between tags differs.
      expect(decoded.replace(/\s+/g, "")).toBe(drawing.replace(/\s+/g, ""));
    }
  });

  it("leaves a photo to be fetched by its address", () => {
    const photo = { src: "/images/go-bag.jpg", width: 800, height: 600, alt: "A packed bag" };
    expect(inlinePicture(photo)).toBe(photo);
  });

  it("names a drawing that is not in public/", () => {
    expect(() => inlinePicture({ src: "/illustrations/missing.svg", width: 1, height: 1, alt: "" })).toThrow(
      "public/illustrations/missing.svg",
    );
  });
});

describe("svgDataAddress", () => {
  it("writes an address an HTML attribute and a URL carry as-is", () => {
    const address = svgDataAddress('<svg viewBox="0 0 2 2">\n  <path d="M0 0h2" stroke="#13807a"/>\n</svg>\n');
    expect(address).toBe(
      "data:image/svg+xml,%3Csvg%20viewBox=%220%200%202%202%22%3E%3Cpath%20d=%22M0%200h2%22%20stroke=%22%2313807a%22/%3E%3C/svg%3E",
    );
    expect(address).not.toMatch(/[\s"'<>#&]/);
  });

  it("keeps text, in any script, readable after decoding", () => {
    const svg = "<svg><text font-family=\"'Figtree'\">Año 100%</text></svg>";
    expect(decodeURIComponent(svgDataAddress(svg).slice("data:image/svg+xml,".length))).toBe(svg);
  });
});
