import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "../components/ui/button.tsx";
import { seo } from "../lib/seo.ts";

export const meta = () =>
  seo({
    title: "Page not found",
    description: "The page you were looking for is not here. Head back home to schedule a laundry pickup.",
    path: "/404",
    noindex: true,
  });

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    // Spec §8: the requested path is logged.
    console.warn("404: no page at", location.pathname);
  }, [location.pathname]);

  return (
    <section className="px-5 py-24 text-center sm:py-32">
      <p className="text-7xl font-extrabold text-gulf-700 sm:text-8xl">404</p>
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">Oops! Page not found</h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-ink-700">
        We couldn&apos;t find that page. It may have moved, or the link may be mistyped.
      </p>
      <ButtonLink to="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </section>
  );
}
