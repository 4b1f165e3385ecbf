import fs from "node:fs"
import path from "node:path"

import browserslistToEsbuild from "browserslist-to-esbuild"
import { transform } from "esbuild"
import { afterAll, describe, expect, test } from "vitest"

import { apiProblems, type Script, syntaxProblems, unknownBuiltIns } from "../../lint/built-scripts"

// MODE-6 (decision 066): `npm run lint:scripts`, the last step of `npm run lint`, checks the browser's
// built scripts against the support policy. Shown to bite on fixture scripts, so that switching a check
// off, or a build target that drifts from the browserslist, fails a test.

// this run's own folder: another run in the same clone removes only its own
const dir = path.resolve(`.tmp/script-checks-${process.pid}`)
fs.mkdirSync(dir, { recursive: true })
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

let count = 0
function script(code: string): Script {
  const file = path.join(dir, `fixture-${++count}.js`)
  fs.writeFileSync(file, code)
  return { file, code }
}

// a module as the shop writes one: class fields, a private method, optional chaining
const source = [
  "export class Basket {",
  "  lines = []",
  "  static #count = 0",
  "  add(line) { Basket.#count++; this.lines.push(line?.id ?? null) }",
  "}",
].join("\n")

describe("the built scripts' syntax (es-check against the browserslist)", () => {
  test("fails on a script built for a newer target than the policy's", async () => {
    const built = await transform(source, { format: "esm", target: "es2022" })
    const problems = syntaxProblems([script(built.code)])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/syntax newer than the support policy/)
  }, 30_000)

  test("passes the same module built for the policy's browsers, as vite.config.ts builds", async () => {
    const built = await transform(source, { format: "esm", target: browserslistToEsbuild() })
    expect(syntaxProblems([script(built.code)])).toEqual([])
  }, 30_000)
})

describe("the built-ins the scripts use (eslint-plugin-compat, and the loader's list)", () => {
  test("eslint-plugin-compat fails on a built-in a policy browser lacks", async () => {
    const problems = await apiProblems([script("export const copy = (value) => structuredClone(value)\n")])
    expect(problems.join("\n")).toMatch(/structuredClone/)
  })

  test("a built-in newer than the policy's floor that the loader does not know fails, one it polyfills passes", () => {
    const problems = unknownBuiltIns([
      script("export const byKind = (list) => Object.groupBy(list, (item) => item.kind)\n"),
      script("export const has = (value, key) => Object.hasOwn(value, key) && [1].at(-1)\n"),
    ])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /Object\.groupBy, lacked by chrome 80.*is not in app\/lib\/transport\/browser-features\.ts/,
    )
  })

  test("a method called on any value counts only when no built-in of the floor has one of that name", () => {
    expect(unknownBuiltIns([script("export const f = (a) => a.slice(1).toString()\n")])).toEqual([])
    expect(unknownBuiltIns([script("export const f = (a) => a.findLast(Boolean)\n")]).join("\n")).toMatch(
      /Array\.prototype\.findLast/,
    )
  })

  test("a library's namespace function is not taken for a built-in's method of the same name", () => {
    // React's `Children.toArray`, as the minifier leaves it, is not `Iterator.prototype.toArray`
    const react = "export const shown = (e, n) => e.Children.toArray(n).length > 0\n"
    expect(unknownBuiltIns([script(react)])).toEqual([])
    expect(unknownBuiltIns([script("export const f = (it) => it.toArray()\n")]).join("\n")).toMatch(
      /Iterator\.prototype\.toArray/,
    )
  })
})
