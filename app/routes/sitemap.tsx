import ChevronRight from "lucide-react/icons/chevron-right";
import { useLoaderData } from "react-router";
import { images } from "../../content/images.ts";
import { blogGroupTitle, sitemapGroups, type SitemapGroup } from "../../content/sitemap.ts";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { Section } from "../components/ui/section.tsx";
import { listPosts } from "../lib/blog.server.ts";
import { inlinePicture } from "../lib/pictures.server.ts";
import { seo } from "../lib/seo.ts";
import { Link } from "../components/ui/link.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/sitemap-page.json" with { type: "json" };

export const meta = () => seo({ ...words.meta, path: "/sitemap" });

/** Runs at build time: the blog posts join the fixed groups of content/sitemap.ts, after "Pages". */
export function loader() {
  const blog: SitemapGroup = {
    id: "blog",
    title: blogGroupTitle,
    entries: listPosts().map((post) => ({ to: `/blog/${post.slug}`, title: post.title })),
  };
  return {
    groups: [...sitemapGroups.slice(0, 1), blog, ...sitemapGroups.slice(1)],
    heroPicture: inlinePicture(images.sitemapHero),
  };
}

export default function Sitemap() {
  const { groups, heroPicture } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero {...words.hero} image={heroPicture} />
      <Section className="bg-white">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
            <section
              key={group.id}
              aria-labelledby={`sitemap-${group.id}`}
              className="rounded-[var(--radius-card)] bg-sand-100 p-6"
            >
              <h2 id={`sitemap-${group.id}`} className="text-xl font-extrabold text-ink-900">
                {group.title}
              </h2>
              <ul className="mt-4 space-y-1">
                {group.entries.map((entry) => (
                  <li key={entry.to}>
                    <Link
                      to={entry.to}
                      className="group flex items-center gap-2 rounded-lg py-1.5 font-semibold text-gulf-800 hover:underline"
                    >
                      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-gulf-600" />
                      {entry.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
      <ScheduleCta />
    </>
  );
}
