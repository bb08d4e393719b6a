/**
 * The desktop layout's breakpoint (Tailwind's `lg`, 64rem): the header shows its full menu, the
 * floating schedule button takes over from the phone action bar.
 */
export const desktopQuery = "(min-width: 64rem)";
