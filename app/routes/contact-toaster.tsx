import { Toaster } from "sonner";
import { site } from "../../core/site.ts";

/** Where the contact form's toasts appear: 4000 ms each, at most 3 at once (spec §9). */
export default function ContactToaster() {
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      duration={site.timers.toastMs}
      visibleToasts={site.timers.toastsVisible}
    />
  );
}
