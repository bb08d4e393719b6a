import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";

/** A play/pause button's content: the icon of what a press does next, and its name for screen readers. */
export function PlayPauseLabel({ paused, play, pause }: { paused: boolean; play: string; pause: string }) {
  return (
    <>
      {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
      <span className="sr-only">{paused ? play : pause}</span>
    </>
  );
}
