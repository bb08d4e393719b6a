import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin is for builds, not for unit tests.
export default defineConfig({
  envPrefix: "PUBLIC_",
  test: {
    include: ["{app,server,content,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
  },
});
