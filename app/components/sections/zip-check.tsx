import CircleCheck from "lucide-react/icons/circle-check";
import MapPin from "lucide-react/icons/map-pin";
import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/zip-check.json" with { type: "json" };
import { listSentence } from "../../../core/format.ts";
import { towns, type Town } from "../../../content/towns.ts";
import { cn } from "../../lib/cn.ts";
import { checkZip, outsideAreaPath } from "../../lib/zip-coverage.ts";
import { useEarlyInput } from "../../lib/use-early-input.ts";
import { withFigures } from "../../lib/run-time-figures.ts";
import { Button } from "../ui/button.tsx";
import { ScheduleLink } from "../ui/schedule-link.tsx";
import { Link } from "../ui/link.tsx";

/** A real covered zip to show as the example format. */
const exampleZip = towns[0].zips[0].zip;
const zipField = ["zip"] as const;

type Result = { kind: "idle" } | { kind: "invalid" } | { kind: "covered"; zip: string; towns: readonly Town[] };

/**
 * "Do you pick up at my address?": a covered zip answers on the spot with the town pages and the
 * schedule action; an uncovered five-digit zip goes to the outside-area page, which names it;
 * anything else gets an inline error on the field. Answers are announced politely. Its words are in
 * content/pages/<language>/zip-check.json.
 */
export function ZipCheck({ tone = "light", className }: { tone?: "light" | "dark"; className?: string }) {
  const id = useId();
  const inputId = `${id}-zip`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  const [result, setResult] = useState<Result>({ kind: "idle" });
  const formRef = useRef<HTMLFormElement>(null);
  // A zip typed before hydration is the one checked, not the empty initial state.
  useEarlyInput(formRef, zipField, (typed) => {
    if (typed.zip !== undefined) setValue(typed.zip);
  });
  const dark = tone === "dark";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = checkZip(value);
    if (answer.kind === "uncovered") {
      void navigate(outsideAreaPath(answer.zip));
    } else if (answer.kind === "covered") {
      setResult(answer);
    } else {
      setResult({ kind: "invalid" });
    }
  }

  const invalid = result.kind === "invalid";

  return (
    <div
      className={cn(
        "rounded-[var(--radius-card)] p-6 sm:p-8",
        dark ? "bg-white/10 text-white" : "bg-white text-ink-900 shadow-card",
        className,
      )}
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={words.formLabel}>
        <label htmlFor={inputId} className="block text-lg font-bold">
          {words.label}
        </label>
        <p id={hintId} className={cn("mt-1 text-sm", dark ? "text-gulf-100" : "text-ink-700")}>
          {withFigures(words.hint, { exampleZip })}
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <input
            id={inputId}
            name="zip"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (invalid) setResult({ kind: "idle" });
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
            className={cn(
              "min-h-12 w-full rounded-full border-2 bg-white px-5 text-lg text-ink-900 sm:max-w-56",
              invalid ? "border-sunset-600" : "border-ink-500",
            )}
          />
          <Button type="submit" variant={dark ? "light" : "primary"} className="shrink-0">
            <MapPin aria-hidden="true" className="size-5" />
            {words.button}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="mt-4">
        {invalid && (
          <p
            id={errorId}
            className={cn(
              "rounded-xl px-4 py-3 font-semibold",
              dark ? "bg-white text-sunset-700" : "bg-sunset-50 text-sunset-700",
            )}
          >
            {withFigures(words.invalid, { exampleZip })}
          </p>
        )}
        {result.kind === "covered" && <CoveredAnswer zip={result.zip} towns={result.towns} dark={dark} />}
      </div>
    </div>
  );
}

function CoveredAnswer({ zip, towns, dark }: { zip: string; towns: readonly Town[]; dark: boolean }) {
  return (
    <div className={cn("rounded-xl p-4", dark ? "bg-white text-ink-900" : "bg-gulf-50")}>
      <p className="flex items-start gap-2 text-lg font-bold">
        <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-gulf-700" />
        <span>
          {withFigures(towns.length > 1 ? words.coveredBySeveral : words.coveredByOne, {
            zip,
            townList: listSentence(towns.map((t) => t.name)),
          })}
        </span>
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <ScheduleLink size="sm" />
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {towns.map((town) => (
            <li key={town.slug}>
              <Link to={`/${town.slug}`} className="font-semibold text-gulf-800 underline underline-offset-4">
                {withFigures(words.townLink, { town: town.name })}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
