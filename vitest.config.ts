import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin is for builds, not for unit tests.
export default defineConfig({
  envPrefix: "PUBLIC_",
  test: {
    include: ["{app,core,server,content,scripts,deploy,studio}/**/*.test.{ts,tsx}", "tests/support/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
  },
});
