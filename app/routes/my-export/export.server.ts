import { redirect, type RouterContextProvider } from "react-router"

import { partnerSessionContext, requirePartnerSession } from "../../lib/session/partner-session.server"
import { shopContext } from "../../lib/session/shop-context.server"

/**
 * EXPORT-1: the export is for partners with the partner_zone_export role (8); another partner gets a 403
 * page that says so (the page's error boundary), as the offers' pages do. While the terms gate is open the
 * account cannot be used (as in the account layout; the download route is outside it).
 */
export function requireExportAccess(context: Readonly<RouterContextProvider>) {
  const user = requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  if (context.get(partnerSessionContext).gate) throw redirect(`/${locale}`)
  if (!user.roles.partner_zone_export) throw new Response("Forbidden", { status: 403 })
  return user
}

/** An export file's id is a UUID (contract downloadExportFile); anything else names no file. */
export const isExportFileId = (id: string | undefined): id is string =>
  !!id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
