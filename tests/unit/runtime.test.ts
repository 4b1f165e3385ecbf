import { readFileSync } from "node:fs"

import { expect, test } from "vitest"

// The project carries its Node as a dependency (docs/decisions/102): npm puts node_modules/.bin first on a
// script's PATH, so `npm test` runs on that Node whatever the machine has. A failed optional install would
// fall back to the machine's Node silently; this says so.
const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  optionalDependencies: Record<string, string>
  engines: { node: string }
}

test("the tests run on the Node the project pins", () => {
  const platformPackage = `node-${process.platform}-${process.arch}`
  const pinned = pkg.optionalDependencies[platformPackage]
  if (!pinned) return // a platform the project carries no Node for: the machine's own runs it
  expect(process.version).toBe(`v${pinned}`)
})

test("every platform package pins the same Node, the one engines asks for", () => {
  const versions = Object.entries(pkg.optionalDependencies)
    .filter(([name]) => /^node-(linux|darwin|win)-/.test(name))
    .map(([, version]) => version)
  expect(new Set(versions)).toEqual(new Set([versions[0]]))
  const [major = 0, minor = 0] = (versions[0] ?? "").split(".").map(Number)
  const [wantMajor, wantMinor = 0] = pkg.engines.node.replace(">=", "").split(".").map(Number)
  expect(major === wantMajor && minor >= wantMinor).toBe(true)
})
