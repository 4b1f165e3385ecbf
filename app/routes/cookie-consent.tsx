import { redirect } from "react-router"
import { safeRedirect } from "remix-utils/safe-redirect"

import { readForm } from "../lib/forms/read-form.server"
import { cookieConsentCookie } from "../lib/session/cookies.server"
import type { Route } from "./+types/cookie-consent"

// The cookie notice's form post (spec §2: accepted and remembered): back to the page it came from (303).
// With scripts the same post runs as a fetch and the page revalidates without the notice.
export async function action({ request }: Route.ActionArgs) {
  const formData = await readForm(request)
  const headers = { "Set-Cookie": await cookieConsentCookie.serialize("accepted") }
  throw redirect(safeRedirect(formData.get("redirectTo"), "/"), { status: 303, headers })
}

export function loader() {
  throw new Response("Not found", { status: 404 })
}
