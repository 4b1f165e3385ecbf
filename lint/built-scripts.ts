// npm run lint:scripts: the browser's built scripts, checked against the support policy (package.json's
// browserslist, decision 066). Builds first when the build is older than the sources (as `npm start`).
//   1. es-check: no syntax newer than the policy's browsers parse (checkBrowser reads the browserslist);
//   2. eslint-plugin-compat: no web or ECMAScript API that a policy browser lacks, unless the loader knows it;
//   3. vite/built-ins.ts: every built-in newer than the policy's floor is one the loader tests, polyfills or
//      knows to be guarded (app/lib/transport/browser-features.ts).
// Fails (exit 1) with one line per problem.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { ESLint } from "eslint"
import compat from "eslint-plugin-compat"
import globals from "globals"

import { GUARDED_FEATURES, POLYFILLED_FEATURES, TESTED_FEATURES } from "../app/lib/transport/browser-features"
import { newerBuiltIns, policyFloor } from "../vite/built-ins"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const KNOWN = new Set([
  ...Object.keys(TESTED_FEATURES),
  ...Object.keys(POLYFILLED_FEATURES),
  ...Object.keys(GUARDED_FEATURES),
])

export interface Script {
  /** where the script is, for the messages (and es-check, which reads the file) */
  file: string
  code: string
  /** the polyfills' own script: its syntax is checked, its built-ins are what it brings */
  polyfills?: boolean
}

/** es-check against the browserslist: the problems of syntax, one per file. */
export function syntaxProblems(scripts: Script[]): string[] {
  if (!scripts.length) return []
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules/es-check/lib/cli/index.js"),
      "checkBrowser",
      "--module",
      "--noColor",
      "--noCache",
      "--browserslistPath",
      path.join(ROOT, "package.json"),
      ...scripts.map((script) => script.file),
    ],
    { cwd: ROOT, encoding: "utf8" },
  )
  if (result.status === 0) return []
  const said = `${result.stdout}\n${result.stderr}`
  const files = scripts.filter(
    (script) => said.includes(script.file) || said.includes(path.basename(script.file)),
  )
  const summary = /error[^\n]*/i.exec(said)?.[0] ?? said.trim().split("\n")[0]
  return (files.length ? files : scripts).map(
    (script) =>
      `${path.relative(ROOT, script.file)}: syntax newer than the support policy (es-check: ${summary})`,
  )
}

/** eslint-plugin-compat over the scripts, the loader's known built-ins counted as polyfilled. */
export async function apiProblems(scripts: Script[]): Promise<string[]> {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.js"],
        languageOptions: { ecmaVersion: "latest", sourceType: "module", globals: globals.browser },
        plugins: { compat },
        settings: { lintAllEsApis: true, polyfills: [...KNOWN] },
        rules: { "compat/compat": "error" },
      },
    ],
  })
  const problems: string[] = []
  for (const script of scripts.filter((each) => !each.polyfills)) {
    const [result] = await eslint.lintText(script.code, { filePath: path.join(ROOT, "build/check.js") })
    for (const message of result?.messages ?? [])
      problems.push(`${path.relative(ROOT, script.file)}: ${message.message} (${message.ruleId ?? "parse"})`)
  }
  return problems
}

/** Built-ins newer than the policy's floor that the loader does not know (browser-features.ts). */
export function unknownBuiltIns(scripts: Script[]): string[] {
  const floor = policyFloor()
  const problems: string[] = []
  for (const script of scripts.filter((each) => !each.polyfills))
    for (const use of newerBuiltIns(script.code, floor))
      if (!KNOWN.has(use.name))
        problems.push(
          `${path.relative(ROOT, script.file)}: ${use.name}, lacked by ${use.lackedBy.join(", ")}, is not in app/lib/transport/browser-features.ts (test it, polyfill it, or say why it is guarded)`,
        )
  return problems
}

export async function checkScripts(scripts: Script[]): Promise<string[]> {
  return [...syntaxProblems(scripts), ...(await apiProblems(scripts)), ...unknownBuiltIns(scripts)]
}

/** The browser's built scripts (not the page texts: data, one `export default {…}` each). */
function builtScripts(): Script[] {
  const assets = path.join(ROOT, "build/client/assets")
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({
      file: path.join(assets, name),
      code: fs.readFileSync(path.join(assets, name), "utf8"),
      polyfills: name.startsWith("polyfills-"),
    }))
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (
    spawnSync(process.execPath, ["server/start.mjs", "--check"], { cwd: ROOT, stdio: "ignore" }).status !== 0
  ) {
    console.log("lint:scripts: building first (the build is older than the sources)")
    const built = spawnSync("npm", ["run", "build", "--", "--logLevel", "warn"], {
      cwd: ROOT,
      stdio: "inherit",
    })
    if (built.status !== 0) process.exit(1)
  }
  const scripts = builtScripts()
  const problems = await checkScripts(scripts)
  for (const problem of problems) console.error(problem)
  if (problems.length) process.exit(1)
  console.log(`lint:scripts: ${scripts.length} scripts hold to the support policy`)
}
