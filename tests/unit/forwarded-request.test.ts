import { describe, expect, it } from "vitest"

import { forwardedRequest } from "../../server/forwarded"

// deploy/: nginx ends TLS and passes the scheme on; with TRUST_PROXY=1 the server takes it, so that the
// request's origin is the one in the browser's Origin header (React Router's check on actions).
describe("the request behind a proxy", () => {
  it("takes the scheme of X-Forwarded-Proto when the proxy is trusted, dropping the default port", async () => {
    const request = new Request("http://shop.example.com:443/en/login?x=1", {
      method: "POST",
      headers: { "x-forwarded-proto": "https", "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.test",
    })
    const forwarded = forwardedRequest(request, true)
    expect(forwarded.url).toBe("https://shop.example.com/en/login?x=1")
    expect(new URL(forwarded.url).origin).toBe("https://shop.example.com")
    expect(forwarded.method).toBe("POST")
    expect(forwarded.headers.get("content-type")).toBe("application/x-www-form-urlencoded")
    expect(await forwarded.text()).toBe("email=a%40b.test")
  })

  it("keeps a plain-HTTP request on a port as it is (CI's nginx)", () => {
    const request = new Request("http://127.0.0.1:8088/en", { headers: { "x-forwarded-proto": "http" } })
    expect(forwardedRequest(request, true)).toBe(request)
  })

  it("ignores the header unless the proxy is trusted, and a value that is no scheme", () => {
    const request = new Request("http://shop.example.com/en", { headers: { "x-forwarded-proto": "https" } })
    expect(forwardedRequest(request, false)).toBe(request)
    const odd = new Request("http://shop.example.com/en", { headers: { "x-forwarded-proto": "gopher" } })
    expect(forwardedRequest(odd, true)).toBe(odd)
  })
})
