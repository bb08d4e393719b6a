import { ArrowRight } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { images } from "../../content/images.ts";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { PostMeta } from "../components/ui/post-meta.tsx";
import { ScheduleLink } from "../components/ui/schedule-link.tsx";
import { Section } from "../components/ui/section.tsx";
import { site } from "../config/site.ts";
import { listPosts } from "../lib/blog.server.ts";
import { seo } from "../lib/seo.ts";

/** Runs at build time only (every page is prerendered); the result ships as static data. */
export function loader() {
  return { posts: listPosts() };
}

export const meta = () =>
  seo({
    title: "Laundry Tips & News",
    description: `Plain-spoken laundry advice from the ${site.brandName} team: how wash and fold works, what it costs, and how to get more of your week back.`,
    path: "/blog",
  });

export default function Blog() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        image={images.blogHero}
        eyebrow="Blog"
        title="Laundry tips from your neighbours"
        lead="Straight answers about wash and fold, pricing and fabric care from the local team that does your laundry."
      >
        <ScheduleLink size="lg">Schedule Your First Pickup</ScheduleLink>
      </PageHero>

      <Section aria-labelledby="posts-title" className="bg-white">
        <h2 id="posts-title" className="sr-only">
          All posts
        </h2>
        <ul className={posts.length > 1 ? "grid gap-6 md:grid-cols-2" : "mx-auto grid max-w-3xl gap-6"}>
          {posts.map((post) => (
            <li key={post.slug}>
              <article
                aria-labelledby={`post-${post.slug}`}
                className="flex h-full flex-col rounded-[var(--radius-card)] bg-sand-100 p-6 shadow-card sm:p-8"
              >
                <PostMeta post={post} className="gap-x-5 text-sm" />
                <h3 id={`post-${post.slug}`} className="mt-3 text-2xl font-extrabold text-ink-900">
                  <Link to={`/blog/${post.slug}`} className="hover:text-gulf-800 hover:underline">
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-3 flex-1 text-lg text-ink-700">{post.excerpt}</p>
                <Link
                  to={`/blog/${post.slug}`}
                  className="mt-5 inline-flex items-center gap-2 self-start font-bold text-gulf-800 underline-offset-4 hover:underline"
                >
                  {/* Hidden text rather than aria-label: search engines read the link's text, not its label. */}
                  <span>
                    Read more<span className="sr-only">: {post.title}</span>
                  </span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <ScheduleCta />
    </>
  );
}
