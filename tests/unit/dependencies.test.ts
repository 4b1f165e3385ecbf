import { spawnSync } from "node:child_process"
import path from "node:path"

import { expect, test } from "vitest"

// `npm run lint:deps` runs knip with knip.jsonc over the project (docs/decisions/103). Here the same
// configuration is shown to fail on a package that nothing imports, in a small sample project.
const root = path.resolve(import.meta.dirname, "../..")
const sample = path.join(root, "tests/fixtures/dependencies/unused")

test("a dependency that nothing imports fails the check", () => {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/knip/bin/knip.js"),
      "--dependencies",
      "--directory",
      sample,
      "--config",
      path.join(root, "knip.jsonc"),
      "--reporter",
      "json",
      "--no-progress",
    ],
    { encoding: "utf8" },
  )
  expect(result.status).toBe(1)
  const report = JSON.parse(result.stdout) as { issues: { dependencies: { name: string }[] }[] }
  // zod is imported by the sample's index.ts; left-pad by nothing
  expect(report.issues.flatMap((issue) => issue.dependencies.map((dependency) => dependency.name))).toEqual([
    "left-pad",
  ])
})
