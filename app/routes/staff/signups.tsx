import { Link } from "react-router"

import { listStaffSignupRequests } from "#contract/staff-area"

import { dateFormatters } from "../../lib/i18n/date-formatters"
import { getLocale } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { requireStaffOk, staffApi } from "../../lib/transport/staff-api.server"
import type { Route } from "./+types/signups"
import { pageOf, readListState, type StaffListSpec } from "./staff-list"
import { StaffListFooter, StaffListSearch, StaffListTable } from "./staff-list-controls"
import { staffMeta } from "./staff-meta"
import { staffTitle } from "./staff-page.server"

// Sign-up requests (SIGNUP-1): those waiting for review, or all of them, searchable and sortable; each
// opens its review (signup-review.tsx). Roles admin and sales (the API refuses the others: 403 page).

interface Row {
  id: string
  created: string
  received: string
  name: string
  company: string
  email: string
  status: "pending" | "approved" | "rejected"
}

const SIGNUPS: StaffListSpec<Row> = {
  sorts: {
    received: (row) => row.created,
    name: (row) => row.name,
    company: (row) => row.company,
    status: (row) => row.status,
  },
  defaultSort: "-received",
  filters: { status: ["pending", "all"] },
  searchText: (row) => `${row.name} ${row.company} ${row.email}`,
  pageSize: 25,
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const state = readListState(url, SIGNUPS)
  const status = state.filters.status === "all" ? "all" : "pending"
  const answer = requireStaffOk(
    await staffApi(context, url).send(listStaffSignupRequests, { query: { status } }),
  )
  const { moment } = dateFormatters(getLocale(context))
  const rows = answer.data.map(({ id, attributes: a }): Row => ({
    id,
    created: a.created_at,
    received: moment(a.created_at) ?? "",
    name: `${a.first_name} ${a.last_name}`,
    company: a.company_name,
    email: a.email,
    status: a.status,
  }))
  return { title: staffTitle(context, "signups.title"), list: pageOf(rows, state, SIGNUPS) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffSignupsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff")
  const { list } = loaderData
  return (
    <article>
      <h1>{t("signups.title")}</h1>
      <StaffListSearch
        state={list.state}
        label={t("signups.search")}
        filters={[
          {
            name: "status",
            label: t("signups.show"),
            options: [
              { value: "pending", label: t("signups.pendingOnly") },
              { value: "all", label: t("signups.all") },
            ],
          },
        ]}
      />
      {list.rows.length ? (
        <StaffListTable
          list={list}
          caption={t("signups.title")}
          hiddenCaption
          rowKey={(row) => row.id}
          columns={[
            { name: t("signups.received"), sort: "received", cell: (row) => row.received },
            {
              name: t("signups.name"),
              sort: "name",
              rowHeader: true,
              cell: (row) => <Link to={`/staff/signups/${row.id}`}>{row.name}</Link>,
            },
            { name: t("signups.company"), sort: "company", cell: (row) => row.company },
            { name: t("signups.email"), cell: (row) => row.email },
            { name: t("signups.status"), sort: "status", cell: (row) => t(`signups.statuses.${row.status}`) },
          ]}
        />
      ) : null}
      <StaffListFooter list={list} />
    </article>
  )
}
