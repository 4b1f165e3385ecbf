import fs from "node:fs"
import path from "node:path"

import { describe, expect, test } from "vitest"

import { LOCALES_WITH_TEXTS, SUPPORTED_LOCALES } from "#contract/locales"

import { localizedPath, type PageName, pageOfPath, PAGES } from "../../app/lib/urls/pages"
import { ROUTE_WORDS } from "../../app/lib/urls/route-words"
import routes from "../../app/routes"

describe("route words", () => {
  test("every language has every route word of English, as a URL-safe word", () => {
    const englishKeys = Object.keys(ROUTE_WORDS.en).sort()
    for (const locale of LOCALES_WITH_TEXTS) {
      expect(Object.keys(ROUTE_WORDS[locale]).sort(), locale).toEqual(englishKeys)
      for (const word of Object.values(ROUTE_WORDS[locale])) expect(word).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })

  test("the words of the first path segment never collide within a language", () => {
    for (const locale of LOCALES_WITH_TEXTS) {
      const patterns = (Object.keys(PAGES) as PageName[])
        // pages nested in another (the account area) share their parent's first word by design
        .filter((page) => !("parent" in PAGES[page]))
        .map((page) => PAGES[page].pattern(ROUTE_WORDS[locale]))
      const firstSegments = patterns
        // so do pages below another page's path (submit-order/{view}, my-account/my-invoices/{id})
        .filter((pattern) => !patterns.some((other) => other && pattern.startsWith(`${other}/`)))
        .map((pattern) => pattern.split("/")[0])
        .filter(Boolean)
      expect(new Set(firstSegments).size, locale).toBe(firstSegments.length)
    }
  })

  test("the content pages use each language's own words", () => {
    expect(localizedPath("en", "companyInfo")).toBe("/en/company-info")
    expect(localizedPath("fr", "productList")).toBe("/fr/produits")
    expect(localizedPath("nl", "productList")).toBe("/nl/producten")
    expect(localizedPath("de", "productList")).toBe("/de/produkte")
    expect(localizedPath("fr", "myAccount")).toBe("/fr/mon-compte")
    const companyInfo = SUPPORTED_LOCALES.map((locale) => localizedPath(locale, "companyInfo"))
    expect(new Set(companyInfo).size).toBe(SUPPORTED_LOCALES.length)
  })
})

describe("localizedPath and pageOfPath", () => {
  test("optional parameters are left out from the end", () => {
    expect(localizedPath("en", "productList", { category: "cooking" })).toBe("/en/products/cooking")
    expect(
      localizedPath("en", "productList", { category: "cooking", range: "ovens", subrange: "combi" }),
    ).toBe("/en/products/cooking/ovens/combi")
    expect(localizedPath("en", "home")).toBe("/en")
  })

  test("a path is read back into its page and parameters", () => {
    expect(pageOfPath("fr", "/fr/produits/cuisson/fours")).toEqual({
      page: "productList",
      params: { category: "cuisson", range: "fours", subrange: undefined },
    })
    expect(pageOfPath("de", localizedPath("de", "faq"))).toEqual({ page: "faq", params: {} })
    expect(pageOfPath("en", "/en")).toEqual({ page: "home", params: {} })
    expect(pageOfPath("en", "/en/no-such-page")).toBeNull()
    expect(pageOfPath("en", "/fr/faq")).toBeNull()
  })
})

describe("route table (app/routes.ts)", () => {
  type Entry = { path?: string; id?: string; index?: boolean; file: string; children?: Entry[] }
  // nested pages (the account area) sit in their parent's children
  const flatten = (entries: Entry[]): Entry[] =>
    entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])])
  const flat = flatten(routes)

  test("each mounted page exists once per supported language, with a not-found route per language", () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const name of Object.keys(PAGES)) {
        const mounted = flat.filter((route) => route.id === `${locale}:${name}`)
        expect(mounted.length, `${locale}:${name}`).toBe(1)
      }
      expect(flat.some((route) => route.path === `${locale}/*`)).toBe(true)
    }
  })

  test("every mounted module exists", () => {
    for (const route of flat) expect(fs.existsSync(path.join("app", route.file)), route.file).toBe(true)
  })

  test("paths are unique", () => {
    // each page's whole path (a nested one's joined to its parents'); a layout without a path adds none
    const whole = (entries: Entry[], base: string): string[] =>
      entries.flatMap((entry) => {
        const full = entry.path ? (base ? `${base}/${entry.path}` : entry.path) : base
        const own = entry.index ? [`${full}(index)`] : entry.path ? [full] : []
        return [...own, ...whole(entry.children ?? [], full)]
      })
    const paths = whole(routes, "")
    expect(new Set(paths).size).toBe(paths.length)
  })
})
