import { redirect } from "react-router"

import { getStaffOrderInvoicePdf } from "#contract/staff-orders"

import { pdfDownload } from "../../lib/transport/pdf-download.server"
import { staffApi } from "../../lib/transport/staff-api.server"
import type { Route } from "./+types/order-invoice"

// A shipped order's invoice for staff: the partner's own PDF (GET /staff/orders/{ref}/invoice), streamed
// as a download with the staff session's token. No invoice (not shipped): back to the order.

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const ref = params.ref.toUpperCase()
  if (!/^(\d{1,9}|SO\d{4}-\d{6})$/.test(ref)) throw new Response("Not found", { status: 404 })
  const answer = await staffApi(context, url).file(getStaffOrderInvoicePdf, { params: { ref } })
  if (!answer.ok) throw redirect(`/staff/orders/${ref}`, 303)
  return pdfDownload(answer.response, `${ref}.pdf`)
}
