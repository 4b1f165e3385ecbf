import fs from "node:fs"
import path from "node:path"

import ts from "typescript"
import { describe, expect, test } from "vitest"

import { productCodeFiles, ROOT } from "../support/code-files"

// A function of 120 lines or more does more than one thing; it is split by what its parts do (sub-components,
// hooks, pure helpers), as files are kept under 400 lines (decision 114). The same folders as
// file-sizes.test.ts are walked, with the TypeScript compiler's own parser: function declarations and
// expressions, arrow functions and methods. Tests are not counted (a suite's callback lists its cases).

const LIMIT = 120

/** Code read as a whole, never stepped through: one page drawn top to bottom, or the demo data written out. */
const EXEMPT_FILES: Record<string, string> = {
  "api/modules/offers/offer-pdf.ts": "PDF drawing code: the offer's page, drawn top to bottom",
  "api/modules/orders/invoice-pdf.ts": "PDF drawing code: the invoice's page, drawn top to bottom",
  "api/modules/catalog/technical-document-drawings.ts": "PDF drawing code: the technical documents' figures",
  "api/modules/catalog/technical-document-diagrams.ts":
    "PDF drawing code: the exploded view and wiring diagram",
}
const EXEMPT_FOLDERS: Record<string, string> = {
  "api/db/seed/": "seed data: the demo catalogue, partners and files, written out",
}

/**
 * Over the limit today, being split: "file:function". A function leaves this list when it is split, and
 * the test below fails when a listed one is already under the limit, so that the list only shrinks.
 */
const NOT_YET_SPLIT: string[] = []

/** A function's name as a reader finds it: its own, or the variable, property or method it is assigned to. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText()
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText()
  return "(anonymous)"
}

/** Every function of the file with its length in lines, from its first line to its last. */
function functionsOf(file: string): { file: string; name: string; lines: number }[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8")
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const line = (position: number) => source.getLineAndCharacterOfPosition(position).line
  const found: { file: string; name: string; lines: number }[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node)
    )
      found.push({ file, name: nameOf(node), lines: line(node.getEnd()) - line(node.getStart()) + 1 })
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const exempt = (file: string) =>
  file in EXEMPT_FILES || Object.keys(EXEMPT_FOLDERS).some((folder) => file.startsWith(folder))

const long = productCodeFiles()
  .flatMap(functionsOf)
  .filter((fn) => fn.lines >= LIMIT)

describe("functions stay short enough to read", () => {
  test(`no function is ${LIMIT} lines or more but in the PDF drawing code and the seed data`, () => {
    const over = long
      .filter((fn) => !exempt(fn.file) && !NOT_YET_SPLIT.includes(`${fn.file}:${fn.name}`))
      .map((fn) => `${fn.file}:${fn.name}: ${fn.lines} lines`)
    expect(over).toEqual([])
  })

  test("every function listed as over the limit still is, and every exempt place still needs it", () => {
    const stale = [
      ...NOT_YET_SPLIT.filter((listed) => !long.some((fn) => `${fn.file}:${fn.name}` === listed)),
      ...[...Object.keys(EXEMPT_FILES), ...Object.keys(EXEMPT_FOLDERS)].filter(
        (place) =>
          !long.some((fn) => fn.file === place || (place.endsWith("/") && fn.file.startsWith(place))),
      ),
    ]
    expect(stale).toEqual([])
  })
})
