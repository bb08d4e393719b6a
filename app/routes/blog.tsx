import { useLoaderData } from "react-router";
import { images } from "../../content/images.ts";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { PostCard } from "../components/ui/post-card.tsx";
import { ScheduleLink } from "../components/ui/schedule-link.tsx";
import { Section } from "../components/ui/section.tsx";
import { listPosts } from "../lib/blog.server.ts";
import { inlinePicture } from "../lib/pictures.server.ts";
import { seo } from "../lib/seo.ts";
// The blog's words (content/pages/<language>/blog.json).
import words from "#words/blog.json" with { type: "json" };

/** Runs at build time only (every page is prerendered); the result ships as static data. */
export function loader() {
  return { posts: listPosts(), heroPicture: inlinePicture(images.blogHero) };
}

export const meta = () => seo({ ...words.meta, path: "/blog" });

export default function Blog() {
  const { posts, heroPicture } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero image={heroPicture} {...words.hero}>
        <ScheduleLink size="lg">{words.heroButtons.schedule}</ScheduleLink>
      </PageHero>

      {/* The owner may take every post off the blog: the list goes with the last one. */}
      {posts.length > 0 && (
        <Section aria-labelledby="posts-title" className="pt-4 lg:pt-8">
          <h2 id="posts-title" className="sr-only">
            {words.postsName}
          </h2>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <li key={post.slug} className={index === 0 ? "md:col-span-2 lg:col-span-3" : undefined}>
                <PostCard post={post} featured={index === 0} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <ScheduleCta />
    </>
  );
}
