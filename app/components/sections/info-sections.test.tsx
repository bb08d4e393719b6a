// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactCta } from "./contact-cta.tsx";
import { FaqAccordion } from "./faq-accordion.tsx";

afterEach(cleanup);

describe("ContactCta", () => {
  it("runs the handler its caller supplies", () => {
    const onContact = vi.fn();
    render(<ContactCta title="Talk to us" text="We reply fast." buttonLabel="Contact Us" onContact={onContact} />);
    fireEvent.click(screen.getByRole("button", { name: "Contact Us" }));
    expect(onContact).toHaveBeenCalledOnce();
  });
});

describe("FaqAccordion", () => {
  const items = [
    { question: "First?", answer: "One." },
    { question: "Second?", answer: "Two." },
  ];

  it("opens several answers at once and closes one on a second click", () => {
    const { container } = render(<FaqAccordion items={items} />);
    const [first, second] = Array.from(container.querySelectorAll("details"));
    fireEvent.click(screen.getByText("First?"));
    fireEvent.click(screen.getByText("Second?"));
    expect(first?.open).toBe(true);
    expect(second?.open).toBe(true);
    fireEvent.click(screen.getByText("First?"));
    expect(first?.open).toBe(false);
    expect(second?.open).toBe(true);
  });
});
