// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ZipCheck } from "./zip-check.tsx";

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
    check("34287");
    expect(screen.getByText(/we pick up in 34287/)).toHaveProperty("textContent", expect.stringContaining("North Port and West Port"));
    expect(screen.getByRole("link", { name: "Laundry Pickup in North Port" }).getAttribute("href")).toBe("/north-port");
    expect(screen.getByRole("link", { name: "Laundry Pickup in West Port" }).getAttribute("href")).toBe("/west-port");
    expect(screen.getByRole("link", { name: "Schedule Pickup" }).getAttribute("href")).toContain("tab=create-account");
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("answers a zip no town page lists from the nearest towns' routes, ZIP+4 and spaces included", () => {
    const { check } = renderCheck();
    check(" 34292-1234 ");
    const answer = screen.getByText(/we pick up in 34292/);
    expect(answer.textContent).toContain("Venice");
    expect(screen.getByRole("link", { name: "Laundry Pickup in Venice" }).getAttribute("href")).toBe("/venice");
  });

  it("announces answers in a polite live region", () => {
    const { check } = renderCheck();
    check("33921");
    const answer = screen.getByText(/we pick up in 33921/);
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
