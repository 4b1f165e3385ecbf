import fs from "node:fs"
import path from "node:path"

import { describe, expect, test } from "vitest"

import { productCodeFiles, ROOT } from "../support/code-files"

// A code file over 400 lines holds more than one thing to understand; it is split by what its parts do
// (decision 114). The folders of the product's code are walked here; tests are not (a suite of one
// behaviour grows long by listing its cases). A file may pass the limit only if it is listed below.

const LIMIT = 400

/** Data, not logic: tables, texts and example documents, read as a whole and never stepped through. */
const DATA_FILES: Record<string, string> = {
  "api/db/seed/vocabulary.ts": "the demo catalogue's words in seven languages",
  "api/db/seed/content-texts.ts": "the demo content pages' texts in seven languages",
  "api/modules/catalog/technical-document-texts.ts": "the technical documents' texts in seven languages",
  "api/modules/orders/be-postal-towns.ts": "the table of Belgian postal codes and towns",
  "contract/examples/catalog.ts": "example documents of the catalogue's operations (OpenAPI)",
  "contract/examples/orders.ts": "example documents of the orders' operations (OpenAPI)",
}

/**
 * Over the limit today, to be split: a file leaves this list when it is split, and the test below fails
 * when a listed file is already under the limit, so that the list only shrinks.
 */
const NOT_YET_SPLIT: string[] = []

const lineCount = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8").split("\n").length - 1

const sizes = new Map(productCodeFiles().map((file) => [file, lineCount(file)] as const))

describe("code files stay small enough to read", () => {
  test(`no code file is over ${LIMIT} lines but the listed data files`, () => {
    const over = [...sizes]
      .filter(([file, lines]) => lines > LIMIT && !(file in DATA_FILES) && !NOT_YET_SPLIT.includes(file))
      .map(([file, lines]) => `${file}: ${lines} lines`)
    expect(over).toEqual([])
  })

  test("every file listed as over the limit still is, and still exists", () => {
    const listed = [...Object.keys(DATA_FILES), ...NOT_YET_SPLIT]
    const stale = listed.filter((file) => (sizes.get(file) ?? 0) <= LIMIT)
    expect(stale).toEqual([])
  })
})
