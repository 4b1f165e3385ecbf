import { redirect } from "react-router"

import { storedLanguage } from "../lib/i18n/stored-language.server"
import { shopContext } from "../lib/session/shop-context.server"
import { localizedPath } from "../lib/urls/pages"
import { ROUTE_WORDS } from "../lib/urls/route-words"
import type { Route } from "./+types/root-redirect"

// LANG-3: a bare / redirects (302) to the stored language, else en. MODE-2: in registration-only mode the
// root is the signup page, the one page besides the cookies policy that stays reachable.
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = await storedLanguage(request)
  const { settings } = context.get(shopContext)
  if (settings.registration_only) throw redirect(`/${locale}/${ROUTE_WORDS[locale].signup}`, 302)
  throw redirect(localizedPath(locale, "home") + url.search, 302)
}
