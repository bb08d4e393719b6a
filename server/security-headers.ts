import type { MiddlewareHandler } from "hono";

/** The directives this site's policy sets, in the order they are written. */
export const cspDirectives = [
  "default-src",
  "script-src",
  "style-src",
  "img-src",
  "font-src",
  "connect-src",
  "object-src",
  "base-uri",
  "form-action",
  "frame-ancestors",
] as const;

export type CspDirective = (typeof cspDirectives)[number];

/** Extra sources per directive, e.g. `{ "connect-src": ["https://api.example.net"] }`. */
export type CspSources = Partial<Record<CspDirective, readonly string[]>>;

/**
 * The baseline policy. Scripts run only from our own origin or when their sha256 hash is listed
 * (hashes come from scripts/postbuild/run.ts); inline styles stay allowed because React writes style
 * attributes. No `upgrade-insecure-requests`: the browser tests run over plain http on 127.0.0.1.
 */
const baseline: Record<CspDirective, readonly string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/** The directives that fall back to default-src when absent (CSP Level 3, "fetch directives"). */
const fallsBackToDefault: ReadonlySet<CspDirective> = new Set(["img-src", "font-src", "connect-src"]);

const hashPattern = /^sha256-[A-Za-z0-9+/]{43}=$/;

/**
 * Builds the Content-Security-Policy value for one response.
 * `scriptHashes` are `sha256-<base64>` values of the page's inline scripts; `extra` adds sources
 * per directive (analytics hosts, another origin for the contact function, ...).
 * Throws on a value that could widen or corrupt the policy (a separator, `'unsafe-inline'` or
 * `'unsafe-eval'` for scripts, a malformed hash), so a configuration mistake fails at start-up.
 */
export function buildContentSecurityPolicy(options: {
  scriptHashes?: readonly string[];
  extra?: CspSources;
} = {}): string {
  const { scriptHashes = [], extra = {} } = options;
  for (const hash of scriptHashes) {
    if (!hashPattern.test(hash)) throw new Error(`Not a sha256 script hash: ${JSON.stringify(hash)}`);
  }
  const written = cspDirectives.map((directive) => {
    const added = extra[directive] ?? [];
    for (const source of added) assertSource(directive, source);
    const base = added.length > 0 && baseline[directive].includes("'none'") ? [] : baseline[directive];
    const hashes = directive === "script-src" ? scriptHashes.map((hash) => `'${hash}'`) : [];
    return { directive, sources: unique([...base, ...added, ...hashes]).join(" ") };
  });
  const defaults = written.find(({ directive }) => directive === "default-src")?.sources;
  return (
    written
      // A fetch directive that would only repeat default-src is left out: browsers fall back to
      // default-src for it, and every byte of a page's headers counts against its first round trip.
      .filter(({ directive, sources }) => !(fallsBackToDefault.has(directive) && sources === defaults))
      .map(({ directive, sources }) => `${directive} ${sources}`)
      .join("; ")
  );
}

function assertSource(directive: CspDirective, source: string) {
  if (!/^[^\s;,]+$/.test(source)) {
    throw new Error(`CSP source for ${directive} must be one token: ${JSON.stringify(source)}`);
  }
  if (directive === "script-src" && /^'unsafe-(inline|eval)'$/i.test(source)) {
    throw new Error(`Refusing to add ${source} to script-src`);
  }
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** Merges several source lists, keeping first-seen order and dropping duplicates. */
export function mergeCspSources(...lists: readonly CspSources[]): CspSources {
  const merged: CspSources = {};
  for (const list of lists) {
    for (const directive of cspDirectives) {
      const sources = list[directive];
      if (sources?.length) merged[directive] = unique([...(merged[directive] ?? []), ...sources]);
    }
  }
  return merged;
}

/**
 * Hosts gtag.js needs for Google Analytics 4, as listed in Google's "Use Tag Manager with a Content
 * Security Policy" guide (section "Google Analytics 4"). Google Signals and Ads features use further
 * hosts (doubleclick and country google.* domains) and are deliberately not enabled here.
 */
export const googleAnalyticsSources: CspSources = {
  "script-src": ["https://*.googletagmanager.com"],
  "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  "connect-src": [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
};

/**
 * The extra sources this deployment needs, from the public site configuration:
 * - a Google Analytics measurement id (PUBLIC_GA_ID) adds the gtag.js hosts;
 * - a contact-function URL on another origin (PUBLIC_FUNCTIONS_URL) adds that origin to connect-src.
 *   A path such as `/functions/v1` is same-origin and needs nothing.
 */
export function siteCspSources(config: {
  siteUrl: string;
  gaMeasurementId?: string | undefined;
  functionsUrl?: string | undefined;
}): CspSources {
  const lists: CspSources[] = [];
  if (config.gaMeasurementId) lists.push(googleAnalyticsSources);
  if (config.functionsUrl && !config.functionsUrl.startsWith("/")) {
    let origin: string;
    try {
      origin = new URL(config.functionsUrl).origin;
    } catch {
      throw new Error(`PUBLIC_FUNCTIONS_URL must be an absolute http(s) URL or a path, got ${JSON.stringify(config.functionsUrl)}`);
    }
    if (!/^https?:/.test(origin)) {
      throw new Error(`PUBLIC_FUNCTIONS_URL must use http or https, got ${JSON.stringify(config.functionsUrl)}`);
    }
    if (origin !== new URL(config.siteUrl).origin) lists.push({ "connect-src": [origin] });
  }
  return mergeCspSources(...lists);
}

/** Headers sent on every response, whatever produced it. */
export const staticSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  // Kept although Lighthouse counts the renderer switch it causes: docs/page-loading.md#the-opener-policy-is-kept.
  "Cross-Origin-Opener-Policy": "same-origin",
  // Every powerful feature off: a marketing site needs none of them.
  "Permissions-Policy": [
    "accelerometer=()",
    "autoplay=()",
    "camera=()",
    "display-capture=()",
    "geolocation=()",
    "gyroscope=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "usb=()",
  ].join(", "),
};

/** Context variables shared by the security-header middleware and the handlers under it. */
export type SecurityEnv = {
  Variables: {
    /** sha256 hashes of the inline scripts of the HTML page being sent, set by the static site. */
    cspScriptHashes?: readonly string[];
  };
};

/**
 * Adds the security headers to every response after the handler ran. The CSP carries the hashes a
 * handler stored in `cspScriptHashes`. A header a handler already set is left alone, so a sub-app
 * can tighten its own policy.
 */
export function securityHeaders(options: { cspSources?: CspSources } = {}): MiddlewareHandler<SecurityEnv> {
  const extra = options.cspSources ?? {};
  const defaultPolicy = buildContentSecurityPolicy({ extra });
  return async (c, next) => {
    await next();
    const hashes = c.get("cspScriptHashes") ?? [];
    const policy = hashes.length > 0 ? buildContentSecurityPolicy({ scriptHashes: hashes, extra }) : defaultPolicy;
    const wanted: Record<string, string> = { "Content-Security-Policy": policy, ...staticSecurityHeaders };
    let headers = c.res.headers;
    for (const [name, value] of Object.entries(wanted)) {
      if (headers.has(name)) continue;
      try {
        headers.set(name, value);
      } catch {
        // A response passed through from fetch() has immutable headers: copy it once, then set.
        c.res = new Response(c.res.body, c.res);
        headers = c.res.headers;
        headers.set(name, value);
      }
    }
  };
}
