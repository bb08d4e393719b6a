import { site } from "../../../core/site.ts";

/** The brand mark (a sun over a folded-towel wave) and word mark. Decorative: links label themselves. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2.5" aria-hidden="true">
      <svg viewBox="0 0 40 40" className="size-10 shrink-0">
        <circle cx="20" cy="20" r="20" fill={inverted ? "#ffffff" : "var(--color-gulf-700)"} />
        <circle cx="20" cy="17" r="7" fill="var(--color-sun-400)" />
        <path
          d="M6 25c3.5-2.6 7-2.6 10.5 0s7 2.6 10.5 0 7-2.6 10.5 0v3.5c-3.5-2.6-7-2.6-10.5 0s-7 2.6-10.5 0-7-2.6-10.5 0Z"
          fill={inverted ? "var(--color-gulf-700)" : "#ffffff"}
        />
        <path
          d="M8 31c3-2 6-2 9 0s6 2 9 0 6-2 9 0"
          stroke={inverted ? "var(--color-gulf-300)" : "var(--color-gulf-200)"}
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className={`text-lg leading-tight font-extrabold ${inverted ? "text-white" : "text-gulf-900"}`}>
        {site.brandName}
      </span>
    </span>
  );
}
