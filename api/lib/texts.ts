import de from "../../locales/de/api.json" with { type: "json" }
import en from "../../locales/en/api.json" with { type: "json" }
import es from "../../locales/es/api.json" with { type: "json" }
import fr from "../../locales/fr/api.json" with { type: "json" }
import it from "../../locales/it/api.json" with { type: "json" }
import nl from "../../locales/nl/api.json" with { type: "json" }
import pt from "../../locales/pt/api.json" with { type: "json" }

// The API's own words (validation messages, e-mails) in all seven languages, kept beside the web shop's
// in locales/<lng>/api.json. A zod message or an error text that is a key here ("validation.required")
// is turned into the caller's language when the error is answered (errors.ts).

export type Tree = { [key: string]: string | Tree }
const TEXTS: Record<string, Tree> = { en, fr, nl, de, it, es, pt }

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined
    node = node[part]
  }
  return typeof node === "string" ? node : undefined
}

/** One namespace of locales/<lng>/*.json in every language, as JSON imports give it. */
export type LocaleTexts = Record<string, Tree>

/**
 * A text of a namespace in a language ({{name}} placeholders filled), English when missing, the key
 * itself if unknown: apiText for api.json; mails that reuse the shop's own words pass other namespaces.
 */
export function localeText(
  texts: LocaleTexts,
  locale: string,
  key: string,
  vars: Record<string, string | number> = {},
) {
  const english = texts.en ?? {}
  const text = lookup(texts[locale] ?? english, key) ?? lookup(english, key)
  if (text === undefined) return key
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? `{{${name}}}`))
}

/** A text in a language ({{name}} placeholders filled), English when missing, the key itself if unknown. */
export function apiText(locale: string, key: string, vars: Record<string, string | number> = {}) {
  return localeText(TEXTS, locale, key, vars)
}

/** Whether a message is one of ours (a key), rather than a sentence. */
export const isTextKey = (message: string) =>
  /^[a-z]\w*(\.\w+)+$/.test(message) && lookup(en, message) !== undefined

/**
 * Messages may carry values after a "|": "validation.tooLong|max=200" → "… at most 200 characters".
 * zod messages are plain strings, so this is how a schema passes a number to its translated message.
 */
export function translateMessage(locale: string, message: string): string {
  const [key = "", params] = message.split("|", 2)
  if (!isTextKey(key)) return message
  const vars = Object.fromEntries(new URLSearchParams((params ?? "").replace(/,/g, "&")))
  return apiText(locale, key, vars)
}
