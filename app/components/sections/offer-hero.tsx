import BadgePercent from "lucide-react/icons/badge-percent";
import Check from "lucide-react/icons/check";
import Clock3 from "lucide-react/icons/clock-3";
import Truck from "lucide-react/icons/truck";
import { useCallback, useEffect, useRef, useState, type Ref } from "react";
import { offerHeroImages, offerHeroSrc, offerHeroSrcSet, type OfferHeroImage } from "../../../content/images.ts";
import { listSentence } from "../../../core/format.ts";
import { heroTownOrder } from "../../../content/towns.ts";
import { site } from "../../../core/site.ts";
import { cn } from "../../lib/cn.ts";
import { useReducedMotion, useRotation } from "../../lib/motion.ts";
import { withFigures } from "../../lib/run-time-figures.ts";
import { ButtonLink } from "../ui/button.tsx";
import { PlayPauseLabel } from "../ui/play-pause-label.tsx";
import { ScheduleLink } from "../ui/schedule-link.tsx";
import { Stars } from "../ui/stars.tsx";
import { WasPrice } from "../ui/was-price.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/new-customer-offer.json" with { type: "json" };
import layoutWords from "#words/layout.json" with { type: "json" };

type PrimaryState = "pending" | "loaded" | "failed";

const townNames = heroTownOrder.map((slug) => site.towns.find((t) => t.slug === slug)?.name ?? slug);
const { timers } = site;
const { hero } = words;

/**
 * The offer pages' full-screen hero. The section's blue-violet gradient shows
 * until the first background has loaded (an image still loading, or one that failed, paints nothing);
 * that image is in the prerendered HTML, so it paints without waiting for any script. The second is
 * fetched 1 s after the first settles and the two crossfade every 20 s. The town after "serving"
 * changes every 2 s. Both motions stop under reduced motion or with the pause button. Words in
 * new-customer-offer.json; "No Card Needed to Get Started" is the header's (layout.json).
 */
export function OfferHero({ showNoCard }: { showNoCard: boolean }) {
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [primary, setPrimary] = useState<PrimaryState>("pending");
  const [secondRequested, setSecondRequested] = useState(false);
  const [secondLoaded, setSecondLoaded] = useState(false);
  const [active, setActive] = useState(0);
  const { index: townIndex } = useRotation(townNames.length, timers.heroTownMs, paused);

  const settle = useCallback((state: Exclude<PrimaryState, "pending">) => {
    setPrimary((current) => {
      if (current !== "pending") return current;
      // The page carries on as if the image had loaded.
      if (state === "failed") console.error("Error loading primary image");
      return state;
    });
  }, []);

  // The first image may finish before React hydrates and attaches onLoad/onError: check it once
  // hydrated. An effect, not a ref callback, so the re-render runs in a task of its own instead of
  // lengthening the hydration commit.
  const primaryRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = primaryRef.current;
    if (img?.complete) settle(img.naturalWidth > 0 ? "loaded" : "failed");
  }, [settle]);

  const settled = primary !== "pending";
  const crossfading = settled && !reduced;

  useEffect(() => {
    if (!crossfading) return;
    const timer = window.setTimeout(() => setSecondRequested(true), timers.secondImagePreloadMs);
    return () => window.clearTimeout(timer);
  }, [crossfading]);

  // The 20 s cycle starts when the first image shows; a tick before the second has loaded keeps the first.
  const secondReady = useRef(false);
  useEffect(() => {
    if (!crossfading || paused) return;
    const timer = window.setInterval(() => {
      if (secondReady.current) setActive((i) => (i + 1) % offerHeroImages.length);
    }, timers.crossfadeMs);
    return () => window.clearInterval(timer);
  }, [crossfading, paused]);

  const [first, second] = offerHeroImages;
  const shown = reduced ? 0 : active;

  return (
    <section
      id="hero"
      aria-labelledby="offer-title"
      data-hero-state={primary}
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-gradient-to-br from-dusk-900 via-dusk-700 to-dusk-500 px-5 pt-16 pb-28 text-white sm:px-8 sm:pb-16 lg:min-h-[calc(100svh-7.75rem)]"
    >
      <div className="absolute inset-0 -z-10" data-testid="offer-hero-backgrounds">
        <HeroImage
          image={first}
          visible={shown === 0}
          imgRef={primaryRef}
          onLoad={() => settle("loaded")}
          onError={() => settle("failed")}
          priority
        />
        {second && secondRequested && (
          <HeroImage
            image={second}
            visible={secondLoaded && shown === 1}
            onLoad={() => {
              secondReady.current = true;
              setSecondLoaded(true);
            }}
            onError={() => {
              secondReady.current = false;
              setSecondLoaded(false);
            }}
          />
        )}
        <div className="absolute inset-0 bg-gradient-to-b from-ink-900/65 via-ink-900/45 to-ink-900/80" />
      </div>

      <div className="mx-auto w-full max-w-4xl text-center [text-shadow:0_2px_12px_rgb(0_0_0/0.35)]">
        {/* A badge, not a control: on the narrowest phones a long one takes two balanced lines, its corners rounded to suit. */}
        <p className="inline-flex items-center gap-2 rounded-2xl bg-sun-300 px-4 py-1.5 text-sm font-bold tracking-wide text-ink-900 uppercase [text-shadow:none] sm:rounded-full">
          <BadgePercent aria-hidden="true" className="size-4 shrink-0" />
          <span className="text-balance">{hero.badge}</span>
        </p>
        {/* While the owner has paused the offer, flyers' QR codes still land here: the headline is the price. */}
        <h1 id="offer-title" className="mt-6 font-extrabold tracking-tight">
          <span className="block text-7xl text-sun-300 sm:text-8xl lg:text-9xl">
            {site.firstOrderOffer ? hero.offerTitle : site.price.perLb}
          </span>{" "}
          <span className="mt-2 block text-4xl sm:text-5xl lg:text-6xl">
            {site.firstOrderOffer ? hero.offerSubtitle : hero.subtitle}
          </span>
        </h1>
        <p className="mt-6 text-xl font-semibold text-gulf-200 sm:text-2xl">
          {hero.service}{" "}
          <span className="sr-only">{withFigures(hero.serving, { town: listSentence(townNames) })}</span>
          {/* A line of its own that never wraps while the town changes, so nothing below it moves. */}
          <span aria-hidden="true" className={cn("block text-white", !reduced && "whitespace-nowrap")} data-testid="offer-hero-town">
            {reduced ? hero.servingArea : withFigures(hero.serving, { town: townNames[townIndex] ?? "" })}
          </span>
        </p>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-white/90 sm:text-xl">
          {hero.leadBeforePrice} <strong className="text-white">{site.price.perLb}</strong>{" "}
          <WasPrice price={site.price.wasPerLb} className="text-white/75" />
          {hero.leadAfterPrice}
        </p>
        <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ScheduleLink size="xl" className="[text-shadow:none]">
            {site.firstOrderOffer ? words.signUpButton.whileOffer : words.signUpButton.whilePaused}
          </ScheduleLink>
          <ButtonLink to="/" variant="ghostLight" size="lg" className="[text-shadow:none]">
            {/* The button's fixed label; the hidden words tell search engines and screen readers where it leads. */}
            {hero.learnMore}
            <span className="sr-only"> {hero.learnMoreHidden}</span>
          </ButtonLink>
        </div>
        {showNoCard && (
          <p className="mt-4 inline-flex items-center gap-2 font-semibold text-white">
            <Check aria-hidden="true" className="size-5 text-sun-300" />
            {layoutWords.header.noCardNeeded}
          </p>
        )}
        <ul className="mx-auto mt-10 flex max-w-3xl flex-wrap items-center justify-center gap-x-6 gap-y-3 text-sm font-semibold text-white/90">
          <li className="flex items-center gap-2">
            <Stars rating={site.rating.value} className="flex" />
            {withFigures(hero.rating, { rating: `${site.rating.value}.0`, reviewCount: site.rating.count })}
          </li>
          <li className="flex items-center gap-2">
            <Truck aria-hidden="true" className="size-5 text-sun-300" />
            {hero.delivery}
          </li>
          <li className="flex items-center gap-2">
            <Clock3 aria-hidden="true" className="size-5 text-sun-300" />
            {hero.turnaround}
          </li>
        </ul>
      </div>

      {!reduced && (
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="absolute right-4 bottom-4 inline-flex size-11 items-center justify-center rounded-full bg-gulf-900/70 text-white ring-1 ring-white/40 hover:bg-gulf-800 sm:right-6 sm:bottom-6 max-sm:top-4 max-sm:bottom-auto"
        >
          <PlayPauseLabel paused={paused} play={hero.play} pause={hero.pause} />
        </button>
      )}
    </section>
  );
}

function HeroImage({
  image,
  visible,
  imgRef,
  onLoad,
  onError,
  priority = false,
}: {
  image: OfferHeroImage;
  visible: boolean;
  imgRef?: Ref<HTMLImageElement>;
  onLoad: () => void;
  onError: () => void;
  priority?: boolean;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={offerHeroSrcSet(image, "avif")} sizes="100vw" />
      <source type="image/webp" srcSet={offerHeroSrcSet(image, "webp")} sizes="100vw" />
      <img
        ref={imgRef}
        src={offerHeroSrc(image, 1280, "webp")}
        width={image.width}
        height={image.height}
        alt=""
        data-testid="offer-hero-image"
        data-visible={visible}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        onLoad={onLoad}
        onError={onError}
        style={{ transitionDuration: `${timers.crossfadeTransitionMs}ms` }}
        className={cn("absolute inset-0 size-full object-cover transition-opacity ease-in-out", visible ? "opacity-100" : "opacity-0")}
      />
    </picture>
  );
}
