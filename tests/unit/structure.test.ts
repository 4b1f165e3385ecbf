import { createRequire } from "node:module"
import path from "node:path"

import { cruise, type IConfiguration } from "dependency-cruiser"
import { describe, expect, test } from "vitest"

// `npm run lint` runs dependency-cruiser over app/, api/, contract/ and server/ with these rules; here
// they are shown to catch what they are for, on small samples.
const config = createRequire(import.meta.url)("../../.dependency-cruiser.cjs") as IConfiguration
const fixtures = path.resolve(import.meta.dirname, "../fixtures/structure")

async function violationsIn(folder: string) {
  const baseDir = path.join(fixtures, folder)
  const result = await cruise(["."], {
    baseDir,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    tsPreCompilationDeps: true,
  })
  if (typeof result.output === "string") throw new Error("expected the JSON result")
  return result.output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from}`)
}

describe("the house keeps its shape", () => {
  test("an import cycle fails, also when the files only import each other's types", async () => {
    expect(await violationsIn("cycle")).toEqual(["no-circular: first.ts"])
  })

  test("api/lib importing a module fails", async () => {
    expect(await violationsIn("lib-up")).toContain("api-lib-below-the-modules: api/lib/helper.ts")
  })

  test("a module importing a workflow fails", async () => {
    expect(await violationsIn("module-up")).toContain(
      "modules-below-the-workflows: api/modules/x/x.routes.ts",
    )
  })

  test("the content module importing the accounts module fails", async () => {
    expect(await violationsIn("content-up")).toContain(
      "content-below-accounts: api/modules/content/contact.routes.ts",
    )
  })

  test("reading the route words anywhere but contract/route-words.ts fails", async () => {
    expect(await violationsIn("route-words-twice")).toContain("route-words-defined-once: api/mails.ts")
  })
})
