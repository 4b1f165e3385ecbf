import de from "../locales/de/routes.json" with { type: "json" }
import en from "../locales/en/routes.json" with { type: "json" }
import es from "../locales/es/routes.json" with { type: "json" }
import fr from "../locales/fr/routes.json" with { type: "json" }
import it from "../locales/it/routes.json" with { type: "json" }
import nl from "../locales/nl/routes.json" with { type: "json" }
import pt from "../locales/pt/routes.json" with { type: "json" }
import type { Locale } from "./locales"

// Translated route words (LANG-5), declared once per language in locales/<lng>/routes.json and gathered
// here once: the shop's route table and links (app/lib/urls/route-words.ts) and the links in the API's
// mails (api/modules/accounts/account-mails.ts) read the same table.

export type RouteWords = typeof en
export type RouteWord = keyof RouteWords

export const ROUTE_WORDS: Record<Locale, RouteWords> = { en, fr, nl, de, it, es, pt }
