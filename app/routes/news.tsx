import { data, Link } from "react-router"

import { listNews, NEWS_PAGE_SIZE } from "#contract/content"

import { NewsPictureImage } from "../components/news-picture"
import { Pagination } from "../components/pagination"
import { getInstance } from "../lib/i18n/i18n.server"
import { usePageTexts, useTranslation } from "../lib/i18n/translation"
import { shopContext } from "../lib/session/shop-context.server"
import { feedLinkTag, type NewsCard, toNewsCard } from "../lib/shop/news"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { loadPageMeta } from "../lib/urls/page-meta.server"
import { pageParam } from "../lib/urls/page-param"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/news"
import * as css from "./news.css"

// CONTENT-1, pages/news…: the news, 10 a page with the shared pagination, newest first; on the
// first page the highlighted news (at most 10) come first as a featured block. Each item shows its date,
// title, picture and summary and links to its page; the page links to the language's Atom feed.

export async function loader({ context, url }: Route.LoaderArgs) {
  const { locale } = context.get(shopContext)
  const t = getInstance(context).t
  const page = pageParam(url)
  const api = shopApi(context)
  const [list, highlighted, meta] = await Promise.all([
    api.send(listNews, { query: { "page[number]": page, "page[size]": NEWS_PAGE_SIZE } }),
    page === 1 ? api.send(listNews, { query: { "filter[news.is_highlighted][value]": "1" } }) : null,
    loadPageMeta(context, "news"),
  ])
  const base = {
    meta,
    title: t("news:title"),
    href: localizedPath(locale, "news"),
    feedHref: localizedPath(locale, "newsFeed"),
    feedTitle: t("news:feedTitle"),
    page,
  }
  if (!list.ok) return data({ ...base, failed: true as const }, { status: 503 })
  const { pagination } = list.data.meta
  if (page > pagination.total_pages) throw new Response("Not found", { status: 404 })
  return {
    ...base,
    failed: false as const,
    totalPages: pagination.total_pages,
    featured: highlighted?.ok ? highlighted.data.data.map((item) => toNewsCard(locale, item)) : [],
    items: list.data.data.map((item) => toNewsCard(locale, item)),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return []
  const tags = metaTags(loaderData.meta, loaderData.title)
  // page 2 and further have titles of their own
  if (loaderData.page > 1 && !loaderData.failed) {
    const title = tags[0] as { title: string }
    tags[0] = { title: `${title.title} (${loaderData.page}/${loaderData.totalPages})` }
  }
  return [...tags, feedLinkTag(loaderData)]
}

export const handle = {
  i18n: ["news"],
  breadcrumb: ({ t, data }: { t: (key: string) => string; data: unknown }) => [
    { label: t("breadcrumb.news"), href: (data as { href?: string } | undefined)?.href },
  ],
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("news")
  usePageTexts("news")
  const { href, page } = loaderData
  return (
    <>
      <h1>{t("title")}</h1>
      <p className={css.intro}>{t("intro")}</p>
      <p>
        <a href={loaderData.feedHref} className={css.feed} type="application/atom+xml">
          <FeedIcon />
          {t("feed")}
        </a>
      </p>
      {loaderData.failed ? (
        <p role="alert">{t("failed")}</p>
      ) : (
        <>
          {loaderData.featured.length ? (
            <section aria-labelledby="news-featured">
              <h2 id="news-featured">{t("featured")}</h2>
              <ul className={css.featured}>
                {loaderData.featured.map((item) => (
                  <li key={item.id}>
                    <NewsTeaser item={item} id={`featured-${item.id}`} layout="card" />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="news-all">
            <h2 id="news-all">
              {t("all")}
              {loaderData.totalPages > 1 ? (
                <span className={css.badge}>{t("pageOf", { page, total: loaderData.totalPages })}</span>
              ) : null}
            </h2>
            {loaderData.items.length === 0 ? (
              <p role="status">{t("empty")}</p>
            ) : (
              <ul className={css.list}>
                {loaderData.items.map((item) => (
                  <li key={item.id}>
                    <NewsTeaser item={item} id={`news-${item.id}`} layout="row" />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              page={page}
              totalPages={loaderData.totalPages}
              href={(number) => (number > 1 ? `${href}?page=${number}` : href)}
            />
          </section>
        </>
      )}
    </>
  )
}

function FeedIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <rect width="16" height="16" rx="3" fill="#d9822b" />
      <circle cx="4.5" cy="11.5" r="1.6" fill="#fff" />
      <path
        d="M3 7.5a5.5 5.5 0 0 1 5.5 5.5M3 3.5a9.5 9.5 0 0 1 9.5 9.5"
        stroke="#fff"
        strokeWidth="1.8"
        fill="none"
      />
    </svg>
  )
}

/** One news item in the list: a large card in the featured block, a row with a thumbnail below it. */
function NewsTeaser({ item, id, layout }: { item: NewsCard; id: string; layout: "card" | "row" }) {
  return (
    <article className={layout === "card" ? css.card : css.row} aria-labelledby={id}>
      <NewsPictureImage picture={item.picture} className={layout === "card" ? css.picture : css.thumb} />
      <div>
        <h3 id={id} className={css.title}>
          <Link to={item.href}>{item.title}</Link>
        </h3>
        <p className={css.date}>
          <time dateTime={item.dateTime}>{item.date}</time>
        </p>
        <p className={css.summary}>{item.summary}</p>
      </div>
    </article>
  )
}
