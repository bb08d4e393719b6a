import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// docs/decisions/020-dependencies-rule.md: `dependencies` are exactly what a production install
// (`npm ci --omit=dev`) needs to run `npm run serve` and `npm run messages` on a finished build.

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The import aliases of tsconfig.json ("@words/*"), which lead to JSON files of the repository. */
const pathAliases = Object.keys((JSON.parse(readFileSync(join(root, "tsconfig.json"), "utf8")) as { compilerOptions: { paths: Record<string, unknown> } }).compilerOptions.paths);

/** Packages imported at run time (type-only imports left out) from the entry files, following relative imports. */
function runtimeImports(entries: readonly string[]): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const found = (specifier: string) => {
      // A "#" import (package.json's "imports": the build's language's words) or an alias of
      // tsconfig.json's paths names a file of this repository, not a package.
      if (specifier.startsWith("#")) return;
      if (pathAliases.some((alias) => (alias.endsWith("/*") ? specifier.startsWith(alias.slice(0, -1)) : specifier === alias))) return;
      if (specifier.startsWith(".")) {
        const target = resolve(dirname(file), specifier);
        visit(existsSync(target) ? target : `${target}.ts`);
      } else if (!specifier.startsWith("node:")) {
        const parts = specifier.split("/");
        const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
        if (!packages.has(name)) packages.set(name, file.slice(root.length + 1));
      }
    };
    const walk = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
        found(node.moduleSpecifier.text);
      } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        found(node.moduleSpecifier.text);
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteral(argument)) found(argument.text);
      }
      ts.forEachChild(node, walk);
    };
    walk(source);
  };
  for (const entry of entries) visit(join(root, entry));
  return packages;
}

/**
 * Packages `react-router build` looks for in `dependencies` (and nowhere else): without
 * @react-router/node there it stops with "Could not determine server runtime", and without isbot it
 * adds isbot to package.json itself. Its default entry.server prerenders every page with them.
 */
const requiredByReactRouterBuild = ["@react-router/node", "isbot"];

/** The program an npm script starts, e.g. "tsx" for "tsx server/main.ts". */
function runner(script: string): string {
  const [command = ""] = (pkg.scripts[script] ?? "").split(" ");
  return command;
}

describe("package.json dependencies", () => {
  it("hold what the server and the owner's command import at run time, plus the runner that starts them", () => {
    const imported = runtimeImports(["server/main.ts", "scripts/messages.ts"]);
    const needed = new Set([...imported.keys(), runner("serve"), runner("messages"), ...requiredByReactRouterBuild]);
    for (const name of needed) {
      expect(pkg.dependencies, `${name} (imported by ${imported.get(name) ?? "an npm script"}) belongs in dependencies`).toHaveProperty([name]);
    }
    const unneeded = Object.keys(pkg.dependencies).filter((name) => !needed.has(name));
    expect(unneeded, "not used when serving a finished build: move to devDependencies").toEqual([]);
  });

  it("pins every version exactly and lists no package twice", () => {
    for (const [name, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
    }
    expect(Object.keys(pkg.dependencies).filter((name) => name in pkg.devDependencies)).toEqual([]);
  });
});
