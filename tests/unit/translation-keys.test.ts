import fs from "node:fs"
import path from "node:path"

import { describe, expect, test } from "vitest"

// Every text key the app names literally, t("…"), exists in English (the other languages are held to
// English's keys by locales.test.ts). A key moved to another namespace and not renamed in the code
// would otherwise show its key on the page.
type Tree = { [key: string]: string | Tree }

const namespaces = new Map(
  fs
    .readdirSync("locales/en")
    .filter((file) => file.endsWith(".json"))
    .map((file) => [
      path.basename(file, ".json"),
      JSON.parse(fs.readFileSync(`locales/en/${file}`, "utf8")) as Tree,
    ]),
)

function has(namespace: string, key: string): boolean {
  let node: string | Tree | undefined = namespaces.get(namespace)
  const parts = key.split(".")
  const last = parts.pop()!
  for (const part of parts) node = typeof node === "object" ? node[part] : undefined
  if (typeof node !== "object") return false
  return [last, `${last}_one`, `${last}_other`].some((candidate) => typeof node[candidate] === "string")
}

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.css\.ts$/.test(entry.name) ? [file] : []
  })
}

describe("text keys named in the code", () => {
  const files = sourceFiles("app")

  test.each(files)("%s names only keys that exist", (file) => {
    const code = fs.readFileSync(file, "utf8")
    // namespaces the file asks for besides "common": useTranslation("orders"), usePageTexts("terms")
    const own = [...code.matchAll(/use(?:Translation|PageTexts)\("([\w-]+)"\)/g)].map((match) => match[1]!)
    const missing: string[] = []
    for (const [, key] of code.matchAll(/\bt\(\s*"([^"]+)"/g)) {
      const prefixed = /^([\w-]+):([\w.-]+)$/.exec(key!)
      const found = prefixed
        ? has(prefixed[1]!, prefixed[2]!)
        : ["common", ...own].some((namespace) => has(namespace, key!))
      if (!found) missing.push(key!)
    }
    expect(missing).toEqual([])
  })

  test("the check sees keys at all", () => {
    const keys = files.flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(/\bt\(\s*"([^"]+)"/g)])
    expect(keys.length).toBeGreaterThan(300)
  })
})
