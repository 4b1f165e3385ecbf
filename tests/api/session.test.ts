import { eq } from "drizzle-orm"
import { afterAll, describe, expect, test, vi } from "vitest"

import { authSessions, loginThrottle, refreshTokens } from "../../api/db/schema"
import { REFRESH_REUSE_GRACE_MS } from "../../api/modules/accounts/session.service"
import { DEFAULT_LOGIN_LIFETIME_SECONDS } from "../../api/modules/accounts/tokens"
import { writeSetting } from "../../api/modules/content/settings.service"
import { callerRequests, DEMO_PASSWORD, setupTestApi } from "../support/api"

const api = setupTestApi()
const { freshAddress, post } = callerRequests(api, 77)

/** A partner of our own (unique e-mail), so state changes never leak into other tests. */
const createPartner = (options: { roles?: number[]; gtc?: boolean } = {}) => api.insertPartner(options)

describe("login", () => {
  test("a demo partner logs in: bearer token, refresh token, time to refresh, the user and its roles", async () => {
    const { status, body } = await post("/auth/login", {
      email: "buyer@partners.test",
      password: DEMO_PASSWORD,
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ token_type: "bearer", expires_in: 600, data: { type: "clients" } })
    expect(body.access_token.split(".")).toHaveLength(3)
    expect(body.refresh_token.length).toBeGreaterThan(30)
    // ACCOUNT-5: the refresh falls due 4 minutes after issue
    const dueIn = new Date(body.refresh_at).getTime() - Date.now()
    expect(dueIn).toBeGreaterThan(3.9 * 60_000)
    expect(dueIn).toBeLessThanOrEqual(4 * 60_000)
    expect(body.data.attributes).toMatchObject({
      email: "buyer@partners.test",
      is_gtc_accepted: true,
      currency: "EUR",
    })
    expect(body.data.relationships.roles.data).toEqual(
      ["1", "2", "3", "5", "8"].map((id) => ({ type: "roles", id })),
    )
    expect(JSON.stringify(body)).not.toContain("password")
  })

  test("the e-mail address is matched without regard to case or surrounding spaces", async () => {
    const { status } = await post("/auth/login", {
      email: "  Viewer@Partners.TEST ",
      password: DEMO_PASSWORD,
    })
    expect(status).toBe(200)
  })

  test("wrong credentials answer 422 with the message on the email field, the same for unknown addresses", async () => {
    const wrong = await post("/auth/login", { email: "buyer@partners.test", password: "not-the-password" })
    const unknown = await post("/auth/login", { email: "nobody@partners.test", password: "not-the-password" })
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(422)
      expect(answer.body.errors.email[0]).toMatch(/wrong e-mail address or password/)
    }
    expect(unknown.body).toEqual(wrong.body)
    const french = await api.json("/auth/login", {
      method: "POST",
      locale: "fr",
      headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
      body: JSON.stringify({ email: "buyer@partners.test", password: "nope" }),
    })
    expect(french.body.errors.email[0]).toMatch(/identifiants/)
  })

  test("bad input is a 422 per field, never a 500", async () => {
    const { status, body } = await post("/auth/login", { email: "not an email", password: "" })
    expect(status).toBe(422)
    expect(Object.keys(body.errors).sort()).toEqual(["email", "password"])
    const malformed = await api.request("/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    })
    expect(malformed.status).toBe(422)
  })

  test("the staff account is not a Partners zone account: the right password says where staff work", async () => {
    const right = await post("/auth/login", { email: "staff@partners.test", password: DEMO_PASSWORD })
    expect(right.status).toBe(403)
    expect(right.body).toMatchObject({ error: "staff_account" })
    expect(right.body.message).toMatch(/staff account/)
    expect(right.body).not.toHaveProperty("access_token")
    // a wrong password is just wrong credentials: nothing is said about the address
    const wrong = await post("/auth/login", { email: "staff@partners.test", password: "nope" })
    expect(wrong.status).toBe(422)
  })
})

describe("throttling", () => {
  test("after 5 failures the account is locked briefly (429 with Retry-After), even for the right password", async () => {
    const partner = await createPartner()
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post("/auth/login", { email: partner.email, password: "wrong-password" })).status).toBe(
        422,
      )
    }
    const locked = await post("/auth/login", { email: partner.email, password: DEMO_PASSWORD })
    expect(locked.status).toBe(429)
    const retryAfter = Number(locked.headers.get("retry-after"))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(30)
    expect(locked.body.message).toMatch(/Too many login attempts/)

    // the lock passes: the real person gets in, and the count starts again
    await api.handle.db
      .update(loginThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginThrottle.key, `email:${partner.email}`))
    expect((await post("/auth/login", { email: partner.email, password: DEMO_PASSWORD })).status).toBe(200)
    const [row] = await api.handle.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `email:${partner.email}`))
    expect(row).toBeUndefined()
  })

  test("one address trying many accounts is locked after 20 failures, other addresses are not", async () => {
    const address = "192.0.2.77"
    for (let attempt = 0; attempt < 20; attempt++) {
      const email = `guess-${attempt}-${crypto.randomUUID().slice(0, 6)}@partners.test`
      const answer = await post("/auth/login", { email, password: "guess" }, { "x-forwarded-for": address })
      expect(answer.status).toBe(422)
    }
    const blocked = await post(
      "/auth/login",
      { email: "viewer@partners.test", password: DEMO_PASSWORD },
      { "x-forwarded-for": address },
    )
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0)
    const elsewhere = await post("/auth/login", { email: "viewer@partners.test", password: DEMO_PASSWORD })
    expect(elsewhere.status).toBe(200)
    await api.handle.db.delete(loginThrottle).where(eq(loginThrottle.key, `address:${address}`))
  })
})

describe("answers with tokens or personal data are never stored", () => {
  test("a login's tokens, a partner's reads and a failed login answer Cache-Control: no-store; a visitor's catalogue read does not", async () => {
    const login = await post("/auth/login", { email: "buyer@partners.test", password: DEMO_PASSWORD })
    expect(login.status).toBe(200)
    expect(login.headers.get("cache-control")).toBe("no-store")
    const failed = await post("/auth/login", { email: "buyer@partners.test", password: "wrong" })
    expect(failed.headers.get("cache-control")).toBe("no-store")
    const auth = { authorization: `Bearer ${login.body.access_token}` }
    for (const path of ["/users/me", "/orders", "/basket", "/products?page[size]=2"]) {
      const answer = await api.json(path, { headers: auth })
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get("cache-control"), path).toBe("no-store")
    }
    // a visitor's catalogue read is the same for everyone: caches may keep it
    const visitor = await api.json("/products?page[size]=2")
    expect(visitor.headers.get("cache-control")).not.toBe("no-store")
  })
})

describe("throttling that cannot be turned against the owner", () => {
  test("50 parallel wrong passwords for one account: at most 5 are checked, the others are refused with 429", async () => {
    const partner = await createPartner()
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post("/auth/login", { email: partner.email, password: "guess" })),
    )
    const checked = answers.filter((answer) => answer.status === 422).length
    const refused = answers.filter((answer) => answer.status === 429).length
    expect(checked).toBeGreaterThan(0)
    expect(checked).toBeLessThanOrEqual(5)
    expect(checked + refused).toBe(50)
  })

  test("the owner's browser gets in with its device token while guesses from elsewhere have locked the account", async () => {
    const partner = await createPartner()
    const first = await post("/auth/login", { email: partner.email, password: DEMO_PASSWORD })
    expect(first.status).toBe(200)
    const deviceToken: string = first.body.device_token
    expect(deviceToken).toMatch(/^d1\./)

    // an attacker at other addresses locks the account
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await post("/auth/login", { email: partner.email, password: "guess" })).status).toBe(422)
    const stranger = await post("/auth/login", { email: partner.email, password: DEMO_PASSWORD })
    expect(stranger.status).toBe(429)

    // the owner, from their own browser, is not locked out; the token stays the same
    const owner = await post("/auth/login", {
      email: partner.email,
      password: DEMO_PASSWORD,
      device_token: deviceToken,
    })
    expect(owner.status).toBe(200)
    expect(owner.body.device_token).toBe(deviceToken)
    // and the lock still holds for browsers that are not the owner's
    expect((await post("/auth/login", { email: partner.email, password: DEMO_PASSWORD })).status).toBe(429)
  })

  test("a device token is worth nothing for another account, and guesses through it lock that device", async () => {
    const owner = await createPartner()
    const other = await createPartner()
    const { body } = await post("/auth/login", { email: owner.email, password: DEMO_PASSWORD })
    const deviceToken: string = body.device_token

    for (let attempt = 0; attempt < 5; attempt++)
      await post("/auth/login", { email: other.email, password: "guess", device_token: deviceToken })
    // the owner's token did not shield the other account: its own lock applies
    expect(
      (await post("/auth/login", { email: other.email, password: DEMO_PASSWORD, device_token: deviceToken }))
        .status,
    ).toBe(429)

    // five wrong passwords through the owner's token lock that token, not the account for other browsers
    for (let attempt = 0; attempt < 5; attempt++)
      await post("/auth/login", { email: owner.email, password: "guess", device_token: deviceToken })
    expect(
      (await post("/auth/login", { email: owner.email, password: DEMO_PASSWORD, device_token: deviceToken }))
        .status,
    ).toBe(429)
    expect((await post("/auth/login", { email: owner.email, password: DEMO_PASSWORD })).status).toBe(200)
    // a forged or mangled token counts as no token
    const forged = `${deviceToken.slice(0, -4)}AAAA`
    expect(
      (await post("/auth/login", { email: owner.email, password: DEMO_PASSWORD, device_token: forged }))
        .status,
    ).toBe(200)
  })
})

describe("tokens", () => {
  test("a partner's token brings prices; a visitor's call has none", async () => {
    const { auth } = await api.login("buyer@partners.test")
    const partner = await api.json("/products?page[size]=3", { headers: auth })
    expect(partner.status).toBe(200)
    expect(partner.body.data[0].attributes.price).toMatchObject({ currency: "EUR" })
    const visitor = await api.json("/products?page[size]=3")
    expect(visitor.body.data[0].attributes.price).toBeNull()
  })

  test("a forged, garbled or expired token is a 401, never a visitor's answer", async () => {
    const { token } = await api.login("buyer@partners.test")
    const [header, payload] = token.split(".")
    const forged = `${header}.${payload}.${"A".repeat(43)}`
    for (const bad of [forged, "garbage", `${token}x`]) {
      const answer = await api.json("/products", { headers: { authorization: `Bearer ${bad}` } })
      expect(answer.status).toBe(401)
    }
    expect((await api.json("/products", { headers: { authorization: "Basic abc" } })).status).toBe(401)
  })

  test("logout answers 204 and the token is refused afterwards, its refresh token too", async () => {
    const { auth, refreshToken } = await api.login("viewer@partners.test")
    expect((await api.json("/users/me", { headers: auth })).status).toBe(200)
    const logout = await api.request("/auth/logout", { method: "POST", headers: auth })
    expect(logout.status).toBe(204)
    // as soon as the database announces the change (decision 052: the switch is kept in memory, and on
    // PostgreSQL the announcement reaches the process a moment after the write)
    await expect.poll(async () => (await api.json("/users/me", { headers: auth })).status).toBe(401)
    expect((await post("/auth/refresh", { refresh_token: refreshToken })).status).toBe(401)
    expect((await api.request("/auth/logout", { method: "POST", headers: auth })).status).toBe(401)
  })

  test("refresh rotates the refresh token; reusing an old one ends the whole login", async () => {
    const first = await api.login("buyer@partners.test")
    const second = await post("/auth/refresh", { refresh_token: first.refreshToken })
    expect(second.status).toBe(200)
    expect(second.body.refresh_token).not.toBe(first.refreshToken)
    const third = await post("/auth/refresh", { refresh_token: second.body.refresh_token })
    expect(third.status).toBe(200)
    const newAuth = { authorization: `Bearer ${third.body.access_token}` }
    expect((await api.json("/users/me", { headers: newAuth })).status).toBe(200)

    // the first refresh token comes back after the grace window: someone else holds it
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + REFRESH_REUSE_GRACE_MS + 1_000 })
    const replay = await post("/auth/refresh", { refresh_token: first.refreshToken }).finally(() =>
      vi.useRealTimers(),
    )
    expect(replay.status).toBe(401)
    expect(replay.body.error).toBe("refresh_token_reused")
    // every token of that login is dead now
    expect((await api.json("/users/me", { headers: newAuth })).status).toBe(401)
    expect((await post("/auth/refresh", { refresh_token: third.body.refresh_token })).status).toBe(401)
    // other logins of the same partner are untouched
    const other = await api.login("buyer@partners.test")
    expect((await api.json("/users/me", { headers: other.auth })).status).toBe(200)
  })

  test("ten parallel uses of one refresh token within the grace get one and the same new pair: one login, not ten", async () => {
    const { id, email } = await createPartner()
    const { refreshToken } = await api.login(email)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post("/auth/refresh", { refresh_token: refreshToken })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(new Set(answers.map((answer) => answer.body.refresh_token)).size).toBe(1)
    expect(new Set(answers.map((answer) => answer.body.access_token)).size).toBe(1)
    // a moment later, an eleventh use (a slower process) still gets that pair
    const late = await post("/auth/refresh", { refresh_token: refreshToken })
    expect(late.status).toBe(200)
    expect(late.body.refresh_token).toBe(answers[0]!.body.refresh_token)
    // the new refresh token rotates once: the login goes on as one
    const next = await post("/auth/refresh", { refresh_token: late.body.refresh_token })
    expect(next.status).toBe(200)
    const rows = await api.handle.db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(authSessions.clientId, id))
    // the login's first token, the one pair all eleven uses got, and the next one
    expect(rows).toHaveLength(3)
    expect(
      (await api.json("/users/me", { headers: { authorization: `Bearer ${next.body.access_token}` } }))
        .status,
    ).toBe(200)
  })

  test("an unknown refresh token is a 401; a missing one a 422", async () => {
    expect((await post("/auth/refresh", { refresh_token: "nope" })).status).toBe(401)
    expect((await post("/auth/refresh", {})).status).toBe(422)
  })
})

describe("roles", () => {
  test("role ids map to the flags of ACCOUNT-1", async () => {
    const { auth } = await api.login("viewer@partners.test")
    const { body } = await api.json("/users/me", { headers: auth })
    expect(body.data.relationships.roles.data).toEqual([{ type: "roles", id: "2" }])
    expect(body.data.meta.role_flags).toEqual({
      price_quotation: false,
      product: true,
      basket: false,
      after_sales: false,
      spare_parts: false,
      product_export_api: false,
      order_export_api: false,
      partner_zone_export: false,
    })
  })

  test("a partner without roles has every flag false and sees no prices", async () => {
    const partner = await createPartner({ roles: [] })
    const { auth } = await api.login(partner.email)
    const { body } = await api.json("/users/me", { headers: auth })
    expect(body.data.relationships.roles.data).toEqual([])
    expect(Object.values(body.data.meta.role_flags).every((flag) => flag === false)).toBe(true)
    const products = await api.json("/products?page[size]=2", { headers: auth })
    expect(products.body.data[0].attributes.price).toBeNull()
  })

  test("the integrator (export roles only) sees no prices", async () => {
    const { auth } = await api.login("integrator@partners.test")
    const products = await api.json("/products?page[size]=2", { headers: auth })
    expect(products.body.data[0].attributes.price).toBeNull()
  })
})

describe("the terms gate", () => {
  test("every partner call answers 403 gtc_not_accepted until the terms are accepted", async () => {
    const login = await post("/auth/login", { email: "newcomer@partners.test", password: DEMO_PASSWORD })
    expect(login.status).toBe(200)
    expect(login.body.data.attributes.is_gtc_accepted).toBe(false)
    const auth = { authorization: `Bearer ${login.body.access_token}` }
    for (const path of ["/products?page[size]=1", "/menu-trees", "/user-company", "/search?query=oven"]) {
      const answer = await api.json(path, { headers: auth })
      expect(answer.status, path).toBe(403)
      expect(answer.body.error).toBe("gtc_not_accepted")
    }
    // what a newcomer may still do: know who they are, the settings, log out
    expect((await api.json("/users/me", { headers: auth })).status).toBe(200)
    expect((await api.json("/settings", { headers: auth })).status).toBe(200)
  })

  test("accepting opens the partner calls", async () => {
    const partner = await createPartner({ roles: [1, 2, 3], gtc: false })
    const { auth } = await api.login(partner.email)
    expect((await api.json("/user-company", { headers: auth })).status).toBe(403)
    const accepted = await api.json("/accept-gtc", { method: "POST", headers: auth })
    expect(accepted.status).toBe(200)
    expect(accepted.body.data.attributes.is_gtc_accepted).toBe(true)
    const products = await api.json("/products?page[size]=1", { headers: auth })
    expect(products.status).toBe(200)
    expect(products.body.data[0].attributes.price).not.toBeNull()
  })
})

describe("a login's absolute lifetime (ASVS 5.0 7.3.2)", () => {
  /** moves the login of these tokens to have begun `ago` milliseconds before now */
  async function loginBegan(clientId: number, ago: number) {
    await api.handle.db
      .update(authSessions)
      .set({ createdAt: new Date(Date.now() - ago) })
      .where(eq(authSessions.clientId, clientId))
  }

  test("a login used all day still refreshes; 12 hours after it began it ends, whatever its tokens say", async () => {
    expect(DEFAULT_LOGIN_LIFETIME_SECONDS).toBe(12 * 60 * 60)
    const { id, email } = await createPartner()
    const { auth, refreshToken } = await api.login(email)
    await loginBegan(id, DEFAULT_LOGIN_LIFETIME_SECONDS * 1000 - 60 * 60_000)
    const renewed = await post("/auth/refresh", { refresh_token: refreshToken })
    expect(renewed.status).toBe(200)
    expect((await api.json("/users/me", { headers: auth })).status).toBe(200)

    await loginBegan(id, DEFAULT_LOGIN_LIFETIME_SECONDS * 1000 + 60_000)
    // the access token is still within its 10 minutes, and the refresh token within its 12 hours
    expect((await api.json("/users/me", { headers: auth })).status).toBe(401)
    const refused = await post("/auth/refresh", { refresh_token: renewed.body.refresh_token })
    expect(refused.status).toBe(401)
    expect(refused.body.error).toBe("invalid_refresh_token")
    const [login] = await api.handle.db
      .select({ revokedReason: authSessions.revokedReason })
      .from(authSessions)
      .where(eq(authSessions.clientId, id))
    expect(login?.revokedReason).toBe("login_lifetime_over")
    // logging in again begins a new login
    const again = await api.login(email)
    expect((await api.json("/users/me", { headers: again.auth })).status).toBe(200)
  })
})

describe("login switched off by staff", () => {
  afterAll(async () => {
    await writeSetting(api.handle.db, "deactivate_login_for_users", "0")
  })

  test("login is refused with a clear message and partners already in are out at their next call", async () => {
    const { auth, refreshToken } = await api.login("buyer@partners.test")
    await writeSetting(api.handle.db, "deactivate_login_for_users", "1")
    const refused = await post("/auth/login", { email: "viewer@partners.test", password: DEMO_PASSWORD })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ error: "login_deactivated" })
    expect(refused.body.message).toMatch(/switched off/)
    // as soon as the database announces the change (decision 052: the switch is kept in memory, and on
    // PostgreSQL the announcement reaches the process a moment after the write)
    await expect.poll(async () => (await api.json("/users/me", { headers: auth })).status).toBe(401)
    expect((await post("/auth/refresh", { refresh_token: refreshToken })).status).toBe(401)
    // visitors still browse
    expect((await api.json("/products?page[size]=1")).status).toBe(200)
    await writeSetting(api.handle.db, "deactivate_login_for_users", "0")
    expect(
      (await post("/auth/login", { email: "viewer@partners.test", password: DEMO_PASSWORD })).status,
    ).toBe(200)
  })
})

// Decision 040: a shop page's calls share one lookup of their partner (the memo server.ts passes as the
// request's bindings). Reads use it; any other call empties it, so what follows a change sees it; a
// page's memo never outlives the page, and callers over HTTP cannot pass one.
describe("one page's calls and their partner", () => {
  /** A call as the shop's server makes it for a page: in the process, with the page's memo. */
  const pageCall = async (memo: Map<string, unknown>, path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set("accept", "application/vnd.partners.v1+json")
    const response = await api.fetchAsPage(new Request(`http://test${path}`, { ...init, headers }), memo)
    return response.status
  }

  test("a page's reads look the partner up once; the page's memo holds it", async () => {
    const { auth, token } = await api.login((await createPartner({ roles: [1, 2, 3, 5] })).email)
    const memo = new Map<string, unknown>()
    const statuses = await Promise.all(
      ["/settings", "/basket", "/products?page[size]=1", "/users/me"].map((path) =>
        pageCall(memo, path, { headers: auth }),
      ),
    )
    expect(statuses).toEqual([200, 200, 200, 200])
    expect([...memo.keys()]).toEqual([token])
  })

  test("accepting the terms in a page empties its memo: the page's next reads are open", async () => {
    const partner = await createPartner({ roles: [1, 2, 3], gtc: false })
    const { auth } = await api.login(partner.email)
    const memo = new Map<string, unknown>()
    expect(await pageCall(memo, "/products?page[size]=1", { headers: auth })).toBe(403)
    expect(await pageCall(memo, "/accept-gtc", { method: "POST", headers: auth })).toBe(200)
    expect(memo.size).toBe(0)
    expect(await pageCall(memo, "/products?page[size]=1", { headers: auth })).toBe(200)
  })

  test("a logged-out token is refused from the next page on, and a refused token is not kept", async () => {
    const { auth, token } = await api.login((await createPartner({ roles: [1, 2, 3, 5] })).email)
    const memo = new Map<string, unknown>()
    expect(await pageCall(memo, "/users/me", { headers: auth })).toBe(200)
    expect(await pageCall(memo, "/auth/logout", { method: "POST", headers: auth })).toBe(204)
    expect(memo.has(token)).toBe(false)
    const next = new Map<string, unknown>()
    expect(await pageCall(next, "/users/me", { headers: auth })).toBe(401)
    await Promise.resolve()
    expect(next.has(token)).toBe(false)
  })

  test("over HTTP there is no memo: a call with a revoked token is refused", async () => {
    const { auth } = await api.login((await createPartner({ roles: [1, 2, 3, 5] })).email)
    expect((await api.json("/users/me", { headers: auth })).status).toBe(200)
    expect((await api.request("/auth/logout", { method: "POST", headers: auth })).status).toBe(204)
    expect((await api.json("/users/me", { headers: auth })).status).toBe(401)
  })
})
