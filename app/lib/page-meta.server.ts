import type { RouterContextProvider } from "react-router"
import { createApiClient } from "./api.server"
import { shopContext } from "./shop-context.server"

export interface PageMeta {
  title: string
  description: string
}

/** The page's meta tags in its language (GET meta-tags/{page}); a page without any keeps the defaults. */
export async function loadPageMeta(
  context: Readonly<RouterContextProvider>,
  page: string,
): Promise<PageMeta | null> {
  const { locale } = context.get(shopContext)
  const result = await createApiClient(context, { locale }).metaTags(page)
  return result.ok
    ? { title: result.data.data.attributes.title, description: result.data.data.attributes.description }
    : null
}

export function apiFor(context: Readonly<RouterContextProvider>) {
  const { locale } = context.get(shopContext)
  return createApiClient(context, { locale })
}
