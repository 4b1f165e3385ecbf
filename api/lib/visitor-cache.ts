import type { MiddlewareHandler } from "hono"

import type { ApiEnv } from "./context"

// Catalogue answers for visitors hold no personal data and change only with a catalogue import, so each
// process keeps them briefly (spec §7 names a "/cached" variant for exactly this). Partners' answers
// (prices, stock) are never kept, nor settings, which staff switch at any moment.
const CACHEABLE = /^\/(products|product-filters|search|menu-trees|declined-menu-tree|meta-tags|pages)(\/|$)/

interface Entry {
  at: number
  status: number
  body: string
  headers: [string, string][]
}

export function visitorCache({ ttlMs = 30_000, max = 1_000 } = {}): MiddlewareHandler<ApiEnv> {
  const entries = new Map<string, Entry>()
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
    entries.delete(key)
    entries.set(key, { at: Date.now(), status: c.res.status, body, headers: [...c.res.headers.entries()] })
    if (entries.size > max) entries.delete(entries.keys().next().value!)
  }
}
