import { redirect, type RouterContextProvider } from "react-router"

import type { Locale } from "#contract/locales"

import { partnerSessionContext } from "../session/partner-session.server"
import { createApiClient } from "./api.server"

/**
 * The API client of one request, in the given language with the partner's token. A 401 while logged in
 * ends the session and goes home (ACCOUNT-7); a 403 gtc_not_accepted opens the terms gate on the same page
 * (ACCOUNT-8). The shop middleware calls it before the request's shop context exists; loaders and actions
 * use shopApi(context).
 */
export function shopApiFor(context: Readonly<RouterContextProvider>, locale: Locale, pageUrl: URL) {
  const partner = context.get(partnerSessionContext)
  const token = partner.apiToken
  return createApiClient(context, {
    locale,
    token,
    onFailure(failure) {
      if (!token) return
      if (failure.kind === "unauthorized") {
        partner.signOut()
        throw redirect("/")
      }
      if (failure.kind === "gtc_not_accepted") {
        partner.requireTerms()
        throw redirect(pageUrl.pathname + pageUrl.search)
      }
    },
  })
}
