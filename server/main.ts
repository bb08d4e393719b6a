import { existsSync } from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { publicEnv } from "../core/public-env.ts";
import { validateSiteConfig } from "../core/site-schema.ts";
import { site, siteConfig } from "../core/site.ts";
import { createApp, type Mount } from "./app.ts";
import { cspManifestPathFor } from "./csp-hashes.ts";
import { contactSettingsFromEnv } from "./contact/config.ts";
import { startContactService } from "./contact/service.ts";
import { deploymentDefaults, loadServerEnv } from "./env.ts";
import { handleShutdownSignals, onShutdown } from "./lifecycle.ts";
import { siteCspSources } from "./security-headers.ts";

// `npm run serve`: the production server for the built site. Configuration: server/env.ts.

const env = loadServerEnv();
try {
  validateSiteConfig(siteConfig);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const clientDir = resolve(env.CLIENT_DIR);
const cspManifestPath = cspManifestPathFor(clientDir);

for (const required of [join(clientDir, "index.html"), cspManifestPath]) {
  if (!existsSync(required)) {
    console.error(`${required} is missing. Run \`npm run build\` first.`);
    process.exit(1);
  }
}

/**
 * Sub-apps served before the static site, each under its own prefix. A component that holds
 * resources registers their release with onShutdown() from ./lifecycle.ts.
 */
const contact = await startContactService(contactSettingsFromEnv(env), {
  instanceId: env.INSTANCE_ID ?? `${hostname()}:${env.PORT}`,
  corsOrigins: env.CORS_ORIGINS,
  healthMaxWaitMinutes: env.HEALTH_MAX_WAIT_MINUTES ?? deploymentDefaults.healthMaxWaitMinutes,
  digestHour: env.DIGEST_HOUR ?? deploymentDefaults.digestHour,
}).catch((error: unknown) => {
  console.error("The contact service cannot start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
onShutdown(() => contact.stop());

const mounts: Mount[] = [{ path: "/functions/v1", app: contact.app }];

const app = createApp({
  clientDir,
  cspManifestPath,
  // PUBLIC_* values are baked into the pages at build time: run the server with the same ones.
  cspSources: siteCspSources({
    siteUrl: site.siteUrl,
    gaMeasurementId: site.gaMeasurementId,
    functionsUrl: publicEnv("PUBLIC_FUNCTIONS_URL"),
  }),
  mounts,
  corsOrigins: env.CORS_ORIGINS,
  messagesHealth: () => contact.health(),
});

const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
  const shownHost = ["0.0.0.0", "::"].includes(env.HOST) ? "localhost" : env.HOST;
  const host = shownHost.includes(":") ? `[${shownHost}]` : shownHost;
  console.log(`Serving ${clientDir} at http://${host}:${info.port}`);
});
server.on("error", (error) => {
  console.error(`Cannot listen on ${env.HOST}:${env.PORT}:`, error.message);
  process.exit(1);
});

handleShutdownSignals(server);
