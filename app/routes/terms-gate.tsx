import { redirect } from "react-router"
import { safeRedirect } from "remix-utils/safe-redirect"

import { acceptGtc, logOut } from "#contract/accounts"

import { readForm } from "../lib/forms/read-form.server"
import { storedLanguage } from "../lib/i18n/stored-language.server"
import { partnerSessionContext } from "../lib/session/partner-session.server"
import { createApiClient } from "../lib/transport/api.server"
import type { Route } from "./+types/terms-gate"

// The terms gate's steps (ACCOUNT-9), as form posts so they work without scripts:
// terms → Accept (accepted) | Cancel (warning); warning → Accept (accepted) | Cancel (logged out, home).
// A failed acceptance shows "An error has occurred" and closes the gate until the API asks again.
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request)
  const partner = context.get(partnerSessionContext)
  const back = safeRedirect(formData.get("redirectTo"), "/")
  const token = partner.rawToken
  if (!partner.user || !token) throw redirect("/", 303)
  const api = createApiClient(context, { locale: await storedLanguage(request), token })
  const intent = formData.get("intent")
  if (intent === "accept") {
    const answer = await api.send(acceptGtc)
    if (answer.ok) partner.updateUser(answer.data.data)
    else if (answer.kind === "unauthorized") {
      partner.signOut()
      throw redirect("/", 303)
    } else {
      partner.setGate("dismissed")
      partner.flash("toast", "error.generic")
    }
    throw redirect(back, 303)
  }
  if (intent === "cancel" && partner.gate === "terms") {
    partner.setGate("warning")
    throw redirect(back, 303)
  }
  if (intent === "cancel") {
    await api.send(logOut)
    partner.signOut()
    throw redirect("/", 303)
  }
  throw new Response("Unknown intent", { status: 400 })
}

export function loader() {
  throw new Response("Not found", { status: 404 })
}
