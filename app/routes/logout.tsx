import { redirect } from "react-router"

import { logOut } from "#contract/accounts"

import { readForm } from "../lib/forms/read-form.server"
import { storedLanguage } from "../lib/i18n/stored-language.server"
import { partnerSessionContext } from "../lib/session/partner-session.server"
import { createApiClient } from "../lib/transport/api.server"
import type { Route } from "./+types/logout"

// Logout is a form post (a link could be triggered by any page). The API revokes the login (204); the
// session is cleared whatever it answers (a 401 means it had already ended), and the person goes to the
// root path (ACCOUNT-4, PAGE-5).
export async function action({ request, context }: Route.ActionArgs) {
  await readForm(request)
  const partner = context.get(partnerSessionContext)
  const token = partner.rawToken
  if (token) await createApiClient(context, { locale: await storedLanguage(request), token }).send(logOut)
  partner.signOut()
  // ASVS 5.0 14.3.1: the partner's pages the browser cached (prices, orders, invoices) and what scripts
  // stored go with the login; not "cookies", which would also drop the login throttle's device cookie
  throw redirect("/", { status: 303, headers: { "Clear-Site-Data": '"cache", "storage"' } })
}

export function loader() {
  throw redirect("/")
}
