import type { RouterContextProvider } from "react-router"

import { readForm } from "../forms/read-form.server"
import { getInstance } from "../i18n/i18n.server"
import { shopApi } from "../transport/shop-api.server"
import { localizedPath, type PageName } from "../urls/pages"
import { partnerSessionContext, requirePartnerSession } from "./partner-session.server"
import { shopContext } from "./shop-context.server"

// What an account page (my-account/…) starts from: the partner's session required first, so a visitor
// is sent to the login before anything is read.

/** A list page's loader: the partner, the page's title and its own address (its breadcrumb's link). */
export function accountListPage(context: Readonly<RouterContextProvider>, page: PageName, titleKey: string) {
  const user = requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  const title = getInstance(context).t(titleKey)
  return { user, locale, title, href: localizedPath(locale, page) }
}

/** A page's action: the partner's session, the posted form and its intent, and the API as the partner. */
export async function readAccountPost(request: Request, context: Readonly<RouterContextProvider>) {
  const user = requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  const partner = context.get(partnerSessionContext)
  const api = shopApi(context)
  const formData = await readForm(request)
  return { user, locale, partner, api, formData, intent: formData.get("intent") }
}
