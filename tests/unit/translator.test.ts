import fs from "node:fs"
import path from "node:path"

import { createInstance, type i18n } from "i18next"
import { beforeAll, describe, expect, it } from "vitest"

import { LOCALES_WITH_TEXTS } from "#contract/locales"

import { PAGE_NAMESPACES } from "../../app/lib/i18n/namespaces"
import { type Texts, Translator } from "../../app/lib/i18n/translator"

// The pages' translator must answer exactly as i18next (which loaders and actions use) for every text of
// every language: plurals, values, namespaces, defaults and missing keys.
const NAMESPACES = ["common", ...PAGE_NAMESPACES]
const read = (locale: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join("locales", locale, `${namespace}.json`), "utf8")) as Texts

const resources = Object.fromEntries(
  LOCALES_WITH_TEXTS.map((locale) => [
    locale,
    Object.fromEntries(NAMESPACES.map((namespace) => [namespace, read(locale, namespace)])),
  ]),
)

function leafKeys(tree: Texts, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : leafKeys(value, `${prefix}${key}.`),
  )
}

let i18next: i18n
beforeAll(async () => {
  i18next = createInstance({
    resources,
    defaultNS: "common",
    ns: NAMESPACES,
    interpolation: { escapeValue: false },
  })
  await i18next.init()
})

const translatorOf = (locale: string) => new Translator(locale, new Map(Object.entries(resources[locale]!)))

describe.each(LOCALES_WITH_TEXTS)("the pages' translator in %s", (locale) => {
  it("gives i18next's answer for every key, with and without counts and values", () => {
    const translator = translatorOf(locale)
    let compared = 0
    for (const namespace of NAMESPACES) {
      const i18nextT = i18next.getFixedT(locale, namespace) as unknown as (
        key: string,
        options: object,
      ) => string
      for (const leaf of leafKeys(resources[locale]![namespace]!)) {
        const key = leaf.replace(/_(zero|one|two|few|many|other)$/, "")
        const text = String(i18next.getResource(locale, namespace, leaf))
        const values = Object.fromEntries(
          [...text.matchAll(/{{\s*([^{}\s]+)\s*}}/g)].map((match) => [match[1], `«${match[1]}»`]),
        )
        for (const options of [{}, values, ...[0, 1, 2, 5, 21].map((count) => ({ ...values, count }))]) {
          expect(
            translator.t(key, options, namespace),
            `${namespace}:${key} ${JSON.stringify(options)}`,
          ).toBe(i18nextT(key, options))
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(1000)
  })

  it("reads a namespace prefix, falls back to the default value or the key, and knows what exists", () => {
    const translator = translatorOf(locale)
    const t = i18next.getFixedT(locale, "common") as unknown as (key: string, options: object) => string
    const cases: [string, Record<string, unknown>][] = [
      ["orders:invoices.title", {}],
      ["checkout:confirmation.title", {}],
      ["no.such.key", {}],
      ["orders:no.such.key", {}],
      ["no.such.key", { defaultValue: "Fallback {{x}}", x: 3 }],
      ["Error: please try later.", {}],
      ["skipLink", { unused: 1 }],
    ]
    for (const [key, options] of cases) expect(translator.t(key, options), key).toBe(t(key, options))
    for (const key of [
      "skipLink",
      "orders:invoices.title",
      "no.such.key",
      "Invalid form token, please reload.",
    ])
      expect(translator.exists(key), key).toBe(i18next.exists(key, { lng: locale }))
  })
})

describe("the pages' translator", () => {
  it("leaves a value it was not given as i18next does", () => {
    const translator = translatorOf("en")
    const key = "language.current"
    expect(translator.t(key)).toBe(i18next.getFixedT("en")(key))
  })

  it("loads a namespace the page did not bring once, then answers from it", async () => {
    let fetched = 0
    const translator = new Translator("en", new Map([["common", resources.en!.common!]]), (namespace) => {
      fetched++
      return Promise.resolve(resources.en![namespace]!)
    })
    expect(translator.hasNamespace("orders")).toBe(false)
    await Promise.all([translator.load("orders"), translator.load("orders")])
    expect(fetched).toBe(1)
    expect(translator.t("invoices.title", {}, "orders")).toBe(
      i18next.getFixedT("en", "orders")("invoices.title"),
    )
  })
})
