import { Link } from "react-router"

import { listOutboxMails, OUTBOX_PAGE_SIZE } from "#contract/staff-ops"

import { DataTable } from "../../components/data-table"
import { Pagination } from "../../components/pagination"
import { getLocale } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { requireStaffOk, staffApi } from "../../lib/transport/staff-api.server"
import type { Route } from "./+types/outbox"
import { momentOf } from "./ops-format"
import { opsTitle } from "./ops-title.server"
import * as css from "./staff.css"
import { staffMeta } from "./staff-meta"

// The outbox (docs/decisions/096): the mails the shop wrote to DATA_DIR/outbox because no mail server is
// set (SMTP_URL), newest first, as `npm run staff -- outbox` lists them. Each opens as text. Admins only.

export const handle = { i18n: ["staff-ops"] }

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = Number(url.searchParams.get("page") ?? "1")
  const number = Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1
  const answer = await staffApi(context, url).send(listOutboxMails, {
    query: { "page[number]": number, "page[size]": OUTBOX_PAGE_SIZE },
  })
  const { data, meta } = requireStaffOk(answer)
  const locale = getLocale(context)
  return {
    title: opsTitle(context, "outbox.title"),
    kept: meta.kept,
    pagination: meta.pagination,
    mails: data.map((mail) => ({
      id: mail.id,
      ...mail.attributes,
      when: momentOf(mail.attributes.date, locale),
    })),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffOutboxPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff-ops")
  const { mails, pagination } = loaderData
  return (
    <article>
      <h1>{t("outbox.title")}</h1>
      <p className={loaderData.kept ? undefined : css.notice}>
        {t(loaderData.kept ? "outbox.kept" : "outbox.notKept")}
      </p>
      {mails.length === 0 ? (
        <p>{t("outbox.empty")}</p>
      ) : (
        <DataTable
          caption={t("outbox.title")}
          hiddenCaption
          rows={mails}
          rowKey={(mail) => mail.id}
          columns={[
            {
              name: t("outbox.subject"),
              cell: (mail) => (
                <Link to={`/staff/outbox/${mail.id}`}>{mail.subject || t("outbox.noSubject")}</Link>
              ),
            },
            { name: t("outbox.to"), cell: (mail) => mail.to },
            { name: t("outbox.date"), cell: (mail) => mail.when ?? "" },
          ]}
        />
      )}
      <p>{t("outbox.count", { count: pagination.total })}</p>
      <Pagination
        page={pagination.current_page}
        totalPages={pagination.total_pages}
        href={(page) => (page > 1 ? `/staff/outbox?page=${page}` : "/staff/outbox")}
      />
    </article>
  )
}
