import { redirect } from "react-router"

import { isSupportedLocale } from "#contract/locales"

import { languageCookie } from "../../lib/session/cookies.server"
import { staffNext } from "../../lib/urls/staff-paths"
import type { Route } from "./+types/language"

// The staff band's language links come through here: the choice is stored in the shop's language cookie
// (LANG-4, which the back office reads: staff-language.server.ts), and the person goes back to the same
// back office page. Only a back office path is followed (staffNext).
export async function loader({ url }: Route.LoaderArgs) {
  const lng = url.searchParams.get("lng")
  const to = staffNext(url.searchParams.get("to"))
  if (!isSupportedLocale(lng)) throw redirect(to, 302)
  throw redirect(to, { status: 302, headers: { "Set-Cookie": await languageCookie.serialize(lng) } })
}
