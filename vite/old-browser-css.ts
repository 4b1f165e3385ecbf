import postcss, { type AtRule, type Container, type Root, type Rule } from "postcss"
import type { Plugin } from "vite"

// What Lightning CSS leaves for the support policy's browsers (docs/decisions/069), finished on the built
// stylesheet: logical shorthands whose value is a custom property, and flex gap.

// `padding-inline: var(--space)` is Chrome 87 and Safari 14.1; Lightning CSS cannot split a value it
// cannot see. The theme's custom properties each hold one length, so one or two values split safely
// into the -start and -end longhands (Chrome 69, Safari 12.1).
const LOGICAL_SHORTHANDS = ["padding-inline", "padding-block", "margin-inline", "margin-block"]

/** Top-level words of a value: `0 var(--a, 1px)` is two */
function words(value: string): string[] {
  const out: string[] = []
  let depth = 0
  let current = ""
  for (const char of value.trim()) {
    if (char === "(") depth++
    if (char === ")") depth--
    if (/\s/.test(char) && depth === 0) {
      if (current) out.push(current)
      current = ""
    } else current += char
  }
  if (current) out.push(current)
  return out
}

export function expandLogicalShorthands(root: Root) {
  root.walkDecls((decl) => {
    if (!LOGICAL_SHORTHANDS.includes(decl.prop)) return
    const [start, end = start, ...rest] = words(decl.value)
    if (!start || rest.length) return
    const important = decl.important
    decl.cloneBefore({ prop: `${decl.prop}-start`, value: start, important })
    decl.cloneBefore({ prop: `${decl.prop}-end`, value: end, important })
    decl.remove()
  })
}

// Flex `gap` cannot be lowered (docs/decisions/069): Chrome and Edge 80-83 and Safari before 14.1 ignore
// it in flex layouts and the items touch ("SearchENWishlist…"). Each flex rule with a gap gets a
// margins fallback under a feature query that only those browsers fail: Chrome 84 unprefixed
// `appearance` in the release that brought flex gap, and Safari 14.1 and Firefox 72 (both with flex gap)
// brought `translate`. Every browser with flex gap passes one or the other, so none gets both.
export const WITHOUT_FLEX_GAP = "not ((translate:none) or (appearance:none))"

const FLEX = /^(inline-)?flex$/

function gaps(rule: Rule) {
  let row: string | undefined
  let column: string | undefined
  let display: string | undefined
  let direction: string | undefined
  let wrap: string | undefined
  rule.each((node) => {
    if (node.type !== "decl") return
    const value = node.value.trim()
    if (node.prop === "gap" || node.prop === "grid-gap") {
      const [first, second] = value.split(/\s+/)
      row = first
      column = second ?? first
    } else if (node.prop === "row-gap") row = value
    else if (node.prop === "column-gap") column = value
    else if (node.prop === "display") display = value
    else if (node.prop === "flex-direction") direction = value
    else if (node.prop === "flex-wrap") wrap = value
    else if (node.prop === "flex-flow") {
      direction = value.split(/\s+/).find((word) => word.startsWith("row") || word.startsWith("column"))
      wrap = value.split(/\s+/).find((word) => word.includes("wrap"))
    }
  })
  return { row, column, display, direction, wrap }
}

function insideSupports(node: Rule): boolean {
  for (
    let parent = node.parent as Container | undefined;
    parent;
    parent = parent.parent as Container | undefined
  )
    if (parent.type === "atrule" && (parent as AtRule).name === "supports") return true
  return false
}

/** Adds the margins fallback after every flex rule that sets a gap. */
export function addFlexGapFallback(root: Root) {
  // a selector made flex by one rule and given its gap by another (a media query's, say) counts as flex
  const flexSelectors = new Set<string>()
  root.walkRules((rule) => {
    if (FLEX.test(gaps(rule).display ?? ""))
      for (const selector of rule.selectors) flexSelectors.add(selector)
  })
  root.walkRules((rule) => {
    if (insideSupports(rule)) return
    const { row, column, display, direction, wrap } = gaps(rule)
    if (row === undefined && column === undefined) return
    const flex =
      display !== undefined
        ? FLEX.test(display)
          ? rule.selectors
          : []
        : rule.selectors.filter((selector) => flexSelectors.has(selector))
    if (flex.length === 0) return
    const declarations: [string, string][] = []
    if (direction?.startsWith("column")) {
      if (row && row !== "0") declarations.push(["margin-block-start", row])
      if (wrap && wrap !== "nowrap" && column && column !== "0")
        declarations.push(["margin-inline-end", column])
    } else if (wrap && wrap !== "nowrap") {
      // wrapped rows: each item keeps its distance after and below it (a little more room at the ends,
      // never a negative margin that could scroll a narrow screen sideways)
      if (column && column !== "0") declarations.push(["margin-inline-end", column])
      if (row && row !== "0") declarations.push(["margin-block-end", row])
    } else if (column && column !== "0") declarations.push(["margin-inline-start", column])
    if (declarations.length === 0) return
    const between = direction?.startsWith("column") || !(wrap && wrap !== "nowrap")
    // `:not(#_)` lifts the fallback over the items' own margins (a class's `margin: 0`), as a gap would be
    const selector = flex.map((selector) => `${selector}>*${between ? "+*" : ""}:not(#_)`).join(",")
    const fallback = postcss.atRule({ name: "supports", params: WITHOUT_FLEX_GAP })
    fallback.append(
      postcss.rule({ selector }).append(declarations.map(([prop, value]) => postcss.decl({ prop, value }))),
    )
    rule.after(fallback)
  })
}

// Lightning CSS writes a logical property for a left-to-right page as `x:not(:-webkit-any(:lang(ar),…))`
// (and -moz-any and :is twins): Chrome before 88 and Safari before 14 take a single simple selector in
// :not() and drop the rule, so `inset-inline-end` set nothing there. `:not(a):not(b)` says the same.
const NOT_ANY = /:not\(:(?:-webkit-any|-moz-any|is)\(([^()]*(?:\([^()]*\)[^()]*)*)\)\)/g

function splitList(list: string): string[] {
  const out: string[] = []
  let depth = 0
  let current = ""
  for (const char of list) {
    if (char === "(") depth++
    if (char === ")") depth--
    if (char === "," && depth === 0) {
      out.push(current.trim())
      current = ""
    } else current += char
  }
  out.push(current.trim())
  return out
}

export function notOfSimpleSelectors(root: Root) {
  root.walkRules((rule) => {
    const selector = rule.selector.replace(NOT_ANY, (whole, list: string) => {
      const items = splitList(list)
      // only simple selectors may stand alone in :not(); a compound or complex one stays as it was
      if (items.some((item) => /[\s>+~]|^$/.test(item.replace(/\([^()]*\)/g, "")))) return whole
      return items.map((item) => `:not(${item})`).join("")
    })
    if (selector === rule.selector) return
    // the three prefixed twins become one rule: keep the first
    const previous = rule.prev()
    if (
      previous?.type === "rule" &&
      previous.selector === selector &&
      previous.toString() === rule.clone({ selector }).toString()
    )
      rule.remove()
    else rule.selector = selector
  })
}

/** The built stylesheet, finished for the support policy's browsers. */
export function finishForOldBrowsers(css: string): string {
  const root = postcss.parse(css)
  expandLogicalShorthands(root)
  notOfSimpleSelectors(root)
  addFlexGapFallback(root)
  return root.toString()
}

export function oldBrowserCss(): Plugin {
  return {
    name: "old-browser-css",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle))
        if (file.type === "asset" && file.fileName.endsWith(".css") && typeof file.source === "string")
          file.source = finishForOldBrowsers(file.source)
    },
  }
}
