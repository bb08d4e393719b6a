// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "../../core/site.ts";
import { readCampaign } from "./campaign.ts";
import { scheduleUrl, useScheduleHref } from "./schedule.ts";

function SignUp() {
  return <a href={useScheduleHref()}>Sign up</a>;
}

const flyer = "?utm_source=flyer&utm_medium=qr&utm_campaign=spring-offer&utm_id=qr1";

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("scheduleUrl", () => {
  it("points at the customer app root with tab=create-account", () => {
    expect(scheduleUrl()).toBe(`${site.appUrl}/?tab=create-account`);
  });

  it("appends the campaign parameters that are present, after the tab", () => {
    const url = new URL(scheduleUrl(readCampaign("?utm_source=flyer&utm_id=qr1")));
    expect([...url.searchParams]).toEqual([
      ["tab", "create-account"],
      ["utm_source", "flyer"],
      ["utm_id", "qr1"],
    ]);
  });

  it("tells the app the page's language when it is not English, before the campaign", async () => {
    vi.resetModules();
    vi.doMock("../../core/locale.ts", async (importOriginal) => ({ ...(await importOriginal<typeof import("../../core/locale.ts")>()), locale: "es" }));
    const spanish = await import("./schedule.ts");
    const url = new URL(spanish.scheduleUrl(readCampaign("?utm_source=flyer")));
    expect([...url.searchParams]).toEqual([
      ["tab", "create-account"],
      ["lang", "es"],
      ["utm_source", "flyer"],
    ]);
    vi.doUnmock("../../core/locale.ts");
    vi.resetModules();
  });

  it("encodes values safely", () => {
    const url = new URL(scheduleUrl(readCampaign("?utm_source=a%26b%3Dc")));
    expect(url.searchParams.get("utm_source")).toBe("a&b=c");
    expect(url.searchParams.get("tab")).toBe("create-account");
  });
});

describe("useScheduleHref", () => {
  it("renders the plain URL when prerendering", () => {
    window.history.replaceState(null, "", `/newcustomerofferQR1${flyer}`);
    expect(renderToString(<SignUp />)).toContain(`href="${scheduleUrl().replaceAll("&", "&amp;")}"`);
  });

  it("carries the arrival campaign, also on later pages without parameters", () => {
    window.history.replaceState(null, "", `/newcustomerofferQR1${flyer}`);
    const first = render(<SignUp />);
    const expected = scheduleUrl(readCampaign(flyer));
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveProperty("href", expected);
    first.unmount();

    window.history.replaceState(null, "", "/about");
    render(<SignUp />);
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveProperty("href", expected);
  });

  it("is the plain URL when the visitor came without a campaign", () => {
    window.history.replaceState(null, "", "/about");
    render(<SignUp />);
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveProperty("href", scheduleUrl());
  });
});
