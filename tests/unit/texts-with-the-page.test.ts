import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { pathToFileURL } from "node:url"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { loadTextsOfPath } from "../../app/lib/i18n/texts-with-the-page"
import { type Texts, Translator } from "../../app/lib/i18n/translator"

// After a client navigation the page's namespaces are loaded beside its data, from the handles of the
// routes the path matches (app/lib/i18n/texts-with-the-page.ts). The route modules here are real modules
// on disk, imported by URL as the browser imports React Router's.
let folder: string
const moduleUrl = (name: string, source: string) => {
  const file = path.join(folder, `${name}.mjs`)
  fs.writeFileSync(file, source)
  return pathToFileURL(file).href
}

let manifest: { routes: Record<string, { module: string }> }
// the shape of React Router's routes: a root with a language segment, a home page, a basket page and a
// page whose handle names no namespace
const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", path: ":locale?", index: false },
      { id: "basket", path: ":locale?/basket" },
      { id: "plain", path: ":locale?/plain" },
    ],
  },
]

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "texts-with-the-page-"))
  manifest = {
    routes: {
      root: { module: moduleUrl("root", "export const handle = undefined\n") },
      home: { module: moduleUrl("home", 'export const handle = { i18n: ["home"] }\n') },
      // "no-such" is no namespace of the shop's: it is left out
      basket: {
        module: moduleUrl("basket", 'export const handle = { i18n: ["basket", "checkout", "no-such"] }\n'),
      },
      plain: { module: moduleUrl("plain", "export const handle = { breadcrumb: true }\n") },
    },
  }
})
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

/** A translator that brought "common" only, and records what it fetches. */
function translatorFetching() {
  const fetched: string[] = []
  const translator = new Translator("en", new Map([["common", {}]]), (namespace) => {
    fetched.push(namespace)
    return Promise.resolve({ title: `${namespace} texts` } satisfies Texts)
  })
  return { translator, fetched }
}

describe("texts with the page", () => {
  it("loads the namespaces of every route the path matches, once each", async () => {
    const { translator, fetched } = translatorFetching()
    const globals = { __reactRouterDataRouter: { routes }, __reactRouterManifest: manifest }
    await loadTextsOfPath("/en/basket", translator, globals)
    expect(fetched.sort()).toEqual(["basket", "checkout"])
    expect(translator.t("title", {}, "basket")).toBe("basket texts")
    // the same namespaces again: nothing fetched a second time
    await loadTextsOfPath("/fr/basket", translator, globals)
    await loadTextsOfPath("/en", translator, globals)
    expect(fetched.sort()).toEqual(["basket", "checkout", "home"])
  })

  it("loads nothing for a page without namespaces, or a path no route matches", async () => {
    const { translator, fetched } = translatorFetching()
    const globals = { __reactRouterDataRouter: { routes }, __reactRouterManifest: manifest }
    await loadTextsOfPath("/en/plain", translator, globals)
    await loadTextsOfPath("/en/no/such/page", translator, globals)
    expect(fetched).toEqual([])
  })

  it("leaves the texts to the page when React Router's router or manifest cannot be read", async () => {
    const { translator, fetched } = translatorFetching()
    await loadTextsOfPath("/en/basket", translator, {})
    await loadTextsOfPath("/en/basket", translator, { __reactRouterDataRouter: { routes } })
    expect(fetched).toEqual([])
  })
})
