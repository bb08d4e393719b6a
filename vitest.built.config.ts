import { defineConfig, mergeConfig } from "vitest/config";
import unit from "./vitest.config.ts";

/**
 * The built layer: tests that read what `npm run build` wrote (BUILD_DIR, default build/), every
 * page of both languages, without a browser. Run after a build by `npm run test:built`; `npm test`
 * runs it between the build and the browser tests.
 */
export default mergeConfig(
  unit,
  defineConfig({
    test: {
      include: ["tests/built/**/*.test.ts"],
      testTimeout: 120_000,
    },
  }),
);
