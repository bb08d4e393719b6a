import ArrowDown from "lucide-react/icons/arrow-down";
import BadgePercent from "lucide-react/icons/badge-percent";
import Clock3 from "lucide-react/icons/clock-3";
import Truck from "lucide-react/icons/truck";
import { useState } from "react";
import { homePage } from "../../../content/home.ts";
import type { ImageSlot } from "../../../content/images.ts";
import { listSentence } from "../../../core/format.ts";
import { site } from "../../../core/site.ts";
import { useRotation } from "../../lib/motion.ts";
import { buttonVariants } from "../ui/button.tsx";
import { SizedImage } from "../ui/sized-image.tsx";
import { ScheduleLink } from "../ui/schedule-link.tsx";
import { Link } from "../ui/link.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/home.json" with { type: "json" };

/**
 * Home's hero: the town name cycles every `timers.heroTownMs`, paused on hover or focus. Words in
 * content/home.ts (home.json); the schedule button says the layout's schedule words. `picture` is
 * the home hero's slot as the route's loader sends it (app/lib/pictures.server.ts).
 */
export function HomeHero({ picture }: { picture: ImageSlot }) {
  const { hero } = homePage;
  const [paused, setPaused] = useState(false);
  const { index } = useRotation(site.towns.length, site.timers.heroTownMs, paused);
  const town = site.towns[index] ?? site.towns[0];

  return (
    <section
      id="hero"
      className="relative overflow-hidden bg-gradient-to-b from-gulf-50 to-sand-50 px-5 pt-10 pb-16 sm:px-8 lg:pt-16 lg:pb-24"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-gulf-800 shadow-card">
            <BadgePercent aria-hidden="true" className="size-4 text-sunset-600" />
            {hero.badge}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold text-ink-900 sm:text-5xl lg:text-6xl">
            {hero.title}{" "}
            <span className="sr-only">{listSentence(site.towns.map((t) => t.name))}</span>
            <span aria-hidden="true" className="block text-gulf-700" data-testid="hero-town">
              {town.name}
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-700 sm:text-xl">
            {hero.leadBeforePrice} <strong className="text-ink-900">{site.price.perLb}</strong>{" "}
            <s className="text-ink-500">{site.price.wasPerLb}</s> {hero.leadAfterPrice}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <ScheduleLink size="lg" />
            <Link to="/#how-it-works" className={buttonVariants({ variant: "outline", size: "lg" })}>
              {words.hero.stepsButton}
              <ArrowDown aria-hidden="true" className="size-5" />
            </Link>
          </div>
          <ul className="mt-8 grid gap-3 text-sm font-semibold text-ink-700 sm:grid-cols-2">
            <li className="flex items-center gap-2">
              <Truck aria-hidden="true" className="size-5 text-gulf-700" />
              {hero.deliveryLine}
            </li>
            <li className="flex items-center gap-2">
              <Clock3 aria-hidden="true" className="size-5 text-gulf-700" />
              {hero.schedulingLine}
            </li>
          </ul>
        </div>
        <SizedImage image={picture} priority className="mx-auto h-auto w-full max-w-md lg:max-w-none" />
      </div>
    </section>
  );
}
