import { redirect } from "react-router"

import { downloadExportFile } from "#contract/exports"

import { shopContext } from "../lib/session/shop-context.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/my-export-download"
import { isExportFileId, requireExportAccess } from "./my-export/export.server"

// GET export/products/file (EXPORT-4, EXPORT-5): one of the partner's export files, CSV or XLSX. A
// resource route (outside the account layout): the browser saves the API's answer, asked with the
// partner's token, under the API's name and type; no scripts needed. The e-mail that says a file is ready
// links here. Another partner's file and an unknown one are not found (404); a file not ready yet (still
// being made, or failed) sends the partner to the export page, which shows its state.

const PASSED_ON = ["content-type", "content-length", "content-disposition", "last-modified"]

export async function loader({ context, params }: Route.LoaderArgs) {
  requireExportAccess(context)
  const { locale } = context.get(shopContext)
  if (!isExportFileId(params.id)) throw new Response("Not found", { status: 404 })
  const answer = await shopApi(context).file(downloadExportFile, { query: { id: params.id } })
  if (!answer.ok) {
    if (answer.kind === "not_found") throw new Response("Not found", { status: 404 })
    throw redirect(localizedPath(locale, "myExport"), 303)
  }
  const headers = new Headers({ "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" })
  for (const name of PASSED_ON) {
    const value = answer.response.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(answer.response.body, { status: 200, headers })
}
