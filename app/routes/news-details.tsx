import { Link, redirect } from "react-router"

import { getNews } from "#contract/content"
import { formatDate } from "#contract/format"

import { NewsPictureImage } from "../components/news-picture"
import { Paragraphs } from "../components/paragraphs"
import { getInstance } from "../lib/i18n/i18n.server"
import { usePageTexts, useTranslation } from "../lib/i18n/translation"
import { shopContext } from "../lib/session/shop-context.server"
import { feedLinkTag, newsHref } from "../lib/shop/news"
import { shopApi } from "../lib/transport/shop-api.server"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/news-details"
import * as css from "./news.css"

// news/{id}/{newsDetailsSlug} (CONTENT-1, LANG-6): one news item. The slug is the item's own in the page's
// language: any other slug (another language's, an old one, none) redirects for good to the item's address,
// and an unknown or malformed id is the not-found page.
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { locale } = context.get(shopContext)
  const notFound = () => new Response("Not found", { status: 404 })
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound()
  const answer = await shopApi(context).send(getNews, { params: { id: params.id } })
  if (!answer.ok) {
    if (answer.kind === "not_found" || answer.kind === "validation") throw notFound()
    throw new Response("Service unavailable", { status: 503 })
  }
  const { id, attributes: item } = answer.data.data
  const canonical = newsHref(locale, { id, slugs: item.slugs })
  if (decodeURIComponent(canonical) !== decodeURIComponent(url.pathname))
    throw redirect(canonical + url.search, 301)
  return {
    id,
    title: item.title,
    summary: item.summary,
    body: item.body,
    date: formatDate(item.published_at, locale, "long"),
    dateTime: item.published_at,
    picture: item.picture,
    listHref: localizedPath(locale, "news"),
    feedHref: localizedPath(locale, "newsFeed"),
    feedTitle: getInstance(context).t("news:feedTitle"),
    // og:image must be an absolute address
    origin: url.origin,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return []
  return [
    { title: `${loaderData.title} | Belcater Pro` },
    { name: "description", content: loaderData.summary },
    { property: "og:title", content: loaderData.title },
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: loaderData.dateTime },
    ...(loaderData.picture
      ? [
          { property: "og:image", content: loaderData.origin + loaderData.picture.url },
          { property: "og:image:alt", content: loaderData.picture.alt },
        ]
      : []),
    feedLinkTag(loaderData),
  ]
}

export const handle = {
  i18n: ["news"],
  breadcrumb: ({ t, data }: { t: (key: string) => string; data: unknown }) => {
    const item = data as { title: string; listHref: string } | undefined
    return [{ label: t("breadcrumb.news"), href: item?.listHref }, ...(item ? [{ label: item.title }] : [])]
  },
}

export default function NewsDetailsPage({ loaderData: item }: Route.ComponentProps) {
  const { t } = useTranslation("news")
  usePageTexts("news")
  return (
    <article className={css.article} aria-labelledby="news-title">
      <h1 id="news-title">{item.title}</h1>
      <p className={css.date}>
        <time dateTime={item.dateTime}>{item.date}</time>
      </p>
      <NewsPictureImage picture={item.picture} className={css.articlePicture} eager />
      <p className={css.lead}>{item.summary}</p>
      <Paragraphs text={item.body} />
      <p className={css.back}>
        <Link to={item.listHref}>
          <span aria-hidden="true">← </span>
          {t("back")}
        </Link>
      </p>
    </article>
  )
}
