import { redirect } from "react-router"

import { FALLBACK_LOCALE, looksLikeLocale } from "#contract/locales"

import { NotFound } from "../components/not-found"
import type { Route } from "./+types/locale-fallback"

// LANG-2: a missing or unknown locale falls back to the default locale: /contact → /en/contact,
// /xx/contact → /en/contact. Paths that only look like files (/favicon.ico) are not guessed at.
export function loader({ url }: Route.LoaderArgs) {
  const segments = url.pathname.split("/").filter(Boolean)
  if (segments.length > 0 && !/\.[a-z0-9]{2,5}$/i.test(url.pathname)) {
    const rest = looksLikeLocale(segments[0]) ? segments.slice(1) : segments
    throw redirect(`/${[FALLBACK_LOCALE, ...rest].join("/")}${url.search}`, 302)
  }
  throw new Response("Not found", { status: 404 })
}

export default function LocaleFallback() {
  return <NotFound />
}
