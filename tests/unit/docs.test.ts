import fs from "node:fs"
import path from "node:path"

import { describe, expect, test } from "vitest"

// The README is a newcomer's guide that leads to the topic documents; the documents say how the shop is
// today. Several people add to them at once, so what keeps them a guide is checked here: the README's
// length, the documents its tour must lead to, and that no relative link of the README, docs/ or bench/
// leads nowhere.

const ROOT = path.resolve(import.meta.dirname, "../..")
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8")

function markdownFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? markdownFiles(path.join(folder, entry.name))
        : entry.name.endsWith(".md")
          ? [path.join(folder, entry.name)]
          : [],
    )
}

describe("the README and the documents it leads to", () => {
  test("the README stays under 500 lines", () => {
    expect(read("README.md").split("\n").length).toBeLessThan(500)
  })

  test("its tour of the folders links the topic documents, the decisions' index and the bench's", () => {
    const readme = read("README.md")
    const tour = readme.slice(
      readme.indexOf("## A tour of the folders"),
      readme.indexOf("\n## ", readme.indexOf("## A tour of the folders") + 1),
    )
    for (const document of [
      "bench/README.md",
      "bench/history.md",
      "docs/performance.md",
      "docs/decisions/README.md",
      "docs/product-rules.md",
    ]) {
      expect(tour, document).toContain(`](${document})`)
    }
  })

  test("every relative link of the README, docs/ and bench/ leads to a file of the repository", () => {
    const broken: string[] = []
    for (const file of ["README.md", ...markdownFiles("docs"), ...markdownFiles("bench")]) {
      for (const [, link] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(link!) || link!.startsWith("#")) continue
        const target = path.join(ROOT, path.dirname(file), link!.split("#")[0]!)
        if (!fs.existsSync(target)) broken.push(`${file}: ${link}`)
      }
    }
    expect(broken).toEqual([])
  })
})
