import type { RouterContextProvider } from "react-router"

import { getMetaTags } from "#contract/content"

import { shopApi } from "../transport/shop-api.server"

export interface PageMeta {
  title: string
  description: string
}

/** The page's meta tags in its language (GET meta-tags/{page}); a page without any keeps the defaults. */
export async function loadPageMeta(
  context: Readonly<RouterContextProvider>,
  page: string,
): Promise<PageMeta | null> {
  const result = await shopApi(context).send(getMetaTags, { params: { page } })
  return result.ok
    ? { title: result.data.data.attributes.title, description: result.data.data.attributes.description }
    : null
}
