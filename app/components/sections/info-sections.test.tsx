// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactCta } from "./contact-cta.tsx";
import { FaqAccordion } from "./faq-accordion.tsx";

afterEach(cleanup);

describe("ContactCta", () => {
  it("is a link to where its caller says, and runs the handler its caller supplies", () => {
    const onContact = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <MemoryRouter>
        <ContactCta title="Talk to us" text="We reply fast." buttonLabel="Contact Us" to="/contact" onContact={onContact} />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Contact Us" });
    expect(link.getAttribute("href")).toBe("/contact");
    fireEvent.click(link);
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
