import { createPortal } from "react-dom";
import { Toaster } from "sonner";
// The forms' words in the page's language, filled in by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/contact-form.json" with { type: "json" };
import { site } from "../../core/site.ts";

/**
 * Where the contact form's toasts appear: `timers.toastMs` each, at most `timers.toastsVisible` at once. At the bottom
 * center, clear of the sticky header, and above the phone's home indicator (the safe area).
 * Rendered into <body>: the form's band is a layout container (docs/page-loading.md#bands-drawn-near-the-viewport), which would pin
 * these fixed toasts to the band instead of the screen. Only loaded in the browser, once the
 * visitor starts a message, so `document` exists. The names screen readers give the toasts' region
 * and their close button are the page's (content/pages/<language>/contact-form.json), not the library's English.
 */
export default function ContactToaster() {
  return createPortal(
    <Toaster
      position="bottom-center"
      richColors
      closeButton
      containerAriaLabel={words.toasts.region}
      toastOptions={{ closeButtonAriaLabel: words.toasts.close }}
      duration={site.timers.toastMs}
      visibleToasts={site.timers.toastsVisible}
      offset={{ bottom: "1.5rem" }}
      mobileOffset={{ bottom: "calc(1rem + env(safe-area-inset-bottom))" }}
    />,
    document.body,
  );
}
