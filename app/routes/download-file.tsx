import { redirect } from "react-router"

import { DOWNLOAD_FILE_ID, getDownloadFile } from "#contract/downloads"

import { partnerSessionContext } from "../lib/session/partner-session.server"
import { shopContext } from "../lib/session/shop-context.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/download-file"

// CONTENT-3: a file download is a binary GET of the file's URL. A resource route: the browser saves the API's
// answer, asked with the partner's token when there is one (partner-only files), under the API's own name;
// no scripts needed. The id goes to the API only once it has the shape of a public id, never as a path.
// A download that fails goes back to its category, which shows "Download failed, try later" next to the
// file; a visitor asking for a partner's file is asked to log in.

const PASSED_ON = ["content-type", "content-length", "content-disposition", "cache-control", "last-modified"]

export async function loader({ context, params }: Route.LoaderArgs) {
  const { locale } = context.get(shopContext)
  if (!/^\d{1,9}$/.test(params.id)) throw new Response("Not found", { status: 404 })
  const category = localizedPath(locale, "downloadCategory", { id: params.id, name: params.name })
  const failed = `${category}?failed=${encodeURIComponent(params.fileId)}#file-${encodeURIComponent(params.fileId)}`
  if (!DOWNLOAD_FILE_ID.test(params.fileId)) throw redirect(failed, 303)
  // while the terms gate is open nothing of the partner's can be fetched: the category page shows the gate
  if (context.get(partnerSessionContext).gate) throw redirect(category, 303)
  const answer = await shopApi(context).file(getDownloadFile, { params: { fileId: params.fileId } })
  if (!answer.ok)
    throw redirect(answer.kind === "unauthorized" ? localizedPath(locale, "login") : failed, 303)
  const headers = new Headers({ "X-Content-Type-Options": "nosniff" })
  for (const name of PASSED_ON) {
    const value = answer.response.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(answer.response.body, { status: 200, headers })
}
