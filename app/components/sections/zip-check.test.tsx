// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import words from "#words/zip-check.json" with { type: "json" };
import layout from "#words/layout.json" with { type: "json" };
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
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The start of the answer for a covered zip, up to the zip: "Good news: we pick up in 34286". */
const answerFor = (zip: string) => new RegExp(escape(words.coveredByOne.slice(0, words.coveredByOne.indexOf("{{zip}}")) + zip));
/** The whole answer for a covered zip, naming the towns whose routes serve it. */
const fullAnswer = (zip: string) => {
  const serving = checkedTowns(zip);
  const sentence = serving.length > 1 ? words.coveredBySeveral : words.coveredByOne;
  return sentence.replace("{{zip}}", zip).replace("{{townList}}", listSentence(serving.map((t) => t.name)));
};
/** A town's link under the answer. */
const townLink = (name: string) => words.townLink.replace("{{town}}", name);
/** The start of the message for anything that is not a zip code. */
const invalidMessage = new RegExp(escape(words.invalid.slice(0, words.invalid.indexOf("{{exampleZip}}"))));
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
  const field = screen.getByRole("textbox", { name: words.label });
  const check = (zip: string) => {
    fireEvent.change(field, { target: { value: zip } });
    fireEvent.click(screen.getByRole("button", { name: words.button }));
  };
  return { router, field, check };
}

afterEach(cleanup);

describe("ZipCheck", () => {
  it("answers a covered zip at once with every town that covers it and the schedule action", () => {
    const { check, field } = renderCheck();
    check(sharedZip);
    const names = listSentence(sharingTowns.map((t) => t.name));
    const answer = screen.getByText(answerFor(sharedZip));
    expect(answer.textContent).toBe(fullAnswer(sharedZip));
    expect(answer.textContent).toContain(names);
    for (const town of sharingTowns) {
      expect(screen.getByRole("link", { name: townLink(town.name) }).getAttribute("href")).toBe(`/${town.slug}`);
    }
    expect(screen.getByRole("link", { name: layout.buttons.schedule }).getAttribute("href")).toContain("tab=create-account");
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("answers a zip no town page lists from the nearest towns' routes, ZIP+4 and spaces included", () => {
    if (!unlistedZip) return; // every zip served is listed by a town page
    const { check } = renderCheck();
    check(` ${unlistedZip}-1234 `);
    const answer = screen.getByText(answerFor(unlistedZip));
    const [town] = checkedTowns(unlistedZip);
    expect(answer.textContent).toContain(town!.name);
    expect(screen.getAllByRole("link", { name: townLink(town!.name) })[0]!.getAttribute("href")).toBe(`/${town!.slug}`);
  });

  it("announces answers in a polite live region", () => {
    const { check } = renderCheck();
    check(sharedZip);
    const answer = screen.getByText(answerFor(sharedZip));
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
    const error = screen.getByText(invalidMessage);
    expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(error.closest("[aria-live]")).not.toBeNull();
    fireEvent.change(field, { target: { value: "34" } });
    expect(field.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText(invalidMessage)).toBeNull();
  });
});
