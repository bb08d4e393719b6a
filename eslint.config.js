import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Which top-level folder may import which (docs/decisions/025-core-layer-and-boundaries.md):
 * core/ is the shared layer and imports only content/ data; content/ imports core/; app/ is the website;
 * server/ never imports the website; scripts/ (build steps, benchmarks, owner tools) and studio/ (the
 * owner's editor) may use them all, and only they and tests import studio/.
 * Imports are relative, so a wrong-way import is a path that climbs out of the folder into a forbidden one.
 * Tests may cross these lines (they check that the parts fit together); shipped code may not.
 */
/** `paths`: named imports this folder takes from elsewhere, not from the package. */
const forbidden = (folders, paths = []) => ({
  "no-restricted-imports": [
    "error",
    {
      paths,
      patterns: [
        {
          regex: `^(\\.\\./)+(${folders.join("|")})/`,
          message: `Imports flow one way: code here may not import from ${folders.map((f) => `${f}/`).join(", ")} (see eslint.config.js).`,
        },
        ...(folders.includes("app")
          ? [{ regex: "^~/", message: "Imports flow one way: this folder may not import from app/." }]
          : []),
      ],
    },
  ],
});

export default tseslint.config(
  // What the repository ignores (.gitignore): built, generated or fetched files, never ours to lint.
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/", "studio/editor/decap-cms/", ".scratch/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // The studio's plain scripts, run by the browser as they are.
  { files: ["studio/editor.js", "studio/history.js", "studio/preview.js", "studio/status.js", "studio/studio-page.js", "studio/translations.js"], languageOptions: { globals: globals.browser } },
  {
    // The discount is on some days and paused on others: pages read site.firstOrderOffer, null while paused.
    files: ["**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "content/business.ts", "core/site-schema.ts", "tests/**", "studio/**", "scripts/content-drill.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='firstOrderDiscountPercent']",
          message: "Read site.firstOrderOffer (null while the owner has paused the offer), not the percentage itself.",
        },
      ],
    },
  },
  { files: ["core/**/*.{ts,tsx}"], ignores: ["**/*.test.{ts,tsx}"], rules: forbidden(["app", "server", "scripts", "tests", "studio"]) },
  { files: ["content/**/*.{ts,tsx}"], ignores: ["**/*.test.{ts,tsx}"], rules: forbidden(["app", "server", "scripts", "tests", "studio"]) },
  { files: ["server/**/*.{ts,tsx}"], ignores: ["**/*.test.{ts,tsx}"], rules: forbidden(["app", "scripts", "tests", "studio"]) },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: forbidden(["server", "scripts", "tests", "studio"], [
      {
        name: "react-router",
        importNames: ["Link", "NavLink"],
        message: "Import Link and NavLink from app/components/ui/link.tsx, which leaves out the data-discover attribute this site does not use.",
      },
      {
        name: "lucide-react",
        message:
          'Import each icon from its own module (import Star from "lucide-react/icons/star") and types from "lucide-react/types": the package\'s index makes every build read all of its 1,600 icons, and the type check its 2.5 MB of declarations.',
      },
    ]),
  },
);
