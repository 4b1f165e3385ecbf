import fs from "node:fs"

import { describe, expect, test } from "vitest"

import {
  FALLBACK_LOCALE,
  isSupportedLocale,
  localeFromPathname,
  looksLikeLocale,
  SUPPORTED_LOCALES,
} from "#contract/locales"

type Tree = { [key: string]: string | Tree }
const keys = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object"
      ? keys(value, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, "")}`],
  )
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort()
const flatten = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object"
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, string]],
  )

describe("translations", () => {
  const languages = ["en", "fr", "nl", "de", "it", "es", "pt"]
  const namespaces = fs.readdirSync("locales/en").filter((file) => file.endsWith(".json"))

  test.each(namespaces)("%s has the same keys and placeholders in all seven languages", (file) => {
    const english = JSON.parse(fs.readFileSync(`locales/en/${file}`, "utf8")) as Tree
    const englishKeys = [...new Set(keys(english))].sort()
    const englishValues = new Map(flatten(english))
    for (const language of languages) {
      const tree = JSON.parse(fs.readFileSync(`locales/${language}/${file}`, "utf8")) as Tree
      expect([...new Set(keys(tree))].sort(), `${language}/${file}`).toEqual(englishKeys)
      for (const [key, value] of flatten(tree)) {
        expect(value.trim(), `${language}/${file} ${key}`).not.toBe("")
        const source = englishValues.get(key) ?? englishValues.get(key.replace(/_many$/, "_other"))
        if (source) expect(placeholders(value), `${language}/${file} ${key}`).toEqual(placeholders(source))
      }
    }
  })

  test("the menu labels are really translated", () => {
    const label = (language: string) =>
      JSON.parse(fs.readFileSync(`locales/${language}/common.json`, "utf8")).nav.basket
    expect(new Set(languages.map(label)).size).toBeGreaterThanOrEqual(6)
  })
})

describe("locales", () => {
  test("the supported list is en, fr, nl, de, it, es with en as fallback; pt has texts only", () => {
    expect(SUPPORTED_LOCALES).toEqual(["en", "fr", "nl", "de", "it", "es"])
    expect(FALLBACK_LOCALE).toBe("en")
    expect(isSupportedLocale("pt")).toBe(false)
  })

  test("the locale of a path is its first segment when supported", () => {
    expect(localeFromPathname("/fr/produits")).toBe("fr")
    expect(localeFromPathname("/pt/produtos")).toBeNull()
    expect(localeFromPathname("/contact")).toBeNull()
    expect(looksLikeLocale("ru")).toBe(true)
    expect(looksLikeLocale("contact")).toBe(false)
  })
})
