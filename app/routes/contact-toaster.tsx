import { Toaster } from "sonner";
import { site } from "../../core/site.ts";

/**
 * Where the contact form's toasts appear: 4000 ms each, at most 3 at once (spec §9). At the bottom
 * center, clear of the sticky header, and above the phone's home indicator (the safe area).
 */
export default function ContactToaster() {
  return (
    <Toaster
      position="bottom-center"
      richColors
      closeButton
      duration={site.timers.toastMs}
      visibleToasts={site.timers.toastsVisible}
      offset={{ bottom: "1.5rem" }}
      mobileOffset={{ bottom: "calc(1rem + env(safe-area-inset-bottom))" }}
    />
  );
}
