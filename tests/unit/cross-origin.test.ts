import { describe, expect, it } from "vitest"

import { crossOriginProblem } from "../../server/cross-origin"

// The Origin check on every write (server/cross-origin.ts), the rules of Go 1.25's
// http.CrossOriginProtection.
const post = (headers: Record<string, string>, url = "https://shop.example.com/logout", method = "POST") =>
  crossOriginProblem(new Request(url, { method, headers }))

describe("a write from another site", () => {
  it("is refused when Fetch Metadata names another site, whatever Origin says", () => {
    expect(post({ "sec-fetch-site": "cross-site" })).toMatch(/cross-site/)
    expect(post({ "sec-fetch-site": "same-site" })).toMatch(/same-site/)
    expect(post({ "sec-fetch-site": "cross-site", origin: "https://shop.example.com" })).not.toBeNull()
  })

  it("passes from the shop's own page or a typed address", () => {
    expect(post({ "sec-fetch-site": "same-origin" })).toBeNull()
    expect(post({ "sec-fetch-site": "none" })).toBeNull()
  })

  it("without Fetch Metadata, is judged by Origin: only the request's own origin passes, null does not", () => {
    expect(post({ origin: "https://shop.example.com" })).toBeNull()
    expect(post({ origin: "http://shop.example.com" })).toMatch(/Origin/)
    expect(post({ origin: "https://shop.example.com:8443" })).toMatch(/Origin/)
    expect(post({ origin: "https://evil.example" })).toMatch(/Origin/)
    expect(post({ origin: "null" })).toMatch(/Origin/)
  })

  it("with neither header (an integration, an old browser) goes on to the form token and bearer checks", () => {
    expect(post({})).toBeNull()
  })

  it("never concerns a read, and concerns every other method", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"])
      expect(post({ "sec-fetch-site": "cross-site" }, undefined, method)).toBeNull()
    for (const method of ["PUT", "PATCH", "DELETE"])
      expect(post({ "sec-fetch-site": "cross-site" }, undefined, method)).not.toBeNull()
  })
})
