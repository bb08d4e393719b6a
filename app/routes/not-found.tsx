import { useEffect } from "react";
import { useLocation } from "react-router";
import { images } from "../../content/images.ts";
import { SizedImage } from "../components/ui/sized-image.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { seo } from "../lib/seo.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/not-found.json" with { type: "json" };

export const meta = () => seo({ ...words.meta, path: "/404", noindex: true });

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    // The requested path is logged, so broken links can be found.
    console.warn("404: no page at", location.pathname);
  }, [location.pathname]);

  return (
    <section className="bg-gradient-to-b from-gulf-50 to-sand-50 px-5 py-16 sm:px-8 sm:py-20 lg:py-24">
      {/* The hero grid of PageHero, with the big "404" above the heading. */}
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-14">
        <div className="text-center lg:text-left">
          <p className="text-7xl font-extrabold text-gulf-700 sm:text-8xl">404</p>
          <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">{words.title}</h1>
          <p className="mx-auto mt-4 max-w-md text-lg text-ink-700 lg:mx-0">{words.text}</p>
          <ButtonLink to="/" className="mt-8">
            {words.homeButton}
          </ButtonLink>
        </div>
        {/* Smaller on phones than PageHero's 176 px: this page's text is short, and it must stay the largest paint. */}
        <div className="mx-auto w-full max-w-32 sm:max-w-xs lg:max-w-none">
          <SizedImage image={images.notFoundHero} priority className="block h-auto w-full" />
        </div>
      </div>
    </section>
  );
}
