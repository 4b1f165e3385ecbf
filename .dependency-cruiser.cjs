// The house's shape, checked in `npm run lint` (decision 101): no import cycles, type-only imports
// included, and api/lib, which every module builds on, imports no module or workflow.
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
