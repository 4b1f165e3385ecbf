import type { Locale } from "#contract/locales"

import * as css from "../../components/header.css"
import type { Translator } from "../i18n/translator"
import type { MenuLink } from "../session/root-data"
import type { Menu } from "./menu"
import { keptPerMenuAndLocale, menuLinks } from "./menu-links.server"

// The mega menu's categories as HTML (decision 055): the markup the header rendered with React, written
// once per menu tree and language (keptPerMenuAndLocale), so that no page renders its ~400 elements or
// sends the tree in its data. The translator is the language's, the same for every page of it.
export const menuMarkup = keptPerMenuAndLocale((menu: Menu, locale: Locale, translator: Translator): string =>
  menuLinks(menu, locale)
    .map((category) => categoryMarkup(category, translator))
    .join(""),
)

const ESCAPED: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
}
/** Text and attribute values escaped as React escapes them: the five characters HTML gives meaning to. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPED[char]!)

const link = (item: MenuLink, className?: string) =>
  `<a href="${escapeHtml(item.href)}"${className ? ` class="${className}"` : ""}>${escapeHtml(item.name)}</a>`

function categoryMarkup(category: MenuLink, translator: Translator): string {
  if (!category.children.length) return `<li class="${css.megaItem}">${link(category, css.megaCategory)}</li>`
  const label = translator.t("nav.rangesOf", { category: category.name })
  const ranges = category.children
    .map((range) => {
      const subranges = range.children.length
        ? `<ul>${range.children.map((subrange) => `<li>${link(subrange)}</li>`).join("")}</ul>`
        : ""
      return `<li>${link(range)}${subranges}</li>`
    })
    .join("")
  // one category open at a time on phones (name), so the list stays short
  return (
    `<li class="${css.megaItem}">${link(category, css.megaCategory)}` +
    `<details class="${css.ranges}" name="menu-category"><summary class="${css.rangesToggle}">` +
    `<span class="visually-hidden">${escapeHtml(label)}</span></summary><ul>${ranges}</ul></details></li>`
  )
}
