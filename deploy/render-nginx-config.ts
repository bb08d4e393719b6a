import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { publicEnv } from "../core/public-env.ts";
import { site } from "../core/site.ts";
import { buildContentSecurityPolicy, siteCspSources, staticSecurityHeaders } from "../server/security-headers.ts";

/*
 * Renders deploy/nginx/site.conf.template into a site file for nginx (docs/deploy.md, step 5):
 *
 *   npx tsx deploy/render-nginx-config.ts --server-name www.example.com \
 *     --client-dir /srv/suncoast/current/build/client \
 *     --certificate /etc/letsencrypt/live/www.example.com/fullchain.pem \
 *     --certificate-key /etc/letsencrypt/live/www.example.com/privkey.pem \
 *     --upstream 127.0.0.1:3001 --upstream 127.0.0.1:3002 > /etc/nginx/sites-available/suncoast.conf
 *
 * Run it with the same PUBLIC_* variables as the build: the assets' CSP names the same extra sources.
 */

export interface NginxSiteOptions {
  serverName: string;
  /** The built site (build/client), absolute. */
  clientDir: string;
  certificate: string;
  certificateKey: string;
  /** host:port of each Node instance. */
  upstreams: readonly string[];
  /** What the two server blocks listen on: `80` and `443` in production. */
  httpListen?: string;
  httpsListen?: string;
  /** The public https port when it is not 443 (tests), for the redirect's Location. */
  httpsPort?: number;
  /** nginx limit_req rate and burst for /functions/v1 per client. */
  contactRate?: string;
  contactBurst?: number;
}

export const templatePath = resolve(import.meta.dirname, "nginx/site.conf.template");

/** The assets' headers: the server's fixed security headers and its page-independent CSP. */
export function assetSecurityHeaders(): Record<string, string> {
  const csp = buildContentSecurityPolicy({
    extra: siteCspSources({
      siteUrl: site.siteUrl,
      gaMeasurementId: site.gaMeasurementId,
      functionsUrl: publicEnv("PUBLIC_FUNCTIONS_URL"),
    }),
  });
  return { "Content-Security-Policy": csp, ...staticSecurityHeaders };
}

export function renderNginxConfig(options: NginxSiteOptions): string {
  const values: Record<string, string> = {
    SERVER_NAME: token("server name", options.serverName),
    CLIENT_DIR: token("client dir", resolve(options.clientDir)),
    CERTIFICATE: token("certificate", options.certificate),
    CERTIFICATE_KEY: token("certificate key", options.certificateKey),
    HTTP_LISTEN: token("http listen", options.httpListen ?? "80"),
    HTTPS_LISTEN: token("https listen", options.httpsListen ?? "443"),
    HTTPS_PORT_SUFFIX: options.httpsPort === undefined || options.httpsPort === 443 ? "" : `:${options.httpsPort}`,
    CONTACT_RATE: token("contact rate", options.contactRate ?? "10r/m"),
    CONTACT_BURST: String(options.contactBurst ?? 10),
    UPSTREAM_SERVERS: options.upstreams
      .map((upstream) => `    server ${token("upstream", upstream)} max_fails=1 fail_timeout=5s;`)
      .join("\n"),
    ASSET_SECURITY_HEADERS: Object.entries(assetSecurityHeaders())
      .map(([name, value]) => `        add_header ${name} "${value.replaceAll('"', '\\"')}" always;`)
      .join("\n"),
  };
  if (options.upstreams.length === 0) throw new Error("Name at least one --upstream host:port");
  const rendered = readFileSync(templatePath, "utf8").replace(/@@([A-Z_]+)@@/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The template names @@${name}@@, which the renderer does not know`);
    return value;
  });
  return rendered;
}

/** A value written into the config as one word: no spaces, quotes, semicolons or braces. */
function token(what: string, value: string): string {
  if (!/^[^\s;{}"'#]+$/.test(value)) throw new Error(`The ${what} must be one word without ; { } quotes or #: ${JSON.stringify(value)}`);
  return value;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      "server-name": { type: "string" },
      "client-dir": { type: "string" },
      certificate: { type: "string" },
      "certificate-key": { type: "string" },
      upstream: { type: "string", multiple: true },
      "http-listen": { type: "string" },
      "https-listen": { type: "string" },
      "https-port": { type: "string" },
    },
  });
  const required = ["server-name", "client-dir", "certificate", "certificate-key"] as const;
  const missing = required.filter((name) => values[name] === undefined);
  if (missing.length > 0 || !values.upstream?.length) {
    console.error(`Missing ${[...missing, ...(values.upstream?.length ? [] : ["upstream"])].map((name) => `--${name}`).join(", ")} (see docs/deploy.md)`);
    process.exit(2);
  }
  process.stdout.write(
    renderNginxConfig({
      serverName: values["server-name"] ?? "",
      clientDir: values["client-dir"] ?? "",
      certificate: values.certificate ?? "",
      certificateKey: values["certificate-key"] ?? "",
      upstreams: values.upstream,
      httpListen: values["http-listen"],
      httpsListen: values["https-listen"],
      httpsPort: values["https-port"] === undefined ? undefined : Number(values["https-port"]),
    }),
  );
}
