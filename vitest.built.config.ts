import { defineConfig } from "vitest/config";
import unit from "./vitest.config.ts";

/**
 * The built layer: tests that read what `npm run build` wrote (BUILD_DIR, default build/), every
 * page of both languages, without a browser. Run after a build by `npm run test:built`; `npm test`
 * runs it between the build and the browser tests. The unit tests' aliases, its own files only.
 */
export default defineConfig({
  ...unit,
  test: {
    ...unit.test,
    include: ["tests/built/**/*.test.ts"],
    testTimeout: 120_000,
  },
});
