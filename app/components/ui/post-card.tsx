import ArrowRight from "lucide-react/icons/arrow-right";
import { cn } from "../../lib/cn.ts";
import { PostMeta } from "./post-meta.tsx";
import { Link } from "./link.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/layout.json" with { type: "json" };

type CardPost = { slug: string; title: string; excerpt: string; date: string; dateText: string; readTimeText: string };

/**
 * A blog post as a card: date, reading time, title, excerpt and a "Read more" link. `featured`
 * makes it the wide card that opens the list with the newest post.
 */
export function PostCard({ post, featured = false }: { post: CardPost; featured?: boolean }) {
  const href = `/blog/${post.slug}`;
  return (
    <article
      aria-labelledby={`post-${post.slug}`}
      className={cn(
        "flex h-full flex-col rounded-[var(--radius-card)] p-6 shadow-card sm:p-8",
        featured ? "bg-gulf-50 ring-1 ring-gulf-100 lg:px-12 lg:py-10" : "bg-white",
      )}
    >
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {featured && (
          <p className="rounded-full bg-sun-300 px-3 py-0.5 text-sm font-bold text-ink-900">{words.posts.latest}</p>
        )}
        <PostMeta post={post} className="gap-x-5 text-sm" />
      </div>
      <h3
        id={`post-${post.slug}`}
        className={cn("mt-3 font-extrabold text-ink-900", featured ? "text-2xl sm:text-3xl lg:text-4xl" : "text-xl sm:text-2xl")}
      >
        <Link to={href} className="hover:text-gulf-800 hover:underline">
          {post.title}
        </Link>
      </h3>
      <p className={cn("mt-3 flex-1 text-ink-700", featured ? "max-w-3xl text-lg sm:text-xl" : "text-lg")}>{post.excerpt}</p>
      <Link
        to={href}
        className="mt-5 inline-flex items-center gap-2 self-start font-bold text-gulf-800 underline-offset-4 hover:underline"
      >
        {/* Hidden text rather than aria-label: search engines read the link's text, not its label. */}
        <span>
          {words.posts.readMore}
          <span className="sr-only">: {post.title}</span>
        </span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
