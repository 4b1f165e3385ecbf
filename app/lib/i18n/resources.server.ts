import { type Locale, LOCALES_WITH_TEXTS } from "#contract/locales"

// Every namespace of every language, bundled into the server: "common" plus the page namespaces of
// app/lib/i18n-namespaces.ts (locales/<lng>/<namespace>.json). routes.json, api.json and order-mail.json
// are not texts of the pages (route words; the API's own messages and mails) and stay out, of the glob
// too: contract/route-words.ts imports routes.json as JSON modules, and one file imported both ways
// is a build warning.
const files = import.meta.glob<Record<string, unknown>>(
  [
    "../../../locales/*/*.json",
    "!../../../locales/*/routes.json",
    "!../../../locales/*/api.json",
    "!../../../locales/*/order-mail.json",
  ],
  { eager: true, import: "default" },
)

export const resources = Object.fromEntries(
  LOCALES_WITH_TEXTS.map((locale) => [locale, namespacesOf(locale)]),
) as Record<Locale, Record<string, Record<string, unknown>>>

function namespacesOf(locale: Locale) {
  const namespaces: Record<string, Record<string, unknown>> = {}
  for (const [file, content] of Object.entries(files)) {
    const match = /locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(file)
    if (!match || match[1] !== locale || ["routes", "api", "order-mail"].includes(match[2]!)) continue
    namespaces[match[2]!] = content
  }
  return namespaces
}
