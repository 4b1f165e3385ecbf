// `npm run lint:css`: the shop's built stylesheet, checked against the browsers of package.json's
// browserslist (docs/decisions/069). caniuse's data, through doiuse, names what a browser of the policy
// lacks; Lightning CSS has lowered what it could in the build, so what is left must be either guarded (in
// an @supports rule, or followed by the flex gap fallback) or a known enhancement that an old browser skips
// harmlessly. Anything else fails: a newer feature slipped in without a fallback.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

import browserslist from "browserslist"
import doiuse from "doiuse"
import { browserslistToTargets, transform } from "lightningcss"
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from "postcss"

import { finishForOldBrowsers, WITHOUT_FLEX_GAP } from "../vite/old-browser-css"

export interface CssProblem {
  feature: string
  /** the rule's selector or the at-rule, as written in the stylesheet */
  where: string
  message: string
}

// Enhancements a browser without them skips without harm, each for its reason.
const HARMLESS: Record<string, string> = {
  // `@media (scripting: none)`: where the media feature is unknown, the rule does not apply and the
  // page keeps the look it has with scripts, which works (no script-only control is hidden by it)
  "css-media-scripting": "the scripted look stays",
  "css-touch-action": "a hint to touch screens; scrolling works without it",
  "css-resize": "a text area keeps its size",
  "css3-cursors": "touch screens show no cursor",
  "extended-system-fonts": "the next font of the list is used",
  "css-overscroll-behavior": "the page may scroll along with an overlay: nothing is hidden",
  "css-content-visibility": "::details-content and rendering hints: content stays visible",
}

// Selectors an old browser does not know: the whole rule is dropped there. Fine when every selector of
// the rule needs the feature (an enhancement), wrong when the list also holds selectors the browser knows
// (they go with it: the phone menu's `:target, [data-open], :has(:target)`).
const SELECTOR_FEATURES: Record<string, RegExp> = {
  "css-has": /:has\(/,
  "css-focus-visible": /:focus-visible/,
}

const LOGICAL_SHORTHANDS = /^(inset(-inline|-block)?(-start|-end)?|(padding|margin)-(inline|block))$/

// A simple selector, the only kind Chrome before 88 and Safari before 14 take in :not()
const SIMPLE = /^(\*|[a-zA-Z][\w-]*|\.[\w-]+|#[\w-]+|\[[^\]]+\]|:[\w-]+(\([^()]*\))?)$/

/** The arguments of every :not() of a selector */
function notArguments(selector: string): string[] {
  const out: string[] = []
  for (let at = selector.indexOf(":not("); at >= 0; at = selector.indexOf(":not(", at + 1)) {
    let depth = 0
    for (let index = at + 4; index < selector.length; index++) {
      if (selector[index] === "(") depth++
      if (selector[index] === ")" && --depth === 0) {
        out.push(selector.slice(at + 5, index).trim())
        break
      }
    }
  }
  return out
}

function enclosing(node: ChildNode, name: string): AtRule | undefined {
  for (let parent = node.parent; parent; parent = parent.parent as Container | undefined)
    if (parent.type === "atrule" && (parent as AtRule).name === name) return parent as AtRule
  return undefined
}

function ruleOf(node: ChildNode): Rule | undefined {
  if (node.type === "rule") return node
  return node.parent?.type === "rule" ? (node.parent as Rule) : undefined
}

function describe(node: ChildNode): string {
  const rule = ruleOf(node)
  if (rule) return rule.selector
  return node.type === "atrule" ? `@${node.name} ${node.params}` : node.toString()
}

/** What the build does to a stylesheet: Lightning CSS for the browserslist's browsers, then vite/old-browser-css.ts. */
export function lowerForBrowsers(css: string, browsers = browserslist()): string {
  const { code } = transform({
    filename: "style.css",
    code: Buffer.from(css),
    targets: browserslistToTargets(browsers),
    minify: true,
  })
  return finishForOldBrowsers(code.toString())
}

/** What the browsers of `browsers` lack in `css` (a built stylesheet) without a fallback. */
export async function unsupportedCss(css: string, browsers = browserslist()): Promise<CssProblem[]> {
  const problems: CssProblem[] = []
  const root = postcss.parse(css, { from: "style.css" })

  // aspect-ratio, inset and the logical shorthands are not in doiuse's list. Lightning CSS and
  // vite/old-browser-css.ts lower the others, so one left over was never lowered. aspect-ratio cannot be: it needs a fallback for the same element under
  // `@supports not (aspect-ratio…)`, unless the element is a picture sized by its own proportions
  // (`height: auto`: its width and height attributes hold the ratio).
  const ratioFallbacks = new Set<string>()
  root.walkAtRules("supports", (rule) => {
    if (!/not\s*\(\s*aspect-ratio/.test(rule.params)) return
    rule.walkRules((inner) => inner.selectors.forEach((selector) => ratioFallbacks.add(selector)))
  })
  const withoutLogicalShorthands = browsers.some((browser) =>
    /^(chrome|edge) (8[0-6])$|^safari 1[0-4]|^ios_saf 1[0-4]/.test(browser),
  )
  root.walkDecls((decl) => {
    const rule = ruleOf(decl)
    if (!rule || enclosing(decl, "supports")) return
    if (LOGICAL_SHORTHANDS.test(decl.prop) && withoutLogicalShorthands)
      problems.push({
        feature: decl.prop,
        where: rule.selector,
        message: `\`${decl.prop}\` (Chrome 87, Safari 14.1) was not lowered to its longhands`,
      })
    if (decl.prop !== "aspect-ratio") return
    const heightAuto = rule.nodes.some(
      (node) => node.type === "decl" && node.prop === "height" && node.value === "auto",
    )
    const covered = rule.selectors.every((selector) =>
      [...ratioFallbacks].some((fallback) => fallback === selector || fallback.startsWith(`${selector}:`)),
    )
    if (!heightAuto && !covered)
      problems.push({
        feature: "aspect-ratio",
        where: rule.selector,
        message: "aspect-ratio without a fallback under @supports not (aspect-ratio: …)",
      })
  })

  await postcss([
    doiuse({
      browsers,
      onFeatureUsage({ feature, featureData, usage }) {
        // partly supported features (prefixes, a value or two) are the browser's to render as it can
        if (!featureData.missing) return
        const node = usage as ChildNode
        if (feature in HARMLESS) return
        // doiuse's test takes `:not(:lang(ar))` for a list: look at each argument
        if (feature === "css-not-sel-list") {
          const rule = ruleOf(node)
          if (
            rule?.selectors.every((selector) =>
              notArguments(selector).every((argument) => SIMPLE.test(argument)),
            )
          )
            return
        }
        if (enclosing(node, "supports")) return
        if (feature === "flexbox-gap") {
          const rule = ruleOf(node)
          const next = rule?.next()
          if (next?.type === "atrule" && next.name === "supports" && next.params === WITHOUT_FLEX_GAP) return
        }
        const pattern = SELECTOR_FEATURES[feature]
        const rule = ruleOf(node)
        if (pattern && rule) {
          const known = rule.selectors.filter((selector) => !pattern.test(selector))
          if (known.length === 0) return
          problems.push({
            feature,
            where: rule.selector,
            message: `a browser without ${feature} drops the whole rule, and with it ${known.join(", ")}: give them a rule of their own`,
          })
          return
        }
        problems.push({
          feature,
          where: describe(node),
          message: `${featureData.title} is missing in ${featureData.missing} (no fallback)`,
        })
      },
    }),
  ]).process(root, { from: "style.css" })
  return problems
}

// --- the command ------------------------------------------------------------------------------------------

function newestSource(): number {
  let newest = 0
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) visit(full)
      else if (entry.name.endsWith(".css.ts") || entry.name.endsWith(".css"))
        newest = Math.max(newest, fs.statSync(full).mtimeMs)
    }
  }
  visit("app")
  for (const file of ["vite.config.ts", "package.json", "vite/old-browser-css.ts"])
    newest = Math.max(newest, fs.statSync(file).mtimeMs)
  return newest
}

function builtStylesheets(): string[] {
  const folder = "build/client/assets"
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".css"))
    .map((file) => path.join(folder, file))
}

async function main() {
  let sheets = builtStylesheets()
  // a clean clone or styles changed since the last build: build first (the check reads what browsers get)
  if (sheets.length === 0 || Math.min(...sheets.map((file) => fs.statSync(file).mtimeMs)) < newestSource()) {
    console.log("lint:css: building the shop first (its stylesheet is missing or older than its sources)")
    execFileSync("npx", ["react-router", "build", "--logLevel", "warn"], { stdio: "inherit" })
    sheets = builtStylesheets()
  }
  let failed = 0
  for (const file of sheets) {
    const problems = await unsupportedCss(fs.readFileSync(file, "utf8"))
    for (const problem of problems)
      console.error(`${file}: ${problem.feature} in ${problem.where}: ${problem.message}`)
    failed += problems.length
  }
  if (failed) {
    console.error(`lint:css: ${failed} feature(s) the browserslist's browsers lack, without a fallback`)
    process.exit(1)
  }
  console.log(
    `lint:css: ${sheets.join(", ")} hold nothing the browserslist's browsers lack without a fallback`,
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main()
