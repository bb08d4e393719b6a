import { describe, expect, it } from "vitest";
import { pageClassWords, scriptClassNames, type ModuleGraphWithCode } from "./page-class-words.ts";

describe("scriptClassNames", () => {
  it("collects the class-like words of a script's string literals, template parts included", () => {
    const names = scriptClassNames('jsx("a",{className:`px-4 ${big?"text-xl":"text-sm"} hover:bg-gulf-50`}),"lg:grid-cols-[16rem_minmax(0,1fr)]"');
    for (const name of ["px-4", "text-xl", "text-sm", "hover:bg-gulf-50", "lg:grid-cols-[16rem_minmax(0,1fr)]"]) expect(names).toContain(name);
    expect(names).not.toContain("${big?");
  });
});

describe("pageClassWords", () => {
  const route = "/site/app/routes/town.tsx?__react-router-build-client-route";
  const modules: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[]; code: string | null }> = {
    [route]: { importedIds: ["/site/app/routes/town.tsx"], dynamicallyImportedIds: [], code: 'export { default } from "./town.tsx"' },
    "/site/app/routes/town.tsx": {
      importedIds: ["/site/app/components/zip-check.tsx", "/site/node_modules/react-dom/index.js", "/site/app/app.css"],
      dynamicallyImportedIds: ["/site/app/components/toast.tsx"],
      code: 'jsx("h1",{className:"text-4xl"})',
    },
    "/site/app/components/zip-check.tsx": { importedIds: [], dynamicallyImportedIds: [], code: 'jsx("p",{className:ok?"bg-sunset-50":"hidden"})' },
    "/site/app/components/toast.tsx": { importedIds: [], dynamicallyImportedIds: [], code: 'jsx("div",{className:"toast"})' },
    "/site/node_modules/react-dom/index.js": { importedIds: [], dynamicallyImportedIds: [], code: 'addEventListener("blur",f)' },
    "/site/app/app.css": { importedIds: [], dynamicallyImportedIds: [], code: '.font{font-family:"Figtree"}' },
    "/site/app/components/home-only.tsx": { importedIds: [], dynamicallyImportedIds: [], code: 'jsx("p",{className:"max-w-4xl"})' },
  };
  const graph: ModuleGraphWithCode = { getModuleInfo: (id) => modules[id] ?? null };

  it("gives each page module's chunk the words of the modules it imports, on demand too, and no package's or stylesheet's", () => {
    const record = pageClassWords(graph, [
      { type: "chunk", fileName: "assets/town-abc.js", facadeModuleId: route },
      { type: "chunk", fileName: "assets/site-def.js", facadeModuleId: null },
      { type: "asset", fileName: "assets/app-123.css" },
    ]);
    expect(Object.keys(record)).toEqual(["/assets/town-abc.js"]);
    const words = record["/assets/town-abc.js"];
    for (const word of ["text-4xl", "bg-sunset-50", "hidden", "toast"]) expect(words).toContain(word);
    for (const word of ["blur", "Figtree", "max-w-4xl"]) expect(words).not.toContain(word);
  });
});
