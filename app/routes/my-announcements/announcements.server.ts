import { ANNOUNCEMENTS_PAGE_SIZE, getAnnouncement, listAnnouncements } from "#contract/announcements"
import type { Locale } from "#contract/locales"

import { dateFormatters } from "../../lib/i18n/date-formatters"
import type { ApiClient } from "../../lib/transport/api.server"
import { localizedPath } from "../../lib/urls/pages"

// The announcements pages' reading of the API (CONTENT-2), apart from
// the route modules so that what a failed call shows can be checked without a page around it: any answer
// but a list (the API unreachable, a 5xx) is `failed`, and the page says "Failed to fetch announcements"
// instead of breaking. Dates are formatted here, once, in the page's language.

type Api = Pick<ApiClient, "send">

export interface AnnouncementSummary {
  id: string
  title: string
  preview: string
  /** the date as the page shows it, and as ISO 8601 for <time datetime> */
  date: string
  isoDate: string
  isRead: boolean
  href: string
}

export type AnnouncementList =
  | { failed: true }
  | {
      failed: false
      announcements: AnnouncementSummary[]
      unread: number
      page: number
      totalPages: number
      total: number
    }

export async function loadAnnouncementList(
  api: Api,
  locale: Locale,
  page: number,
): Promise<AnnouncementList> {
  const answer = await api.send(listAnnouncements, {
    query: { "page[number]": page, "page[size]": ANNOUNCEMENTS_PAGE_SIZE },
  })
  if (!answer.ok) return { failed: true }
  const dates = dateFormatters(locale)
  const { pagination, unread } = answer.data.meta
  return {
    failed: false,
    unread,
    page: pagination.current_page,
    totalPages: pagination.total_pages,
    total: pagination.total,
    announcements: answer.data.data.map(({ id, attributes }) => ({
      id,
      title: attributes.title,
      preview: attributes.preview,
      date: dates.day(attributes.date) ?? "",
      isoDate: attributes.date,
      isRead: attributes.is_read,
      href: localizedPath(locale, "myAnnouncementDetail", { id }),
    })),
  }
}

/** How many of the partner's announcements are unread; null when it cannot be known just now. */
export async function unreadAnnouncements(api: Api): Promise<number | null> {
  const answer = await api.send(listAnnouncements, { query: { "page[size]": 1 } })
  return answer.ok ? answer.data.meta.unread : null
}

export type AnnouncementDetail =
  | { failed: true; notFound?: false }
  | { failed: false; notFound: true }
  | {
      failed: false
      notFound?: false
      announcement: {
        id: string
        title: string
        preview: string
        body: string
        date: string
        isoDate: string
      }
      /** the partner's unread announcements once this one is read */
      unread: number
    }

/**
 * One announcement; opening it is what marks it read (the API records it). An id that cannot be one, a
 * missing announcement or one meant for another partner category are all "not found".
 */
export async function loadAnnouncement(api: Api, locale: Locale, id: string): Promise<AnnouncementDetail> {
  if (!/^[1-9][0-9]{0,8}$/.test(id)) return { failed: false, notFound: true }
  const answer = await api.send(getAnnouncement, { params: { id } })
  if (!answer.ok)
    return answer.kind === "not_found" || answer.kind === "validation"
      ? { failed: false, notFound: true }
      : { failed: true }
  const { attributes } = answer.data.data
  return {
    failed: false,
    announcement: {
      id: answer.data.data.id,
      title: attributes.title,
      preview: attributes.preview,
      body: attributes.body,
      date: dateFormatters(locale).day(attributes.date) ?? "",
      isoDate: attributes.date,
    },
    unread: answer.data.meta.unread,
  }
}
