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
  },
});
