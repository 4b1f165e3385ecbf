import { Form, Link } from "react-router"

import { FormToken } from "../../../components/form-token"
import { useTranslation } from "../../../lib/i18n/translation"
import { button } from "../../../styles/utilities.css"
import type { StaffListPage } from "../staff-list"
import { StaffListFooter, StaffListSearch, StaffListTable } from "../staff-list-controls"
import * as css from "./ordered-content.css"
import type { OrderedRow } from "./ordered-content.server"
import { itemPath, type OrderedKind } from "./ordered-kinds"

// The list of FAQ entries or services (CONTENT-8): searched, sorted and paged by links, each row moved up
// or down by a plain form (the list comes back as it was, search and page kept).

export function OrderedContentList({
  kind,
  list,
  count,
}: {
  kind: OrderedKind
  list: StaffListPage<OrderedRow>
  /** every entry, on every page: the last one cannot move down */
  count: number
}) {
  const { t } = useTranslation("staff-content")
  const texts = (key: string) => t(`${kind.name}.${key}`)
  return (
    <article>
      <h1>{texts("title")}</h1>
      <p>
        <Link to={`${kind.path}/item`} className={button}>
          {texts("new")}
        </Link>
      </p>
      <StaffListSearch state={list.state} label={texts("search")} />
      <StaffListTable
        list={list}
        rowKey={(row) => row.id}
        columns={[
          { name: t("order.position"), sort: "position", cell: (row) => row.position },
          {
            name: texts("itemTitle"),
            sort: "title",
            rowHeader: true,
            cell: (row) => <Link to={itemPath(kind, row.id)}>{row.title}</Link>,
          },
          { name: t("news.languages"), cell: (row) => row.languages },
          {
            name: t("order.move"),
            cell: (row) => (
              <div className={css.moves}>
                {row.position > 1 ? (
                  <MoveButton id={row.id} to={row.position - 1} label={t("order.up")} title={row.title} />
                ) : null}
                {row.position < count ? (
                  <MoveButton id={row.id} to={row.position + 1} label={t("order.down")} title={row.title} />
                ) : null}
              </div>
            ),
          },
        ]}
      />
      <StaffListFooter list={list} />
    </article>
  )
}

/** One move: the entry to a place; the button names its entry for screen readers. */
function MoveButton({ id, to, label, title }: { id: string; to: number; label: string; title: string }) {
  return (
    <Form method="post" preventScrollReset>
      <FormToken />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="position" value={to} />
      <button type="submit" name="intent" value="move" className={css.secondary}>
        {label}
        <span className="visually-hidden"> ({title})</span>
      </button>
    </Form>
  )
}
