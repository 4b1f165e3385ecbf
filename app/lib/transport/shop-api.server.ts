import type { RouterContextProvider } from "react-router"

import { shopContext } from "../session/shop-context.server"
import { shopApiFor } from "./api-for-request.server"

/** The API client of this request, in the page's language with the partner's token (see shopApiFor). */
export function shopApi(context: Readonly<RouterContextProvider>) {
  const { locale, pageUrl } = context.get(shopContext)
  return shopApiFor(context, locale, pageUrl)
}
