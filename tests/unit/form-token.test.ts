import { describe, expect, it } from "vitest"

import { csrfCookie } from "../../app/lib/session/cookies.server"
import { csrf, PLAIN_TOKEN, requireValidCsrf } from "../../app/lib/session/csrf.server"

// The form token of every post (docs/security.md): a signed random value, kept in this browser's cookie
// and carried by its forms; a post is refused (403) unless the two are the same and the signature is ours.
const page = (cookie?: string) =>
  new Request("https://shop.example.com/en/basket", { headers: cookie ? { cookie } : {} })
const post = (cookie: string | undefined, token?: string) => {
  const form = new FormData()
  if (token !== undefined) form.set("csrf", token)
  return [page(cookie), form] as const
}
const cookieHeader = async (token: string) => (await csrfCookie.serialize(token)).split(";")[0]!

async function status(request: Request, form: FormData) {
  try {
    await requireValidCsrf(request, form)
    return 200
  } catch (error) {
    return (error as Response).status
  }
}

describe("a browser's form token", () => {
  it("is made once, of URL-safe characters, and kept while its cookie lasts", async () => {
    const [token, setCookie] = await csrf.commitToken(page())
    expect(token).toMatch(PLAIN_TOKEN)
    expect(token.split(".")).toHaveLength(2)
    expect(setCookie).toContain("HttpOnly")
    const [again, none] = await csrf.commitToken(page(await cookieHeader(token)))
    expect(again).toBe(token)
    expect(none).toBeNull()
  })

  it("is made anew when the cookie holds a token this shop did not sign", async () => {
    const [token] = await csrf.commitToken(page())
    const forged = `${token.split(".")[0]}.${"A".repeat(43)}`
    const [fresh, setCookie] = await csrf.commitToken(page(await cookieHeader(forged)))
    expect(fresh).not.toBe(forged)
    expect(setCookie).not.toBeNull()
  })

  it("lets a post through when the form carries the cookie's token", async () => {
    const [token] = await csrf.commitToken(page())
    expect(await status(...post(await cookieHeader(token), token))).toBe(200)
  })

  it("refuses a post without a token, without a cookie, with another token or a forged one", async () => {
    const [token] = await csrf.commitToken(page())
    const [other] = await csrf.commitToken(page())
    const cookie = await cookieHeader(token)
    const [value] = token.split(".")
    const unsigned = `${value}.${Buffer.alloc(32).toString("base64url")}`
    expect(await status(...post(cookie))).toBe(403)
    expect(await status(...post(cookie, ""))).toBe(403)
    expect(await status(...post(undefined, token))).toBe(403)
    expect(await status(...post(cookie, other))).toBe(403)
    // the same forged token in both places: the signature is checked, not only the match
    expect(await status(...post(await cookieHeader(unsigned), unsigned))).toBe(403)
    expect(await status(...post(await cookieHeader(value!), value))).toBe(403)
    expect(await status(...post(await cookieHeader(`${token}.x`), `${token}.x`))).toBe(403)
  })
})
