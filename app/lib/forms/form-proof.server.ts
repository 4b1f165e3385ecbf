import type { MiddlewareFunction } from "react-router"

import { getInstance, getLocale } from "../i18n/i18n.server"
import { postedToken, sentFromOwnPage } from "../session/csrf.server"
import { partnerSessionContext } from "../session/partner-session.server"
import { shopContext } from "../session/shop-context.server"
import { FORM_TYPES } from "./read-form.server"

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * Decision 041: the forms of shared pages (the wishlist, the cookie notice) carry no token, and a browser
 * proves them ours by its headers (csrf.server.ts, sentFromOwnPage). A post with no token and no such
 * header comes from a browser older than them all, a privacy tool that strips them, or a forger: it changes
 * nothing and is answered with a page that asks to send the same form again, now with this browser's own
 * token (a page of its own, never cached). A forger's page cannot read that answer, so cannot confirm it.
 * Route middleware of the routes whose actions take `originProof`; visitors only, as for the proof itself
 * (a partner's forms always carry their token).
 */
export const confirmUnprovenPost: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method !== "POST" || !FORM_TYPES.test(request.headers.get("content-type") ?? "")) return next()
  if (context.get(partnerSessionContext).user || sentFromOwnPage(request)) return next()
  let formData: FormData
  try {
    formData = await request.clone().formData()
  } catch {
    return next() // the action's own reading answers it (400)
  }
  if (postedToken(formData) !== "") return next()
  return confirmationPage(request, formData, context.get(shopContext).csrfToken, getLocale(context), (key) =>
    getInstance(context).t(key),
  )
}

function confirmationPage(
  request: Request,
  formData: FormData,
  token: string,
  locale: string,
  t: (key: string) => string,
): Response {
  const url = new URL(request.url)
  // the same fields again (text only: these forms send no files), then this browser's token
  const fields = [...formData]
    .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "csrf")
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("")
  const html =
    `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<link rel="stylesheet" href="/form-proof.css"><link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    `<title>${escapeHtml(t("formProof.title"))}</title></head><body><main>` +
    `<h1>${escapeHtml(t("formProof.title"))}</h1><p>${escapeHtml(t("formProof.message"))}</p>` +
    `<form method="post" action="${escapeHtml(url.pathname + url.search)}">${fields}` +
    `<input type="hidden" name="csrf" value="${escapeHtml(token)}">` +
    `<button type="submit">${escapeHtml(t("formProof.confirm"))}</button></form>` +
    `<p><a href="/">${escapeHtml(t("formProof.back"))}</a></p></main></body></html>`
  return new Response(html, {
    status: 200,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  })
}
