// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { towns } from "../../../content/towns.ts";
import { ServiceAreaMap } from "./service-area-map.tsx";

describe("ServiceAreaMap", () => {
  it("hydrates the prerendered HTML without a mismatch", async () => {
    const tree = (
      <MemoryRouter>
        <ServiceAreaMap current={towns[0].slug} />
      </MemoryRouter>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors.map(String)).toEqual([]);
  });
});
