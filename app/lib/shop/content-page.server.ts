import type { RouterContextProvider } from "react-router"

import type { Endpoint, ResponseOf } from "#contract/endpoint"

import type { ContentBlock } from "../../components/content-page"
import { requireOk } from "../transport/api.server"
import { shopApi } from "../transport/shop-api.server"
import { loadPageMeta } from "../urls/page-meta.server"

/** An endpoint that answers a list and needs no input: GET /pages/faqs and the like. */
type ListEndpoint = Endpoint & { params?: never; query?: never; body?: never }
type ItemOf<E extends Endpoint> = ResponseOf<E> extends { data: readonly (infer Item)[] } ? Item : never

/**
 * The loader of a content page (app/components/content-page.tsx): the list the page shows, as blocks,
 * and the page's meta tags, read together. Without its list the page cannot show (404 or 503 page).
 */
export async function loadContentPage<E extends ListEndpoint>(
  context: Readonly<RouterContextProvider>,
  list: E,
  metaPage: string,
  toBlock: (item: ItemOf<E>) => ContentBlock,
) {
  // sent as a plain endpoint (its input is empty, which TypeScript cannot see through E); the answer
  // is E's list
  const [answer, meta] = await Promise.all([
    shopApi(context).send(list as Endpoint),
    loadPageMeta(context, metaPage),
  ])
  const { data } = requireOk(answer) as unknown as { data: ItemOf<E>[] }
  return { meta, blocks: data.map(toBlock) }
}
