// A comment may point a reader at what this repository holds (a rule id of docs/product-rules.md, a
// decision record, a file), never at what a maintainer of it does not have: the product specification's
// sections, the team's issue numbers, guides kept elsewhere, or the rounds of past work. The ESLint rule
// below applies it to every JavaScript and TypeScript file; `citationProblems` is the same check for the
// shell, nginx and systemd files (tests/unit/product-rules.test.ts runs it on them).
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const SKIPPED_FOLDERS = new Set([
  "node_modules",
  ".git",
  "build",
  ".react-router",
  ".generated",
  ".tmp",
  "data",
  "test-results",
  "playwright-report",
])

/** The repository's Markdown files, as paths from its root. */
function markdownFiles(folder = ROOT, found = []) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) markdownFiles(path.join(folder, entry.name), found)
    } else if (entry.name.endsWith(".md")) {
      found.push(path.relative(ROOT, path.join(folder, entry.name)).split(path.sep).join("/"))
    }
  }
  return found
}

let knownDocuments
/** Whether a Markdown path a comment names is a file of this repository (by its whole path or its tail). */
function isOwnDocument(name) {
  knownDocuments ??= markdownFiles()
  const wanted = name.replace(/^\.?\//, "")
  return knownDocuments.some((file) => file === wanted || file.endsWith(`/${wanted}`))
}

// A section sign after a public standard's name is a citation anyone can follow: "RFC 9110 §13.1.3".
const STANDARD_SECTION = /\bRFC\s*\d+\s*§\s*[\d.]+/gi
const ORDINAL =
  "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|\\d+(?:st|nd|rd|th)"

const CHECKS = [
  {
    pattern: /§|\bspec(?:'s|'d)?\b/i,
    message:
      "cites the product specification, which is not in this repository: name the rule's id from docs/product-rules.md, or say the rule in words",
  },
  {
    pattern: /\bissues?\s*#?\d+/i,
    message:
      "cites an issue number: say in words why the code is so, or link the decision record (docs/decisions/) that says it",
  },
  {
    pattern: new RegExp(`\\b(?:${ORDINAL})\\s+round\\b(?!\\s+trip)`, "i"),
    message:
      "cites a round of past work: say how the code is today; history belongs in docs/decisions/ and bench/history.md",
  },
  {
    pattern: /\bstack[- ]notes\b|\bdesign card\b|\bdone means\b|\bthe brief\b/i,
    message:
      "cites a guide that is not in this repository: say the reason in words, or link a document under docs/",
  },
]

const MARKDOWN_NAME = /(?:[\w.-]+\/)*[\w.-]+\.md\b/g

/** What is wrong with one comment's text: a list of messages, empty when it cites nothing outside. */
export function citationProblems(text) {
  const problems = []
  const withoutStandards = text.replace(STANDARD_SECTION, "")
  for (const check of CHECKS) {
    const match = check.pattern.exec(withoutStandards)
    if (match) problems.push(`"${match[0]}" ${check.message}`)
  }
  for (const [name] of text.matchAll(MARKDOWN_NAME)) {
    if (!isOwnDocument(name)) problems.push(`"${name}" is not a document of this repository`)
  }
  return problems
}

/** @type {import("eslint").Rule.RuleModule} */
export const commentCitations = {
  meta: {
    type: "suggestion",
    docs: {
      description:
        "comments cite rule ids, decision records and files of this repository, not the specification, issues or outside guides",
    },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          for (const problem of citationProblems(comment.value)) {
            context.report({ loc: comment.loc, message: `Comment ${problem}.` })
          }
        }
      },
    }
  },
}

export default { rules: { "comment-citations": commentCitations } }
