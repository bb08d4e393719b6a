/**
 * Puts the figures a page knows only when it runs (content/page-files.ts `runTimeFigures`: the zip
 * code typed, a count, a town's name…) into the owner's words where they say {{name}}:
 * ("Laundry Pickup in {{town}}", { town: "Venice" }) → "Laundry Pickup in Venice". A marker not
 * given is left as it is.
 */
export function withFigures(text: string, figures: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (marker, name: string) => (name in figures ? String(figures[name]) : marker));
}
