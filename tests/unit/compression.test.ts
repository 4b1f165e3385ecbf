import zlib from "node:zlib"

import { describe, expect, it } from "vitest"

import { compress } from "../../server/compression"

// Pages are compressed by the server; a shared page (decision 041: public, its ETag a hash of its bytes)
// once per version and encoding, at the best level, then reused.
const html = `<!doctype html><html><body>${"<p>Combi oven, 10 × GN 1/1, 400 V</p>".repeat(400)}</body></html>`
const request = new Request("http://shop.test/en/products/all", { headers: { "accept-encoding": "gzip" } })
const brRequest = new Request("http://shop.test/en/products/all", {
  headers: { "accept-encoding": "gzip, deflate, br" },
})
const page = (cacheControl: string, etag: string, body = html) =>
  new Response(body, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl, ETag: etag },
  })

describe("page compression", () => {
  it("gzips a shared page once per version, smaller than a personal page's, and serves it again", async () => {
    const shared = Buffer.from(
      await (await compress(request, page("public, max-age=60", 'W/"one"'))).arrayBuffer(),
    )
    const personal = Buffer.from(
      await (await compress(request, page("private, no-cache", 'W/"one"'))).arrayBuffer(),
    )
    expect(zlib.gunzipSync(shared).toString()).toBe(html)
    expect(zlib.gunzipSync(personal).toString()).toBe(html)
    expect(shared.length).toBeLessThan(personal.length)
    // the same version again: the kept bytes, whatever the body says (its ETag names the bytes)
    const again = await compress(request, page("public, max-age=60", 'W/"one"', "ignored"))
    expect(Buffer.from(await again.arrayBuffer()).equals(shared)).toBe(true)
    expect(again.headers.get("content-encoding")).toBe("gzip")
    expect(again.headers.get("content-length")).toBe(String(shared.length))
    // another version is compressed afresh
    const other = await compress(request, page("public, max-age=60", 'W/"two"', "<p>other</p>"))
    expect(zlib.gunzipSync(Buffer.from(await other.arrayBuffer())).toString()).toBe("<p>other</p>")
  })

  it("gives a browser that takes brotli a shared page in brotli, smaller still, and a personal page in gzip", async () => {
    const shared = await compress(brRequest, page("public, max-age=60", 'W/"three"'))
    expect(shared.headers.get("content-encoding")).toBe("br")
    const bytes = Buffer.from(await shared.arrayBuffer())
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(html)
    const gzipped = await compress(request, page("public, max-age=60", 'W/"three"'))
    expect(bytes.length).toBeLessThan(Number(gzipped.headers.get("content-length")))
    const personal = await compress(brRequest, page("private, no-cache", 'W/"three"'))
    expect(personal.headers.get("content-encoding")).toBe("gzip")
    // a private answer from the page cache (decision 051: a first visit to the home page) is the shared
    // bytes: the kept brotli, not a fresh gzip
    const fromPageCache = page("private, no-cache", 'W/"three"', "ignored")
    fromPageCache.headers.set("X-Page-Cache", "hit")
    const kept = await compress(brRequest, fromPageCache)
    expect(kept.headers.get("content-encoding")).toBe("br")
    expect(Buffer.from(await kept.arrayBuffer()).equals(bytes)).toBe(true)
    // neither taken: the page as it is
    const plain = await compress(new Request("http://shop.test/"), page("public, max-age=60", 'W/"three"'))
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(await plain.text()).toBe(html)
  })
})
