// The house's shape, checked in `npm run lint` (decisions 101 and 112): no import cycles, type-only imports
// included; api/lib, which every module builds on, imports no module or workflow; the modules never import
// the workflows that are built on them; and the content module never imports the accounts module, which
// reads the shop's settings from it; the route words are gathered in one place, contract/route-words.ts.
/** a rule every import must keep: none from `from` to `to`; `comment` is what the lint says when one does */
const forbid = (name, from, to, comment) => ({ name, severity: "error", comment, from, to })

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid(
      "no-circular",
      {},
      { circular: true },
      "An import cycle: move what both files need into a third one that neither imports.",
    ),
    forbid(
      "api-lib-below-the-modules",
      { path: "^api/lib/" },
      { path: "^api/(modules|workflows)/" },
      "api/lib is what every module builds on: it never imports a module or a workflow.",
    ),
    forbid(
      "modules-below-the-workflows",
      { path: "^api/modules/" },
      { path: "^api/workflows/" },
      "A workflow crosses modules, so it sits above them: a route that runs one lives in api/workflows/ " +
        "(<workflow>.routes.ts), never in a module.",
    ),
    forbid(
      "content-below-accounts",
      { path: "^api/modules/content/" },
      { path: "^api/modules/accounts/" },
      "accounts reads the shop's settings from content; content importing accounts makes the two a loop " +
        "(the contact form, which needs the accounts' throttle, is a module of its own).",
    ),
    forbid(
      "route-words-defined-once",
      { pathNot: "^contract/route-words\\.ts$" },
      { path: "(^|/)locales/[^/]+/routes\\.json$" },
      "The route words of every language are gathered once, in contract/route-words.ts: the shop and " +
        "the API import them from there, never locales/<lng>/routes.json themselves.",
    ),
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
