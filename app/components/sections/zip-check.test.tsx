// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { towns } from "../../../content/towns.ts";
import { listSentence } from "../../../core/format.ts";
import { checkZip, coveredZips } from "../../lib/zip-coverage.ts";
import { ZipCheck } from "./zip-check.tsx";

/** The zip the most town pages list, and the towns that list it. */
const listed = towns.flatMap((t) => t.zips.map((z) => z.zip));
const sharedZip = listed.reduce((a, b) => (listed.filter((z) => z === b).length > listed.filter((z) => z === a).length ? b : a));
const sharingTowns = towns.filter((t) => t.zips.some((z) => z.zip === sharedZip));
const checkedTowns = (zip: string) => {
  const answer = checkZip(zip);
  return answer.kind === "covered" ? answer.towns : [];
};
/** A zip the build serves that no town page lists. */
const unlistedZip = coveredZips.find((zip) => !listed.includes(zip));

function OutsideArea() {
  const location = useLocation();
  return <p>Outside area page {location.search}</p>;
}

function renderCheck() {
  const router = createMemoryRouter(
    [
      { path: "/", element: <ZipCheck /> },
      { path: "/outside-service-area", element: <OutsideArea /> },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  const field = screen.getByRole("textbox", { name: "Enter your zip code" });
  const check = (zip: string) => {
    fireEvent.change(field, { target: { value: zip } });
    fireEvent.click(screen.getByRole("button", { name: "Check my zip" }));
  };
  return { router, field, check };
}

afterEach(cleanup);

describe("ZipCheck", () => {
  it("answers a covered zip at once with every town that covers it and the schedule action", () => {
    const { check, field } = renderCheck();
    check(sharedZip);
    const names = listSentence(sharingTowns.map((t) => t.name));
    expect(screen.getByText(new RegExp(`we pick up in ${sharedZip}`))).toHaveProperty("textContent", expect.stringContaining(names));
    for (const town of sharingTowns) {
      expect(screen.getByRole("link", { name: `Laundry Pickup in ${town.name}` }).getAttribute("href")).toBe(`/${town.slug}`);
    }
    expect(screen.getByRole("link", { name: "Schedule Pickup" }).getAttribute("href")).toContain("tab=create-account");
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("answers a zip no town page lists from the nearest towns' routes, ZIP+4 and spaces included", () => {
    if (!unlistedZip) return; // every zip served is listed by a town page
    const { check } = renderCheck();
    check(` ${unlistedZip}-1234 `);
    const answer = screen.getByText(new RegExp(`we pick up in ${unlistedZip}`));
    const [town] = checkedTowns(unlistedZip);
    expect(answer.textContent).toContain(town!.name);
    expect(screen.getAllByRole("link", { name: `Laundry Pickup in ${town!.name}` })[0]!.getAttribute("href")).toBe(`/${town!.slug}`);
  });

  it("announces answers in a polite live region", () => {
    const { check } = renderCheck();
    check(sharedZip);
    const answer = screen.getByText(new RegExp(`we pick up in ${sharedZip}`));
    expect(answer.closest("[aria-live]")?.getAttribute("aria-live")).toBe("polite");
  });

  it("sends an uncovered five-digit zip to the outside-area page with the zip", async () => {
    const { check, router } = renderCheck();
    check("10001");
    expect(await screen.findByText("Outside area page ?zip=10001")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/outside-service-area");
  });

  it("sends an uncovered ZIP+4 there with its five-digit zip only", async () => {
    const { check } = renderCheck();
    check("32801-0001");
    expect(await screen.findByText("Outside area page ?zip=32801")).toBeTruthy();
  });

  it("marks anything else invalid, with the error tied to the field, and clears it on typing", () => {
    const { check, field } = renderCheck();
    check("3428");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const error = screen.getByText(/Please enter a five-digit zip code/);
    expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(error.closest("[aria-live]")).not.toBeNull();
    fireEvent.change(field, { target: { value: "34" } });
    expect(field.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText(/Please enter a five-digit zip code/)).toBeNull();
  });
});
