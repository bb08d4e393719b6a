import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from "react-router";
import { SizedImage } from "../components/ui/sized-image.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { PostCard } from "../components/ui/post-card.tsx";
import { PostMeta } from "../components/ui/post-meta.tsx";
import { Section } from "../components/ui/section.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { getPost, listPosts, postIsIn } from "../lib/blog.server.ts";
import { otherLocale, type LanguageTwinData } from "../lib/language-twin.ts";
import { seo } from "../lib/seo.ts";
import { articleSchema } from "../lib/structured-data.ts";
import { Link } from "../components/ui/link.tsx";
// The words around a post (content/pages/<language>/blog.json); an address with no post takes the 404 page's title.
import words from "#words/blog.json" with { type: "json" };
import notFoundWords from "#words/not-found.json" with { type: "json" };

/**
 * Runs at build time only: app/routes.ts registers one /blog/{slug} route per post file, all served
 * by this module, so the post is the last segment of the address. Any other /blog/... address
 * matches the catch-all 404 route instead.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const slug = new URL(request.url).pathname.replace(/\.data$/, "").split("/").filter(Boolean).at(-1) ?? "";
  const post = getPost(slug);
  if (!post) throw data(null, { status: 404 });
  const morePosts = listPosts()
    .filter((other) => other.slug !== post.slug)
    .slice(0, 2);
  // A post written in one language only leads the language switcher to the other language's blog.
  const inEveryLanguage = postIsIn(post.slug, otherLocale);
  return { post, morePosts, inEveryLanguage, ...(inEveryLanguage ? {} : { languageTwin: "/blog" }) } satisfies LanguageTwinData & Record<string, unknown>;
}

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => {
  const post = loaderData?.post;
  if (!post) {
    return seo({ title: notFoundWords.meta.title, description: words.post.notFound, path: "/404", noindex: true });
  }
  const path = `/blog/${post.slug}`;
  return seo({
    title: post.title,
    description: post.excerpt,
    path,
    type: "article",
    inEveryLanguage: loaderData.inEveryLanguage,
    jsonLd: [articleSchema({ title: post.title, excerpt: post.excerpt, date: post.date, path })],
  });
};

export default function BlogPost() {
  const { post, morePosts } = useLoaderData<typeof loader>();
  return (
    <>
      <article aria-labelledby="post-title">
        <header className="bg-gradient-to-b from-gulf-50 to-sand-50 px-5 pt-10 pb-12 sm:px-8 lg:pt-14 lg:pb-16">
          {/* The hero grid of PageHero: the post's picture beside the title from lg up, below it on phones. */}
          <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:gap-14">
            <div className="max-w-2xl">
              <Link
                to="/blog"
                className="inline-flex items-center gap-2 rounded font-semibold text-gulf-800 hover:underline"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {words.post.back}
              </Link>
              <h1 id="post-title" className="mt-6 text-4xl font-extrabold text-ink-900 sm:text-5xl">
                {post.title}
              </h1>
              <PostMeta post={post} className="mt-5 gap-x-6" />
            </div>
            <div className="mx-auto w-full max-w-44 sm:max-w-xs lg:max-w-none">
              <SizedImage image={post.image} priority className="block h-auto w-full" />
            </div>
          </div>
        </header>
        <div className="bg-white px-5 py-12 sm:px-8 lg:py-16">
          <div
            className="mx-auto max-w-2xl text-lg text-ink-700 [&_a]:font-semibold [&_a]:text-gulf-800 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-gulf-900 [&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:text-ink-900 sm:[&_h2]:text-3xl [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink-900 [&_li]:mt-2.5 [&_li]:pl-1 [&_li]:marker:font-bold [&_li]:marker:text-gulf-700 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_p]:mt-5 [&_strong]:text-ink-900 [&>:first-child]:mt-0 [&>p:first-child]:text-xl [&>p:first-child]:text-ink-900"
            // The HTML is rendered at build time from our own Markdown in content/blog/en/. Marked as the
            // owner's text, which the first-response byte budget leaves out (scripts/first-response.ts).
            data-article-body=""
            dangerouslySetInnerHTML={{ __html: post.html }}
          />
          <div className="mx-auto mt-12 max-w-2xl border-t border-sand-200 pt-8">
            <ButtonLink to="/blog" variant="outline">
              <ArrowLeft aria-hidden="true" className="size-5" />
              {words.post.allPosts}
            </ButtonLink>
          </div>
        </div>
      </article>
      {morePosts.length > 0 && (
        <Section aria-labelledby="more-posts-title" className="bg-sand-100">
          <h2 id="more-posts-title" className="text-2xl font-extrabold text-ink-900 sm:text-3xl">
            {words.post.moreTitle}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {morePosts.map((other) => (
              <li key={other.slug}>
                <PostCard post={other} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <ScheduleCta title={words.post.ctaTitle} />
    </>
  );
}
