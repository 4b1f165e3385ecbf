// The house's shape, checked in `npm run lint` (decisions 101 and 112): no import cycles, type-only imports
// included; api/lib, which every module builds on, imports no module or workflow; the modules never import
// the workflows that are built on them; and the content module never imports the accounts module, which
// reads the shop's settings from it; the route words are gathered in one place, contract/route-words.ts.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import cycle: move what both files need into a third one that neither imports.",
      from: {},
      to: { circular: true },
    },
    {
      name: "api-lib-below-the-modules",
      severity: "error",
      comment: "api/lib is what every module builds on: it never imports a module or a workflow.",
      from: { path: "^api/lib/" },
      to: { path: "^api/(modules|workflows)/" },
    },
    {
      name: "modules-below-the-workflows",
      severity: "error",
      comment:
        "A workflow crosses modules, so it sits above them: a route that runs one lives in api/workflows/ " +
        "(<workflow>.routes.ts), never in a module.",
      from: { path: "^api/modules/" },
      to: { path: "^api/workflows/" },
    },
    {
      name: "content-below-accounts",
      severity: "error",
      comment:
        "accounts reads the shop's settings from content; content importing accounts makes the two a loop " +
        "(the contact form, which needs the accounts' throttle, is a module of its own).",
      from: { path: "^api/modules/content/" },
      to: { path: "^api/modules/accounts/" },
    },
    {
      name: "route-words-defined-once",
      severity: "error",
      comment:
        "The route words of every language are gathered once, in contract/route-words.ts: the shop and " +
        "the API import them from there, never locales/<lng>/routes.json themselves.",
      from: { pathNot: "^contract/route-words\\.ts$" },
      to: { path: "(^|/)locales/[^/]+/routes\\.json$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.generated|build|\\.react-router)/" },
    // type-only imports tie files together as much as the others (a cycle by type is still a cycle)
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      conditionNames: ["import", "default"],
    },
  },
}
