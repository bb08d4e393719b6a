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
    // Every core: vitest's default leaves one to its main process, which on a 2-core machine runs
    // the files one at a time (113 s for the unit tests, 65 s on both cores: BENCHMARKS.md).
    maxWorkers: availableParallelism(),
  },
});
