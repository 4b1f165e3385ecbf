import { createElement as h } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, test, vi } from "vitest"

import { Translator } from "../../app/lib/i18n/translator"
import type { MenuLink } from "../../app/lib/session/root-data"
import { buildMenu, type MenuSource } from "../../app/lib/shop/menu"
import { menuLinks } from "../../app/lib/shop/menu-links.server"
import { menuMarkup } from "../../app/lib/shop/menu-markup.server"

// vanilla-extract's class names need its compiler, which the unit tests run without
vi.mock("../../app/components/header.css", () => ({
  megaItem: "item",
  megaCategory: "category",
  ranges: "ranges",
  rangesToggle: "toggle",
}))

const names = (en: string) => ({
  en: { name: en, slug: en.toLowerCase().replace(/[^a-z]+/g, "-") },
  fr: { name: `${en} (fr)`, slug: `${en.toLowerCase().replace(/[^a-z]+/g, "-")}-fr` },
})
const node = (type: string, id: string, children: MenuSource["data"]["attributes"]["tree"] = []) => ({
  id,
  type,
  children,
})
const source: MenuSource = {
  data: {
    type: "menu-trees",
    id: "main",
    attributes: {
      tree: [
        node("product-categories", "1", [
          node("product-ranges", "2", [node("product-subranges", "3")]),
          node("product-ranges", "4"),
        ]),
        node("product-categories", "5"),
      ],
      families: [],
      lines: [],
      eprel_classes: [],
    },
  },
  included: [
    { type: "product-categories", id: "1", attributes: names(`Tom & Jerry's "<Cooking>"`) },
    { type: "product-ranges", id: "2", attributes: names("Ovens") },
    { type: "product-subranges", id: "3", attributes: names("Combi <ovens>") },
    { type: "product-ranges", id: "4", attributes: names("Hobs") },
    { type: "product-categories", id: "5", attributes: names("Spare parts & more") },
  ],
}

const translator = new Translator(
  "en",
  new Map([["common", { nav: { rangesOf: "Ranges of {{category}}" } }]]),
)

/** The categories as the header rendered them with React before decision 055: the reference. */
function reactMarkup(links: MenuLink[]) {
  return renderToStaticMarkup(
    h(
      "ul",
      null,
      links.map((category) =>
        h(
          "li",
          { key: category.id, className: "item" },
          h("a", { href: category.href, className: "category" }, category.name),
          category.children.length
            ? h(
                "details",
                { className: "ranges", name: "menu-category" },
                h(
                  "summary",
                  { className: "toggle" },
                  h("span", { className: "visually-hidden" }, `Ranges of ${category.name}`),
                ),
                h(
                  "ul",
                  null,
                  category.children.map((range) =>
                    h(
                      "li",
                      { key: range.id },
                      h("a", { href: range.href }, range.name),
                      range.children.length
                        ? h(
                            "ul",
                            null,
                            range.children.map((subrange) =>
                              h("li", { key: subrange.id }, h("a", { href: subrange.href }, subrange.name)),
                            ),
                          )
                        : null,
                    ),
                  ),
                ),
              )
            : null,
        ),
      ),
    ),
  )
}

describe("the mega menu's categories as markup (decision 055)", () => {
  const menu = buildMenu(source)

  test("is what React renders for the same links, every text and address escaped", () => {
    const markup = menuMarkup(menu, "en", translator)
    expect(`<ul>${markup}</ul>`).toBe(reactMarkup(menuLinks(menu, "en")))
    expect(markup).toContain("Tom &amp; Jerry&#x27;s &quot;&lt;Cooking&gt;&quot;")
    expect(markup).toContain("Combi &lt;ovens&gt;")
    expect(markup).not.toContain("<ovens>")
  })

  test("is written once per menu tree and language", () => {
    const english = menuMarkup(menu, "en", translator)
    expect(menuMarkup(menu, "en", translator)).toBe(english)
    const french = menuMarkup(menu, "fr", new Translator("fr", new Map()))
    expect(french).toContain("(fr)")
    expect(french).not.toBe(english)
    // a new tree (the menu cache's next one) gets its own markup
    const renamed = buildMenu({
      ...source,
      included: source.included.map((item) =>
        item.id === "4" ? { ...item, attributes: names("Griddles") } : item,
      ),
    })
    expect(menuMarkup(renamed, "en", translator)).toContain("Griddles")
  })
})
