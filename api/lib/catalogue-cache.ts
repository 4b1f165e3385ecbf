import type { MiddlewareHandler } from "hono"

import { CONTENT_CHANNEL } from "./content-channel"
import type { ApiEnv } from "./context"
import { seesPrices, type Viewer } from "./viewer"

// Catalogue answers change only with a catalogue import, so each process keeps them briefly (API-6).
// Settings are not kept here: staff switch them at any moment, and
// they are kept until the database says they changed (settings-memo.ts, decision 052).
// - Visitors' catalogue answers hold no personal data: all of them are kept.
// - A partner's product lists are theirs (prices, stock, promotions at the moment of asking) and are never
//   kept. Three answers depend on the partner only through the prices they see, and are the same for every
//   partner with the same currency and discount (together about a third of a partner's list page in
//   database time, decision 046): the filter choices of a list, its highest price and the pages' meta tags.
// Bounded by size, not by count: a page of products is tens of KB and a search or a filter list far less,
// so a count bound gave no idea of the memory held (decision 030); the oldest answers go first.
const FOR_VISITORS =
  /^\/(products|product-filters|search|menu-trees|declined-menu-tree|meta-tags|pages)(\/|$)/
const FOR_PARTNERS = /^\/(products\/filters|products\/max-price|meta-tags\/[^/]+)$/

interface Entry {
  at: number
  status: number
  body: string
  headers: [string, string][]
}

/** Whom an answer may be shared with: every visitor, or the partners who see the same prices. */
function audienceOf(viewer: Viewer | null, pathname: string): string | null {
  if (viewer === null) return FOR_VISITORS.test(pathname) ? "visitor" : null
  if (!FOR_PARTNERS.test(pathname)) return null
  return seesPrices(viewer) ? `prices ${viewer.currency} ${viewer.discountBasisPoints}` : "no prices"
}

export function catalogueCache({
  ttlMs = 30_000,
  maxBytes = 16 * 1024 * 1024,
} = {}): MiddlewareHandler<ApiEnv> {
  const entries = new Map<string, Entry>()
  let bytes = 0
  // a string's characters, counted as bytes: these answers are JSON, almost all ASCII
  const sizeOf = (key: string, entry: Entry) => key.length + entry.body.length
  const forget = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= sizeOf(key, entry)
  }
  // staff content changes (news, FAQ, services, company info: /pages) are announced on a channel from any
  // process (decision 098): every process drops its kept /pages answers, so a change shows at once
  let following = false
  const dropPages = () => {
    for (const key of [...entries.keys()]) if (key.includes(" /pages")) forget(key)
  }
  return async (c, next) => {
    if (!following) {
      following = true
      c.get("handle").follow(CONTENT_CHANNEL, dropPages)
    }
    if (c.req.method !== "GET") {
      await next()
      // the notice reaches this process too, but on PostgreSQL a moment after the answer: the staff member
      // who saved and then opens the shop must not be that moment early
      if (c.res.status < 400 && new URL(c.req.url).pathname.startsWith("/staff/")) dropPages()
      return
    }
    const url = new URL(c.req.url)
    const audience = audienceOf(c.get("viewer"), url.pathname)
    if (audience === null) return next()
    const key = `${c.get("locale")} ${audience} ${url.pathname}${url.search}`
    const hit = entries.get(key)
    if (hit && Date.now() - hit.at < ttlMs) {
      const headers = new Headers(hit.headers)
      headers.set("X-Cache", "hit")
      return new Response(hit.body, { status: hit.status, headers })
    }
    await next()
    if (c.res.status !== 200 || !c.res.headers.get("content-type")?.includes("json")) return
    const body = await c.res.clone().text()
    const entry = { at: Date.now(), status: c.res.status, body, headers: [...c.res.headers.entries()] }
    forget(key)
    if (sizeOf(key, entry) > maxBytes / 8) return // one huge answer would push out everything else
    entries.set(key, entry)
    bytes += sizeOf(key, entry)
    while (bytes > maxBytes) forget(entries.keys().next().value!)
  }
}
