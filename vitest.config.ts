import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin is for builds, not for unit tests. The
// unit tests run in English, the words package.json's "imports" name by default too.
export default defineConfig({
  envPrefix: "PUBLIC_",
  resolve: {
    alias: [
      { find: /^#words\//, replacement: fileURLToPath(new URL("./content/pages/filled/en/", import.meta.url)) },
      { find: /^#content\//, replacement: fileURLToPath(new URL("./content/en/", import.meta.url)) },
      { find: /^#business-words$/, replacement: fileURLToPath(new URL("./content/business.json", import.meta.url)) },
    ],
  },
  test: {
    include: ["{app,core,server,content,scripts,deploy,studio}/**/*.test.{ts,tsx}", "tests/support/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    // Two workers per core: the slowest files mostly wait (mail servers that stall, leases that
    // lapse, a killed server's restart), and a waiting worker leaves its core to another file.
    // Files share their worker's modules instead of importing React, jsdom and the content anew
    // each; a test that stubs the environment has it put back after it (below), and the files that
    // mock a module reset the registry themselves. On 2 cores: 63 s one worker per core and
    // isolated, 34 s like this (BENCHMARKS.md).
    maxWorkers: availableParallelism() * 2,
    isolate: false,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
