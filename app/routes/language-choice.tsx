import { redirect } from "react-router"
import { safeRedirect } from "remix-utils/safe-redirect"

import { FALLBACK_LOCALE, localeFromPathname } from "#contract/locales"

import { languageCookie } from "../lib/session/cookies.server"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/language-choice"

// The language menu's links come through here (LANG-4: the chosen language is saved): the choice is
// stored, and the person goes on to the same page in that language. Catalogue pages are shared pages
// (decision 041) that set no cookie, so a choice made on one would otherwise be lost before the next page
// of another kind. Only a path of this shop in a supported language is followed; anything else leads home.
export async function loader({ url }: Route.LoaderArgs) {
  // parsed as a URL of this site: what goes into Location is then encoded (no line breaks, no characters
  // a header cannot hold), and a path that would leave the site is refused by safeRedirect first
  const target = new URL(safeRedirect(url.searchParams.get("to"), "/"), url.origin)
  const locale = target.origin === url.origin ? localeFromPathname(target.pathname) : null
  if (!locale) throw redirect(localizedPath(FALLBACK_LOCALE, "home"), 302)
  throw redirect(target.pathname + target.search, {
    status: 302,
    headers: { "Set-Cookie": await languageCookie.serialize(locale) },
  })
}
