/** A prerendered page in the shape React Router writes, with the head parts as options. */
export function pageHtml(options: {
  title?: string;
  description?: string;
  canonical?: string;
  robots?: string;
  scripts?: readonly string[];
}): string {
  const head = [
    '<meta charSet="utf-8"/>',
    options.title === undefined ? "" : `<title>${options.title}</title>`,
    options.description === undefined ? "" : `<meta name="description" content="${options.description}"/>`,
    options.canonical === undefined ? "" : `<link rel="canonical" href="${options.canonical}"/>`,
    options.robots === undefined ? "" : `<meta name="robots" content="${options.robots}"/>`,
    '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
    ...(options.scripts ?? []).map((s) => `<script>${s}</script>`),
  ];
  return `<!DOCTYPE html><html lang="en"><head>${head.join("")}</head><body><p>Hi</p></body></html>`;
}
