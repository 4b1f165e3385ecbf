import { describe, expect, it } from "vitest"

import { documentETag, weakETag } from "../../app/lib/caching/document-cache.server"

// A rendered page's ETag names its bytes without its per-request nonce, so that the next request for the
// same page (another nonce) can be answered 304 (app/lib/caching/document-cache.server.ts).
const page = (nonce: string, text = "Combi oven, 10 × GN 1/1") =>
  `<!doctype html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/></head>` +
  `<body><p>${text}</p><script nonce="${nonce}">window.__reactRouterContext={}</script>` +
  `<script type="module" nonce="${nonce}">import "/assets/b.js"</script></body></html>`
const bytes = (text: string) => new TextEncoder().encode(text)

describe("a rendered document's ETag", () => {
  it("is the same for the same page under two nonces, and changes with what the page says", () => {
    const first = documentETag(bytes(page("Tk9OQ0Ux+/==")), "Tk9OQ0Ux+/==")
    const second = documentETag(bytes(page("b3RoZXI2NDI=")), "b3RoZXI2NDI=")
    expect(first).toMatch(/^W\/"[\w-]+"$/)
    expect(second).toBe(first)
    expect(documentETag(bytes(page("b3RoZXI2NDI=", "Combi oven, 6 × GN 1/1")), "b3RoZXI2NDI=")).not.toBe(
      first,
    )
  })

  it("is what the text's hash without its nonce attributes was, so that ETags browsers keep stay valid", () => {
    const text = page("Tk9OQ0Ux+/==")
    expect(documentETag(bytes(text), "Tk9OQ0Ux+/==")).toBe(weakETag(text.replace(/ nonce="[^"]*"/g, "")))
    // a view into a larger buffer is read where it lies
    const padded = bytes(`xx${text}yy`)
    expect(documentETag(padded.subarray(2, padded.length - 2), "Tk9OQ0Ux+/==")).toBe(
      documentETag(bytes(text), "Tk9OQ0Ux+/=="),
    )
  })

  it("keeps every byte of a page without a nonce (a shared page), and another nonce's attributes", () => {
    const text = page("Tk9OQ0Ux+/==")
    expect(documentETag(bytes(text), undefined)).toBe(weakETag(text))
    expect(documentETag(bytes(text), "b3RoZXI2NDI=")).toBe(weakETag(text))
  })
})
