import { data, Form, Link, redirect } from "react-router"

import { cancelOrder, confirmOrder, shipOrder } from "#contract/staff-area"
import { getStaffOrder, STAFF_ORDER_MOVES, type StaffOrderMove } from "#contract/staff-orders"

import { DataTable } from "../../components/data-table"
import { FormToken } from "../../components/form-token"
import { fieldText, readForm } from "../../lib/forms/read-form.server"
import { getLocale } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { staffSessionContext } from "../../lib/session/staff-session.server"
import { requireStaffOk, staffApi } from "../../lib/transport/staff-api.server"
import { button } from "../../styles/utilities.css"
import type { Route } from "./+types/order"
import * as opsCss from "./ops.css"
import { dayOf, moneyOf } from "./ops-format"
import { opsTitle } from "./ops-title.server"
import * as css from "./staff.css"
import { staffMeta } from "./staff-meta"

// One order for staff (decision 020): its partner, lines and totals, a button for each move its status
// allows (the API's `moves`: a button the server would refuse is never shown), and its invoice once
// shipped. Each move is a plain POST form; a move refused meanwhile (another person shipped it) is said
// in a sentence above the buttons, the order shown as it is now.

export const handle = { i18n: ["staff-ops", "orders"] }

const REF = /^(\d{1,9}|SO\d{4}-\d{6})$/i
const MOVE_ENDPOINTS = { confirm: confirmOrder, ship: shipOrder, cancel: cancelOrder } as const

function refOf(params: { ref?: string }) {
  if (!params.ref || !REF.test(params.ref)) throw new Response("Not found", { status: 404 })
  return params.ref.toUpperCase()
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const ref = refOf(params)
  const order = requireStaffOk(await staffApi(context, url).send(getStaffOrder, { params: { ref } })).data
  const locale = getLocale(context)
  const { currency } = order.attributes
  return {
    title: `${order.attributes.number} | ${opsTitle(context, "orders.title")}`,
    order: {
      ...order.attributes,
      day: dayOf(order.attributes.created_at, locale),
      total: moneyOf(order.attributes.total_cents, currency),
      net: moneyOf(order.attributes.net_cents, currency),
      vat: moneyOf(order.attributes.vat_cents, currency),
      lines: order.attributes.lines.map((line) => ({
        ...line,
        unit: moneyOf(line.unit_cents, currency),
        amount: moneyOf(line.line_cents, currency),
      })),
    },
  }
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const ref = refOf(params)
  const move = fieldText(await readForm(request), "move")
  if (!(STAFF_ORDER_MOVES as readonly string[]).includes(move))
    return data({ refused: null, refusedKey: "order.unknownMove" }, { status: 422 })
  const answer = await staffApi(context, url).send(MOVE_ENDPOINTS[move as StaffOrderMove], {
    params: { ref },
  })
  if (!answer.ok) {
    if (answer.status === 404) throw new Response("Not found", { status: 404 })
    return data(
      { refused: ("message" in answer ? answer.message : undefined) ?? null, refusedKey: "order.failed" },
      { status: answer.status === 409 ? 409 : 503 },
    )
  }
  context.get(staffSessionContext).flash("done", `staff-ops:order.done.${move}`)
  throw redirect(`/staff/orders/${ref}`, 303)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff-ops")
  const { order } = loaderData
  return (
    <article>
      <p>
        <Link to="/staff/orders">{t("order.back")}</Link>
      </p>
      <h1>{t("order.title", { number: order.number })}</h1>
      <dl className={opsCss.facts}>
        <dt>{t("orders.status")}</dt>
        <dd>{t(`orders:statuses.${order.status}`)}</dd>
        <dt>{t("orders.date")}</dt>
        <dd>{order.day}</dd>
        <dt>{t("orders.partner")}</dt>
        <dd>
          {order.company_name ? `${order.company_name}, ` : ""}
          {order.partner_name} ({order.email}, {t("order.clientNumber", { id: order.client_id })})
        </dd>
        {order.reference ? (
          <>
            <dt>{t("order.reference")}</dt>
            <dd>{order.reference}</dd>
          </>
        ) : null}
        {order.comments ? (
          <>
            <dt>{t("order.comments")}</dt>
            <dd>{order.comments}</dd>
          </>
        ) : null}
      </dl>
      {actionData ? (
        <p role="alert" className={css.notice}>
          {actionData.refused ?? t(actionData.refusedKey)}
        </p>
      ) : null}
      <OrderMoves moves={order.moves} />
      {order.invoices.length ? (
        <p>
          <a href={`/staff/orders/${order.number}/invoice`} download>
            {t("order.invoice", { number: order.invoices[0] })}
          </a>
        </p>
      ) : (
        <p>{t("order.noInvoice")}</p>
      )}
      <h2>{t("order.lines")}</h2>
      <DataTable
        rows={order.lines}
        rowKey={(_line, index) => String(index)}
        columns={[
          {
            name: t("order.item"),
            cell: (line) => (
              <>
                {line.name} <small>({line.item_id})</small>
              </>
            ),
          },
          { name: t("order.quantity"), cell: (line) => line.quantity },
          { name: t("order.unit"), numeric: true, cell: (line) => line.unit },
          { name: t("order.amount"), numeric: true, cell: (line) => line.amount },
        ]}
      />
      <dl className={opsCss.facts}>
        <dt>{t("order.net")}</dt>
        <dd>{order.net}</dd>
        <dt>{t("order.vat")}</dt>
        <dd>{order.vat}</dd>
        <dt>{t("orders.total")}</dt>
        <dd>
          <strong>{order.total}</strong>
        </dd>
      </dl>
    </article>
  )
}

/** One POST form per move the order's status allows (decision 020), none when it is final. */
function OrderMoves({ moves }: { moves: readonly StaffOrderMove[] }) {
  const { t } = useTranslation("staff-ops")
  if (!moves.length) return <p>{t("order.noMoves")}</p>
  return (
    <div className={opsCss.actions}>
      {moves.map((move) => (
        <Form method="post" key={move}>
          <FormToken />
          <input type="hidden" name="move" value={move} />
          <button type="submit" className={button}>
            {t(`order.move.${move}`)}
          </button>
        </Form>
      ))}
    </div>
  )
}
