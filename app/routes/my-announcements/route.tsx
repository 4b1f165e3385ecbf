import { data, Link } from "react-router"

import { Pagination } from "../../components/pagination"
import { useTranslation } from "../../lib/i18n/translation"
import { accountListPage } from "../../lib/session/account-page.server"
import { shopApi } from "../../lib/transport/shop-api.server"
import { metaTags } from "../../lib/urls/meta-tags"
import { pageParam } from "../../lib/urls/page-param"
import { titleCrumb } from "../../lib/urls/title-crumb"
import type { Route } from "./+types/route"
import * as css from "./announcements.css"
import { loadAnnouncementList } from "./announcements.server"

// CONTENT-2, my-account/my-announcements: the partner's announcements (title, date, preview), newest
// first, the unread ones marked "New" (read state per partner, see api/modules/announcements), or "Failed
// to fetch announcements". Plain links: it works without scripts.

export async function loader({ context, url }: Route.LoaderArgs) {
  const { locale, title, href } = accountListPage(context, "myAnnouncements", "announcements:title")
  const page = pageParam(url)
  const list = await loadAnnouncementList(shopApi(context), locale, page)
  if (list.failed) return data({ title, href, list }, { status: 503 })
  if (page > list.totalPages) throw new Response("Not found", { status: 404 })
  // `unread` is read by the account layout (my-account.tsx): the count of this very answer
  return { title, href, list, unread: list.unread }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = titleCrumb(["announcements"], "breadcrumb.myAnnouncements")

export default function MyAnnouncementsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("announcements")
  const { href, list } = loaderData
  const pageHref = (page: number) => (page > 1 ? `${href}?page=${page}` : href)
  return (
    <section aria-labelledby="my-announcements-title">
      <h1 id="my-announcements-title">{t("title")}</h1>
      <p>{t("intro")}</p>
      {list.failed ? (
        <p role="alert" className={css.alert}>
          {t("failed")}
        </p>
      ) : list.total === 0 ? (
        <p role="status">{t("empty")}</p>
      ) : (
        <>
          <p>{list.unread > 0 ? t("unread", { count: list.unread }) : t("allRead")}</p>
          <ol className={css.list} aria-labelledby="my-announcements-title">
            {list.announcements.map((announcement) => (
              <li
                key={announcement.id}
                className={announcement.isRead ? css.item : `${css.item} ${css.unread}`}
              >
                <article aria-labelledby={`announcement-${announcement.id}`}>
                  <h2 id={`announcement-${announcement.id}`} className={css.heading}>
                    <Link to={announcement.href}>{announcement.title}</Link>
                    {announcement.isRead ? null : <span className={css.badge}>{t("new")}</span>}
                  </h2>
                  <p className={css.date}>
                    <time dateTime={announcement.isoDate}>{announcement.date}</time>
                  </p>
                  <p>{announcement.preview}</p>
                </article>
              </li>
            ))}
          </ol>
          <Pagination page={list.page} totalPages={list.totalPages} href={pageHref} />
        </>
      )}
    </section>
  )
}
