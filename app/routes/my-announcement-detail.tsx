import { data, Link } from "react-router"

import { Paragraphs } from "../components/paragraphs"
import { getInstance } from "../lib/i18n/i18n.server"
import { useTranslation } from "../lib/i18n/translation"
import { requirePartnerSession } from "../lib/session/partner-session.server"
import { shopContext } from "../lib/session/shop-context.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/my-announcement-detail"
import * as css from "./my-announcements/announcements.css"
import { loadAnnouncement } from "./my-announcements/announcements.server"

// One of the partner's announcements (CONTENT-2, GET announcements/{id}). Opening it marks it read: the
// API records the reading when it answers, so this page needs no form and no script. A missing one, or one
// meant for the other partner category, is the not-found page; an API that fails says so.

export async function loader({ context, params }: Route.LoaderArgs) {
  requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  const listHref = localizedPath(locale, "myAnnouncements")
  const found = await loadAnnouncement(shopApi(context), locale, params.id)
  if (found.notFound) throw new Response("Not found", { status: 404 })
  if (found.failed)
    return data(
      { title: getInstance(context).t("announcements:title"), listHref, announcement: null },
      { status: 503 },
    )
  // `unread` is read by the account layout (my-account.tsx), whose own count was taken before this reading
  return { title: found.announcement.title, listHref, announcement: found.announcement, unread: found.unread }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = {
  i18n: ["announcements"],
  breadcrumb: ({
    t,
    data,
  }: {
    t: (key: string) => string
    data: { listHref: string; announcement: { title: string } | null } | undefined
  }) => [
    { label: t("breadcrumb.myAnnouncements"), href: data?.listHref },
    ...(data?.announcement ? [{ label: data.announcement.title }] : []),
  ],
}

export default function MyAnnouncementDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("announcements")
  const { announcement, listHref } = loaderData
  const back = (
    <p>
      <Link to={listHref}>{t("back")}</Link>
    </p>
  )
  if (!announcement)
    return (
      <section aria-labelledby="announcement-title">
        <h1 id="announcement-title">{t("title")}</h1>
        <p role="alert" className={css.alert}>
          {t("failed")}
        </p>
        {back}
      </section>
    )
  return (
    <article aria-labelledby="announcement-title" className={css.body}>
      <h1 id="announcement-title">{announcement.title}</h1>
      <p className={css.date}>
        {t("published")} <time dateTime={announcement.isoDate}>{announcement.date}</time>
      </p>
      <Paragraphs text={announcement.body} />
      {back}
    </article>
  )
}
