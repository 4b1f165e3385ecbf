import { redirect } from "react-router"

import { getTechnicalDocumentFile } from "#contract/catalog"

import { shopContext } from "../lib/session/shop-context.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { DOCUMENT_FAILED } from "../lib/urls/document-failed"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/product-document"

// CAT-30: a product's technical document, asked for through the shop and streamed to the browser under the
// API's name and type (a resource route; no scripts needed). The document's id goes to the API only once
// it has the shape of one. A document that cannot be had (unknown, or not made) brings the partner back to
// the product's documents, which say so in the page's language: never the API's JSON error.

const PASSED_ON = ["content-type", "content-length", "content-disposition", "cache-control", "last-modified"]

export async function loader({ context, params }: Route.LoaderArgs) {
  const { locale } = context.get(shopContext)
  const { category, range, subrange, id, documentId } = params
  // the product's page checks its own address (and redirects to its canonical one)
  const product = localizedPath(locale, "productDetails", { category, range, subrange, id })
  const failed = `${product}?${DOCUMENT_FAILED}#${DOCUMENT_FAILED}`
  if (!/^\d{1,9}$/.test(documentId)) throw redirect(failed, 303)
  const answer = await shopApi(context).file(getTechnicalDocumentFile, {
    params: { id: Number(documentId) },
  })
  if (!answer.ok || !answer.response.headers.get("content-type")?.startsWith("application/pdf"))
    throw redirect(failed, 303)
  const headers = new Headers({ "X-Content-Type-Options": "nosniff" })
  for (const name of PASSED_ON) {
    const value = answer.response.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(answer.response.body, { status: 200, headers })
}
