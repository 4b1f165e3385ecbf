import { redirect } from "react-router"

import { getInvoicePdf } from "#contract/invoices"

import { partnerSessionContext, requirePartnerSession } from "../lib/session/partner-session.server"
import { shopContext } from "../lib/session/shop-context.server"
import { pdfDownload } from "../lib/transport/pdf-download.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/my-invoice-download"

// INVOICE-4, GET invoices/{id}: the PDF, saved as a file named by the id. A resource route: the browser
// downloads the API's answer with the partner's token, no scripts needed. When the PDF cannot be had
// (another partner's invoice, the API failing), the invoices page says so (INVOICE-5 "PDF load error").

export async function loader({ context, params }: Route.LoaderArgs) {
  requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  // while the terms gate is open the account cannot be used (as in the account layout)
  if (context.get(partnerSessionContext).gate) throw redirect(`/${locale}`)
  const failed = `${localizedPath(locale, "myInvoices")}?error=pdf`
  if (!/^\d{1,9}$/.test(params.id)) throw redirect(failed, 303)
  const answer = await shopApi(context).file(getInvoicePdf, { params: { id: params.id } })
  if (!answer.ok) throw redirect(failed, 303)
  return pdfDownload(answer.response, `${params.id}.pdf`, { ownName: true })
}
