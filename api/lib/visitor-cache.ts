import type { MiddlewareHandler } from "hono"

import type { ApiEnv } from "./context"

// Catalogue answers for visitors hold no personal data and change only with a catalogue import, so each
// process keeps them briefly (spec §7 names a "/cached" variant for exactly this). Partners' answers
// (prices, stock) are never kept, nor settings, which staff switch at any moment.
// Bounded by size, not by count: a page of products is tens of KB and a search or a filter list far less,
// so a count bound gave no idea of the memory held (README "Speed", memory); the oldest answers go first.
const CACHEABLE = /^\/(products|product-filters|search|menu-trees|declined-menu-tree|meta-tags|pages)(\/|$)/

interface Entry {
  at: number
  status: number
  body: string
  headers: [string, string][]
}

export function visitorCache({
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
  return async (c, next) => {
    const url = new URL(c.req.url)
    if (c.req.method !== "GET" || c.get("viewer") !== null || !CACHEABLE.test(url.pathname)) return next()
    const key = `${c.get("locale")} ${url.pathname}${url.search}`
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
