import type { NewsPicture } from "#contract/content"
import { formatDate } from "#contract/format"
import type { Locale } from "#contract/locales"

import { localizedPath } from "../urls/pages"

/** A news item's slugs per language (LANG-6: news slugs are per language), as the API answers them. */
export type NewsSlugs = Partial<Record<Locale, string>>

/** The item's slug in a language: its own, else the English one (as the API falls back), else any. */
export const newsSlugIn = (slugs: NewsSlugs, locale: Locale): string | undefined =>
  slugs[locale] || slugs.en || Object.values(slugs).find(Boolean)

/** The address of a news item's page in a language: news/{id}/{newsDetailsSlug} (CONTENT-1). */
export const newsHref = (locale: Locale, item: { id: string; slugs: NewsSlugs }) =>
  localizedPath(locale, "newsDetails", { id: item.id, slug: newsSlugIn(item.slugs, locale) })

/** The `<link rel=alternate>` meta descriptor of the language's Atom feed, in the head of every news page. */
export const feedLinkTag = (feed: { feedHref: string; feedTitle: string }) => ({
  tagName: "link",
  rel: "alternate",
  type: "application/atom+xml",
  href: feed.feedHref,
  title: feed.feedTitle,
})

/** What the news pages and the home page show of an item in a list. */
export interface NewsCard {
  id: string
  href: string
  title: string
  summary: string
  date: string
  dateTime: string
  picture: NewsPicture | null
}

export const toNewsCard = (
  locale: Locale,
  item: {
    id: string
    attributes: {
      title: string
      summary: string
      published_at: string
      slugs: NewsSlugs
      picture: NewsPicture | null
    }
  },
): NewsCard => ({
  id: item.id,
  href: newsHref(locale, { id: item.id, slugs: item.attributes.slugs }),
  title: item.attributes.title,
  summary: item.attributes.summary,
  date: formatDate(item.attributes.published_at, locale, "long"),
  dateTime: item.attributes.published_at,
  picture: item.attributes.picture,
})
