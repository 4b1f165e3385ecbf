import fs from "node:fs"
import path from "node:path"

import { ESLint } from "eslint"
import tseslint from "typescript-eslint"
import { describe, expect, test } from "vitest"

import { citationProblems } from "../../lint/comment-citations.js"

// Code comments cite the rules of docs/product-rules.md by id. Every id cited anywhere in the code must be
// one the document defines, and the lint rule that keeps comments from citing the specification, issue
// numbers or guides kept elsewhere is shown to bite on fixture code, as boundaries.test.ts does for its own.

const ROOT = path.resolve(import.meta.dirname, "../..")
const RULES_FILE = path.join(ROOT, "docs/product-rules.md")
const CODE_FOLDERS = ["api", "app", "bench", "contract", "deploy", "lint", "server", "tests", "vite", ".ci"]
const SKIPPED = new Set(["node_modules", "migrations", "results", "fixtures"])
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs|sh|conf|service|example|yaml)$|^run$/

/** The rule ids docs/product-rules.md defines: each rule is a list item that starts with its bold id. */
function definedRules(markdown: string) {
  return [...markdown.matchAll(/^- \*\*([A-Z]+-\d+)\*\*/gm)].map((match) => match[1]!)
}

/** The rule ids a text names, for the groups the document has (so that a product id is never one). */
function citedRules(text: string, groups: string[]) {
  const id = new RegExp(`\\b(?:${groups.join("|")})-\\d+\\b`, "g")
  return [...text.matchAll(id)].map((match) => match[0])
}

function codeFiles(folder: string, found: string[] = []) {
  if (!fs.existsSync(folder)) return found
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) codeFiles(full, found)
    } else if (CODE_FILE.test(entry.name)) found.push(full)
  }
  return found
}

const rules = definedRules(fs.readFileSync(RULES_FILE, "utf8"))
const groups = [...new Set(rules.map((rule) => rule.replace(/-\d+$/, "")))]
const files = [
  ...CODE_FOLDERS.flatMap((folder) => codeFiles(path.join(ROOT, folder))),
  ...fs
    .readdirSync(ROOT)
    .filter((name) => /\.(ts|js|mjs)$/.test(name))
    .map((name) => path.join(ROOT, name)),
]

describe("the product rules the code cites", () => {
  test("docs/product-rules.md defines each id once, in every group the code is grouped by", () => {
    expect(rules.length).toBeGreaterThan(100)
    expect(rules.filter((rule, index) => rules.indexOf(rule) !== index)).toEqual([])
    expect(groups).toEqual(
      expect.arrayContaining(["LANG", "CAT", "PRICE", "BASKET", "ORDER", "OFFER", "EXPORT"]),
    )
  })

  test("every rule id cited in the code, and in the rules document itself, exists", () => {
    const unknown: string[] = []
    let cited = 0
    for (const file of [...files, RULES_FILE]) {
      for (const id of citedRules(fs.readFileSync(file, "utf8"), groups)) {
        cited++
        if (!rules.includes(id)) unknown.push(`${path.relative(ROOT, file)}: ${id}`)
      }
    }
    expect(unknown).toEqual([])
    // the scan found the code's citations, so an empty list above means something
    expect(cited).toBeGreaterThan(300)
  })

  test("an id the document does not define is found", () => {
    const missing = ["BASKET", 99].join("-") // written apart, so that the scan above does not find it here
    const fixture = `// BASKET-6: the decrease clamps at 1\n// ${missing}: no such rule\nconst id = "CMG1-085A"\n`
    const cited = citedRules(fixture, groups)
    expect(cited).toEqual(["BASKET-6", missing])
    expect(cited.filter((id) => !rules.includes(id))).toEqual([missing])
  })
})

describe("comments cite nothing outside the repository", () => {
  // The project's own config; the fixtures are no files of the TypeScript project, so without type information.
  const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked })
  async function citations(filePath: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath })
    const messages = result?.messages ?? []
    expect(messages.filter((message) => message.fatal)).toEqual([])
    return messages.filter((message) => message.ruleId === "local/comment-citations")
  }

  test("the lint refuses the specification, issue numbers, outside guides and past rounds", async () => {
    const code = [
      "// spec §4: decrease clamps at 1",
      "/** the spec's message style */",
      "// fixed in issue 12",
      "// see DEVELOPERS.md, security by default",
      '// README "Speed", fourteenth round',
      "// (stack notes: PGlite is slow here)",
      "export const x = 1",
      "",
    ].join("\n")
    const messages = await citations("api/modules/fixture.ts", code)
    expect(messages.map((message) => message.line)).toEqual([1, 2, 3, 4, 5, 6])
    expect(messages[0]?.message).toMatch(/docs\/product-rules\.md/)
  })

  test("a JSX comment is held to the same rule", async () => {
    const code = "export const A = () => (\n  <p>\n    {/* spec §2: hidden on the home page */}\n  </p>\n)\n"
    expect(await citations("app/routes/fixture.tsx", code)).toHaveLength(1)
  })

  test("rule ids, decision records, files of the repository and public standards may be cited", async () => {
    const code = [
      "// BASKET-6: the decrease clamps at 1 (docs/decisions/009-basket-and-wishlist.md)",
      "// an unreadable date is ignored (RFC 9110 §13.1.3); one round trip less (decision 050)",
      "// docs/product-rules.md and bench/README.md say how",
      "export const x = 1",
      "",
    ].join("\n")
    expect(await citations("api/modules/fixture.ts", code)).toEqual([])
  })

  test("the shell, nginx and systemd files' comments cite nothing outside either", () => {
    expect(citationProblems("Several processes (issue 16)")).toHaveLength(1)
    const problems: string[] = []
    for (const file of files.filter((name) => !/\.(ts|tsx|js|mjs|cjs)$/.test(name))) {
      fs.readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          const comment = /(?:^|\s)#(?!!)(.*)$/.exec(line)?.[1]
          for (const problem of comment ? citationProblems(comment) : [])
            problems.push(`${path.relative(ROOT, file)}:${index + 1}: ${problem}`)
        })
    }
    expect(problems).toEqual([])
  })
})
