import { describe, expect, test } from "vitest"

import {
  buildMenu,
  itemHref,
  type MenuSource as MenuTreesDocument,
  resolveListPath,
} from "../../app/lib/shop/menu"
import { alternatePaths } from "../../app/lib/urls/alternates"

const names = (en: string, fr: string, de: string) => ({
  en: { name: en, slug: en.toLowerCase() },
  fr: { name: fr, slug: fr.toLowerCase() },
  nl: { name: en, slug: `${en.toLowerCase()}-nl` },
  de: { name: de, slug: de.toLowerCase() },
  it: { name: en, slug: `${en.toLowerCase()}-it` },
  es: { name: en, slug: `${en.toLowerCase()}-es` },
})
const item = (type: string, id: string, n: ReturnType<typeof names>) => ({
  type,
  id,
  attributes: { position: 0, visibility: "all" as const, ...n },
})

const document: MenuTreesDocument = {
  data: {
    type: "menu-trees",
    id: "main",
    attributes: {
      tree: [
        {
          id: "1",
          type: "product-categories",
          children: [
            {
              id: "2",
              type: "product-ranges",
              children: [{ id: "3", type: "product-subranges", children: [] }],
            },
          ],
        },
        {
          id: "4",
          type: "product-categories",
          children: [{ id: "5", type: "product-ranges", children: [] }],
        },
      ],
      families: [],
      lines: [],
      eprel_classes: [],
    },
  },
  included: [
    item("product-categories", "1", names("Cooking", "Cuisson", "Kochen")),
    item("product-ranges", "2", names("Ovens", "Fours", "Backofen")),
    item("product-subranges", "3", names("Combi", "Mixtes", "Kombi")),
    item("product-categories", "4", names("Refrigeration", "Froid", "Kuehlung")),
    item("product-ranges", "5", names("Cabinets", "Armoires", "Schraenke")),
  ],
}

describe("listing path validity (CAT-3, CAT-4)", () => {
  const menu = buildMenu(document)

  test("a known category, range and subrange of the language is valid", () => {
    const selection = resolveListPath(menu, "fr", { category: "cuisson", range: "fours", subrange: "mixtes" })
    expect(selection?.subrange?.id).toBe("3")
  })

  test("slugs of another language, unknown slugs and combinations outside the tree are not", () => {
    expect(resolveListPath(menu, "fr", { category: "cooking" })).toBeNull()
    expect(resolveListPath(menu, "en", { category: "cooking", range: "cabinets" })).toBeNull()
    expect(resolveListPath(menu, "en", { category: "nope" })).toBeNull()
    expect(resolveListPath(menu, "en", { category: "cooking", range: "ovens", subrange: "nope" })).toBeNull()
  })

  test("the special lists and 'all' are always accepted, with any known range", () => {
    expect(resolveListPath(menu, "en", { category: "promo" })?.category).toBe("promo")
    expect(resolveListPath(menu, "en", { category: "good-deals" })?.category).toBe("goodDeals")
    expect(resolveListPath(menu, "en", { category: "hit-parade" })?.category).toBe("hitParade")
    expect(resolveListPath(menu, "en", { category: "new" })?.category).toBe("new")
    expect(resolveListPath(menu, "en", { category: "all", range: "cabinets" })?.range?.id).toBe("5")
  })

  test("links of menu items carry the slugs of the language", () => {
    const combi = menu.byId.get("subrange:3")!
    expect(itemHref(combi, "de")).toBe("/de/produkte/kochen/backofen/kombi")
  })
})

describe("language switch (LANG-7)", () => {
  const menu = buildMenu(document)

  test("a list page maps its menu path to the new language and keeps the query", () => {
    const alternates = alternatePaths(menu, "en", "/en/products/cooking/ovens", "?page=2")
    expect(alternates.fr).toBe("/fr/produits/cuisson/fours?page=2")
    expect(alternates.de).toBe("/de/produkte/kochen/backofen?page=2")
  })

  test("a content page maps to its own route words; an unknown page to the home page", () => {
    expect(alternatePaths(menu, "en", "/en/company-info").nl).toMatch(/^\/nl\/[a-z-]+$/)
    expect(alternatePaths(menu, "en", "/en/company-info").nl).not.toBe("/nl/company-info")
    expect(alternatePaths(menu, "en", "/en/whatever").fr).toBe("/fr")
  })
})
