import { Form, Link } from "react-router"

import { listStaffAuditLog, listStaffMembers } from "#contract/staff"

import { DataTable } from "../../components/data-table"
import { getLocale } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { requireStaffOk, staffApi } from "../../lib/transport/staff-api.server"
import { button } from "../../styles/utilities.css"
import type { Route } from "./+types/audit-log"
import * as opsCss from "./ops.css"
import { dayParam, momentOf } from "./ops-format"
import { opsTitle } from "./ops-title.server"
import * as listCss from "./staff-list.css"
import { staffMeta } from "./staff-meta"

// The audit log (decision 093): every staff login and change, newest first, never editable; filtered by
// staff member, action (or the start of one: "order.") and days, a page at a time ("older entries" goes
// on from the last id shown). Admins only: for anyone else the API's 403 shows the staff 403 page.

export const handle = { i18n: ["staff-ops"] }

const PAGE = 50

export async function loader({ context, url }: Route.LoaderArgs) {
  const params = url.searchParams
  const staffId = /^\d{1,9}$/.test(params.get("staff") ?? "") ? Number(params.get("staff")) : undefined
  const action = /^[a-z_.]{1,60}$/.test(params.get("action") ?? "") ? params.get("action")! : ""
  const before = /^\d{1,12}$/.test(params.get("before") ?? "") ? Number(params.get("before")) : undefined
  const from = dayParam(params.get("from"))
  const to = dayParam(params.get("to"))
  const api = staffApi(context, url)
  const entries = requireStaffOk(
    await api.send(listStaffAuditLog, {
      query: {
        staff_id: staffId,
        action: action || undefined,
        from: from || undefined,
        to: to || undefined,
        before,
        limit: PAGE,
      },
    }),
  ).data
  const members = requireStaffOk(await api.send(listStaffMembers)).data
  const locale = getLocale(context)
  const older = new URLSearchParams(params)
  if (entries.length === PAGE) older.set("before", entries.at(-1)!.id)
  return {
    title: opsTitle(context, "audit.title"),
    filters: { staff: staffId ? String(staffId) : "", action, from, to },
    members: members.map((member) => ({
      id: member.id,
      label: `${member.attributes.name} (${member.attributes.email})`,
    })),
    entries: entries.map((entry) => ({
      id: entry.id,
      ...entry.attributes,
      when: momentOf(entry.attributes.at, locale),
      change: [entry.attributes.before, entry.attributes.after].map((value) =>
        value ? JSON.stringify(value) : "",
      ),
    })),
    olderHref: entries.length === PAGE ? `/staff/audit-log?${older}` : null,
    firstHref: before
      ? `/staff/audit-log?${new URLSearchParams([...params].filter(([key]) => key !== "before"))}`
      : null,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffAuditLogPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff-ops")
  const { filters } = loaderData
  return (
    <article>
      <h1>{t("audit.title")}</h1>
      <p>{t("audit.intro")}</p>
      <Form method="get" className={listCss.search} role="search">
        <div className={listCss.field}>
          <label htmlFor="audit-staff">{t("audit.member")}</label>
          <select id="audit-staff" name="staff" defaultValue={filters.staff}>
            <option value="">{t("audit.anyMember")}</option>
            {loaderData.members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.label}
              </option>
            ))}
          </select>
        </div>
        <div className={listCss.field}>
          <label htmlFor="audit-action">{t("audit.action")}</label>
          <input
            id="audit-action"
            name="action"
            defaultValue={filters.action}
            maxLength={60}
            aria-describedby="audit-action-hint"
          />
          <small id="audit-action-hint">{t("audit.actionHint")}</small>
        </div>
        <div className={listCss.field}>
          <label htmlFor="audit-from">{t("orders.from")}</label>
          <input id="audit-from" type="date" name="from" defaultValue={filters.from} />
        </div>
        <div className={listCss.field}>
          <label htmlFor="audit-to">{t("orders.to")}</label>
          <input id="audit-to" type="date" name="to" defaultValue={filters.to} />
        </div>
        <button type="submit" className={button}>
          {t("orders.apply")}
        </button>
      </Form>
      {loaderData.entries.length === 0 ? (
        <p>{t("audit.empty")}</p>
      ) : (
        <DataTable
          caption={t("audit.title")}
          hiddenCaption
          scrollRegion={t("audit.title")}
          rows={loaderData.entries}
          rowKey={(entry) => entry.id}
          columns={[
            { name: t("audit.when"), cell: (entry) => entry.when },
            { name: t("audit.member"), cell: (entry) => entry.staff_email },
            { name: t("audit.action"), cell: (entry) => entry.action },
            { name: t("audit.target"), cell: (entry) => entry.target ?? "" },
            { name: t("audit.from"), className: opsCss.small, cell: (entry) => entry.address ?? "" },
            { name: t("audit.before"), className: opsCss.small, cell: (entry) => entry.change[0] },
            { name: t("audit.after"), className: opsCss.small, cell: (entry) => entry.change[1] },
          ]}
        />
      )}
      <p className={opsCss.actions}>
        {loaderData.firstHref ? <Link to={loaderData.firstHref}>{t("audit.newest")}</Link> : null}
        {loaderData.olderHref ? <Link to={loaderData.olderHref}>{t("audit.older")}</Link> : null}
      </p>
    </article>
  )
}
