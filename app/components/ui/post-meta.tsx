import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import { cn } from "../../lib/cn.ts";

/** A blog post's date and reading time, as the list and the article show them. */
export function PostMeta({
  post,
  className,
}: {
  post: { date: string; dateText: string; readTimeText: string };
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap gap-y-1 font-semibold text-ink-700", className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4 text-gulf-700" />
        <time dateTime={post.date}>{post.dateText}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4 text-gulf-700" />
        {post.readTimeText}
      </span>
    </p>
  );
}
