import type { RouterContextProvider } from "react-router"

import { getNews } from "#contract/content"

import { shopApi } from "../transport/shop-api.server"
import type { NewsSlugs } from "./news"

/** A news item's slugs in every language, for the language switch; null when there is no such item. */
export async function loadNewsSlugs(
  context: Readonly<RouterContextProvider>,
  id: string | undefined,
): Promise<NewsSlugs | null> {
  if (!id || !/^[1-9]\d{0,9}$/.test(id)) return null
  const answer = await shopApi(context).send(getNews, { params: { id } })
  return answer.ok ? answer.data.data.attributes.slugs : null
}
