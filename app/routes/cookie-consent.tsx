import { redirect } from "react-router"
import { safeRedirect } from "remix-utils/safe-redirect"

import { confirmUnprovenPost } from "../lib/forms/form-proof.server"
import { readForm } from "../lib/forms/read-form.server"
import { cookieConsentCookie } from "../lib/session/cookies.server"
import { partnerSessionContext } from "../lib/session/partner-session.server"
import type { Route } from "./+types/cookie-consent"

// The cookie notice's form post (PAGE-13: accepted and remembered): back to the page it came from (303).
// With scripts the same post runs as a fetch and the page revalidates without the notice.
// the cookie notice is on shared pages, without a token (decision 041)
export const middleware: Route.MiddlewareFunction[] = [confirmUnprovenPost]

export async function action({ request, context }: Route.ActionArgs) {
  // a visitor's notice is on shared pages: no token there, the browser's headers prove it; a partner's
  // pages carry their token
  const formData = await readForm(request, { originProof: !context.get(partnerSessionContext).user })
  const headers = { "Set-Cookie": await cookieConsentCookie.serialize("accepted") }
  throw redirect(safeRedirect(formData.get("redirectTo"), "/"), { status: 303, headers })
}

export function loader() {
  throw new Response("Not found", { status: 404 })
}
