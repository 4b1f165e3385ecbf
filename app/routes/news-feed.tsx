import { listNews, NEWS_PAGE_SIZE } from "#contract/content"

import { getInstance } from "../lib/i18n/i18n.server"
import { shopContext } from "../lib/session/shop-context.server"
import { newsHref } from "../lib/shop/news"
import { requireOk } from "../lib/transport/api.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/news-feed"

// news/feed.xml (CONTENT-1): the language's 20 newest news items as an Atom 1.0 feed (RFC 4287),
// every address absolute. A resource route: the document is the answer.
const FEED_SIZE = 20

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

export async function loader({ context, url }: Route.LoaderArgs) {
  const { locale } = context.get(shopContext)
  const t = getInstance(context).t
  const api = shopApi(context)
  // the API answers 10 a page (CONTENT-1)
  const pages = await Promise.all(
    Array.from({ length: FEED_SIZE / NEWS_PAGE_SIZE }, (_, index) =>
      api.send(listNews, { query: { "page[number]": index + 1, "page[size]": NEWS_PAGE_SIZE } }),
    ),
  )
  const items = pages.flatMap((page) => requireOk(page).data).slice(0, FEED_SIZE)
  const origin = url.origin
  const listUrl = origin + localizedPath(locale, "news")
  const selfUrl = origin + localizedPath(locale, "newsFeed")
  // the feed changes when its newest item does; an empty feed has existed since the list did
  const updated = items[0]?.attributes.published_at ?? new Date(0).toISOString()
  const entries = items.map(({ id, attributes: item }) => {
    const link = origin + newsHref(locale, { id, slugs: item.slugs })
    return (
      `<entry>` +
      // an entry's id never changes, whatever becomes of its title or slug
      `<id>tag:${escapeXml(url.hostname)},2026:news:${id}:${locale}</id>` +
      `<title>${escapeXml(item.title)}</title>` +
      `<link rel="alternate" type="text/html" hreflang="${locale}" href="${escapeXml(link)}"/>` +
      (item.picture
        ? `<link rel="enclosure" type="image/svg+xml" href="${escapeXml(origin + item.picture.url)}"/>`
        : "") +
      `<published>${item.published_at}</published>` +
      `<updated>${item.published_at}</updated>` +
      `<summary type="text">${escapeXml(item.summary)}</summary>` +
      `</entry>`
    )
  })
  const body =
    `<?xml version="1.0" encoding="utf-8"?>\n` +
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">` +
    `<id>${escapeXml(listUrl)}</id>` +
    `<title>${escapeXml(t("news:feedTitle"))}</title>` +
    `<subtitle>${escapeXml(t("news:feedSubtitle"))}</subtitle>` +
    `<updated>${updated}</updated>` +
    `<link rel="self" type="application/atom+xml" href="${escapeXml(selfUrl)}"/>` +
    `<link rel="alternate" type="text/html" hreflang="${locale}" href="${escapeXml(listUrl)}"/>` +
    `<author><name>Belcater Pro</name><uri>${escapeXml(origin + localizedPath(locale, "home"))}</uri></author>` +
    `<icon>${escapeXml(origin)}/favicon.svg</icon>` +
    entries.join("") +
    `</feed>\n`
  return new Response(body, {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": "public, max-age=900",
      "Content-Language": locale,
    },
  })
}
