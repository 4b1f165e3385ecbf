import { describe, expect, it } from "vitest"

import { securityHeaders } from "../../server/security-headers"

// HSTS over HTTPS, behind a proxy too. The server passes whether the request came over HTTPS (directly or
// through a trusted proxy's X-Forwarded-Proto, tests/unit/forwarded-request.test.ts).
describe("security headers", () => {
  it("tell browsers to keep to HTTPS for a year when the request came over HTTPS", () => {
    const headers = new Headers()
    securityHeaders(headers, "nonce", false, 200, true)
    expect(headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
    expect(headers.get("x-content-type-options")).toBe("nosniff")
    expect(headers.get("content-security-policy")).toContain("'nonce-nonce'")
  })

  it("say nothing of HTTPS over plain HTTP, where browsers ignore it and a laptop has no certificate", () => {
    const headers = new Headers()
    securityHeaders(headers, "nonce", false, 200, false)
    expect(headers.has("strict-transport-security")).toBe(false)
    expect(headers.get("x-frame-options")).toBe("DENY")
  })
})
