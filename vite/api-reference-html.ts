import crypto from "node:crypto"

/** A script that was inline in the page, now a file of its own. */
export interface ExtractedScript {
  fileName: string
  source: string
}

export interface StrictPage {
  html: string
  scripts: ExtractedScript[]
  /** sha256 sources ('sha256-…') of the page's <style> elements, for style-src */
  styleElementHashes: string[]
  /** sha256 sources of the page's style="…" attribute values, for style-src with 'unsafe-hashes' */
  styleAttributeHashes: string[]
}

/** a CSP hash source of the text */
export const hashSource = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`

// An element's script ends at the first "</script" whatever surrounds it (the HTML parser's rule), and the
// renderer escapes that sequence inside its bundle ("<\/script"): so this pattern finds exactly the script
// elements a browser would, and the text it captures is exactly what the browser would run.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/gi

const ENTITIES: Record<string, string> = {
  amp: "&",
  quot: '"',
  lt: "<",
  gt: ">",
  apos: "'",
  "#39": "'",
  "#x27": "'",
}
const decodeAttribute = (value: string) =>
  value.replace(/&(amp|quot|lt|gt|apos|#39|#x27);/g, (_, name: string) => ENTITIES[name]!)

/**
 * Makes a prerendered page runnable under a Content-Security-Policy without 'unsafe-inline': every inline
 * script becomes a file named by its content's hash (loaded from `assetBase`, same origin, cached for
 * good), and the inline styles that stay are listed as hashes for the policy. The order and kind of the
 * scripts are kept: a classic script still runs where it stood, a module still runs after parsing.
 */
export function toStrictPage(html: string, assetBase: string, namePrefix: string): StrictPage {
  const scripts: ExtractedScript[] = []
  const withoutInlineScripts = html.replace(SCRIPT, (element, attributes: string, source: string) => {
    if (/\ssrc\s*=/i.test(attributes) || source.trim() === "") return element
    const fileName = `${namePrefix}-${crypto.createHash("sha256").update(source).digest("hex").slice(0, 10)}.js`
    scripts.push({ fileName, source })
    return `<script${attributes} src="${assetBase}${fileName}"></script>`
  })
  const styleElements = [...withoutInlineScripts.matchAll(STYLE)].map((match) => match[1]!)
  // attributes are looked for outside the style elements, whose CSS could hold the same pattern
  const markup = withoutInlineScripts.replace(STYLE, "")
  const styleAttributes = [...markup.matchAll(STYLE_ATTRIBUTE)].map((match) => decodeAttribute(match[1]!))
  return {
    html: withoutInlineScripts,
    scripts,
    styleElementHashes: unique(styleElements.map(hashSource)),
    styleAttributeHashes: unique(styleAttributes.map(hashSource)),
  }
}

const unique = (values: string[]) => [...new Set(values)].sort()

/**
 * Redoc prerenders its own navigation links as paths from the site's root (href="/", href="/catalogue"),
 * but in the browser it routes by the fragment (#/catalogue), and hydration does not rewrite attributes: a
 * link opened in a new tab would leave the page for a shop URL that does not exist. The prerendered links
 * get the fragment form the browser renders. Redoc's links are the root and one-segment slugs; the
 * document's own links (/api/openapi.json) have more segments and stay as they are.
 */
export function toFragmentRoutes(html: string): string {
  return html.replace(/\shref="\/([a-z0-9-]*)"/g, ' href="#/$1"')
}
