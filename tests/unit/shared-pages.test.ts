import { createHash } from "node:crypto"

import { describe, expect, it } from "vitest"

import {
  inlineScriptHashes,
  isCataloguePage,
  isHomePage,
  sharedCookieKey,
} from "../../app/lib/caching/shared-page.server"
import { sentFromOwnPage } from "../../app/lib/session/csrf.server"
import { securityHeaders } from "../../server/security-headers"

// Decision 041: shared pages carry no nonce and no form token.
const post = (headers: Record<string, string>) =>
  new Request("https://shop.example.com/en/wishlist", { method: "POST", headers })
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

describe("a form post without a token is ours when the browser says so", () => {
  it("takes Fetch Metadata first, then Origin, then Referer", () => {
    expect(sentFromOwnPage(post({ "sec-fetch-site": "same-origin" }))).toBe(true)
    expect(sentFromOwnPage(post({ origin: "https://shop.example.com" }))).toBe(true)
    expect(sentFromOwnPage(post({ referer: "https://shop.example.com/en/products/all?x=1" }))).toBe(true)
  })

  it("is no proof from another site, another scheme or port, or a header that is no URL", () => {
    const notOurs: Record<string, string>[] = [
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site" },
      // typed in or a bookmark: never a form of ours
      { "sec-fetch-site": "none" },
      // Fetch Metadata outranks an Origin that would have passed
      { "sec-fetch-site": "cross-site", origin: "https://shop.example.com" },
      { origin: "http://shop.example.com" },
      { origin: "https://shop.example.com:8443" },
      { origin: "null" },
      { referer: "https://shop.example.com.evil.test/" },
      { referer: "not a url" },
      {},
    ]
    for (const headers of notOurs) expect(sentFromOwnPage(post(headers)), JSON.stringify(headers)).toBe(false)
  })
})

describe("shared pages", () => {
  it("are for visitors whose cookies are only the form token, the language and the cookie choice", () => {
    expect(sharedCookieKey(null)).toBe("")
    expect(sharedCookieKey("csrf=a; lng=b")).toBe("")
    expect(sharedCookieKey("lng=b; cookie_consent=c")).toBe("cookie_consent=c")
    expect(sharedCookieKey("lng=b; wishlist=k")).toBeNull()
    expect(sharedCookieKey("session=s")).toBeNull()
  })

  it("are the catalogue pages and, in every supported language, the home page (decisions 041, 047 and 051)", () => {
    const at = (path: string) => new URL(path, "https://shop.example.com")
    for (const path of ["/en", "/nl", "/de", "/es"]) expect(isHomePage(at(path)), path).toBe(true)
    for (const path of ["/", "/en/products/cooking", "/nl/contact", "/xx", "/pt"])
      expect(isHomePage(at(path)), path).toBe(false)
    expect(isCataloguePage(at("/en/products/cooking"))).toBe(true)
    expect(isCataloguePage(at("/en"))).toBe(false)
  })

  it("name the hashes of their inline scripts, not of script files or empty scripts", () => {
    const html =
      '<script type="module" src="/assets/a.js"></script><script>window.a=1</script>' +
      '<script type="module">import("/assets/b.js")</script><script></script><script>window.a=1</script>'
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/assets/b.js")')])
  })

  it("get a policy that allows exactly those hashes, and no nonce", () => {
    const headers = new Headers()
    const hashes = [sha("a"), sha("b")].join(" ")
    securityHeaders(headers, "unused", false, 200, false, `${hashes} 'unsafe-inline' https://evil.test`)
    const scriptSrc = /script-src ([^;]+)/.exec(headers.get("content-security-policy")!)![1]
    // only hash expressions pass from the web shop's header
    expect(scriptSrc).toBe(`'self' ${hashes}`)
    const none = new Headers()
    securityHeaders(none, "unused", false, 200, false, "")
    expect(none.get("content-security-policy")).toContain("script-src 'self';")
  })
})
