import { redirect } from "react-router"

import { logOut } from "#contract/accounts"

import { readForm } from "../lib/forms/read-form.server"
import { storedLanguage } from "../lib/i18n/stored-language.server"
import { partnerSessionContext } from "../lib/session/partner-session.server"
import { createApiClient } from "../lib/transport/api.server"
import type { Route } from "./+types/logout"

// Logout is a form post (a link could be triggered by any page). The API revokes the login (204); the
// session is cleared whatever it answers (a 401 means it had already ended), and the person goes to the
// root path (spec §2, §4).
export async function action({ request, context }: Route.ActionArgs) {
  await readForm(request)
  const partner = context.get(partnerSessionContext)
  const token = partner.rawToken
  if (token) await createApiClient(context, { locale: await storedLanguage(request), token }).send(logOut)
  partner.signOut()
  throw redirect("/", 303)
}

export function loader() {
  throw redirect("/")
}
