import { Writable } from "node:stream"

import { eq } from "drizzle-orm"
import { describe, expect, test, vi } from "vitest"

import { authSessions } from "../../api/db/schema"
import { createLogger, type Logger } from "../../api/lib/log"
import { REFRESH_REUSE_GRACE_MS } from "../../api/modules/accounts/session.service"
import { callerRequests, DEMO_PASSWORD, setupTestApi } from "../support/api"

// A partner's logins as "My sessions" shows them (ASVS 5.0 7.5.2), their absolute lifetime when the
// operator sets one (7.3.2), and the security events every login, failure and change writes (16.3).

interface Line {
  level: string
  message: string
  fields: Record<string, unknown>
}

/**
 * The server's own logger (pino, api/lib/log.ts) writing into the test instead of stdout and stderr: each
 * line it writes must be one JSON object, read back here as it would be read from the journal.
 */
function recordingLogger(lines: Line[]): Logger {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split("\n").filter(Boolean)) {
        const { level, msg, ...fields } = JSON.parse(text) as Record<string, unknown>
        lines.push({ level: String(level), message: String(msg), fields })
      }
      done()
    },
  })
  return createLogger("info", { out: sink, err: sink })
}

const lines: Line[] = []
const api = setupTestApi({ log: recordingLogger(lines), loginLifetimeSeconds: 2 * 60 * 60 })
const { post } = callerRequests(api, 91)

const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"
const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"

/** A login from a browser at an address, as the shop passes them on. */
async function loginFrom(email: string, userAgent: string, address: string) {
  const answer = await api.json("/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": userAgent, "x-forwarded-for": address },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  expect(answer.status).toBe(200)
  return {
    auth: { authorization: `Bearer ${answer.body.access_token}` },
    refreshToken: answer.body.refresh_token as string,
  }
}

const events = (event: string) => lines.filter((line) => line.fields.event === event)

describe("my sessions", () => {
  test("a partner sees each login: its browser, its network (not the address), when it was last used, which is this one", async () => {
    const { email } = await api.insertPartner({ roles: [2] })
    const office = await loginFrom(email, CHROME_ON_WINDOWS, "203.0.113.77")
    await loginFrom(email, FIREFOX_ON_LINUX, "2001:db8:1234:5678::9")
    const list = await api.json("/sessions", { headers: office.auth })
    expect(list.status).toBe(200)
    expect(list.headers.get("cache-control")).toBe("no-store")
    const sessions = list.body.data as { id: string; attributes: Record<string, unknown> }[]
    expect(sessions).toHaveLength(2)
    const mine = sessions.find((session) => session.attributes.current)!
    expect(mine.attributes).toMatchObject({ user_agent: CHROME_ON_WINDOWS, network: "203.0.113.0/24" })
    const other = sessions.find((session) => !session.attributes.current)!
    expect(other.attributes).toMatchObject({ user_agent: FIREFOX_ON_LINUX, network: "2001:db8:1234::/48" })
    expect(JSON.stringify(list.body)).not.toContain("203.0.113.77")
    // a login ends at the latest its lifetime after it began (2 hours in this API)
    const began = Date.parse(String(mine.attributes.created_at))
    expect(Date.parse(String(mine.attributes.ends_at)) - began).toBe(2 * 60 * 60 * 1000)
    expect(Math.abs(Date.parse(String(mine.attributes.last_seen_at)) - Date.now())).toBeLessThan(60_000)
  })

  test("a refresh moves the login's last use and network; a visitor and another partner see none of it", async () => {
    const { email } = await api.insertPartner({ roles: [2] })
    const first = await loginFrom(email, CHROME_ON_WINDOWS, "198.51.100.4")
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 5 * 60_000 })
    try {
      const refreshed = await post(
        "/auth/refresh",
        { refresh_token: first.refreshToken },
        { "x-forwarded-for": "192.0.2.200" },
      )
      expect(refreshed.status).toBe(200)
      const auth = { authorization: `Bearer ${refreshed.body.access_token}` }
      const [session] = (await api.json("/sessions", { headers: auth })).body.data
      expect(session.attributes.network).toBe("192.0.2.0/24")
      expect(Date.parse(session.attributes.last_seen_at)).toBeGreaterThan(
        Date.parse(session.attributes.created_at),
      )
    } finally {
      vi.useRealTimers()
    }
    expect((await api.json("/sessions")).status).toBe(401)
    const stranger = await api.createPartner([2])
    const theirs = await api.json("/sessions", { headers: stranger.auth })
    expect(theirs.body.data).toHaveLength(1)
    expect(theirs.body.data[0].attributes.network).not.toBe("198.51.100.0/24")
  })

  test("ending one login refuses its tokens at once; another partner's login cannot be ended", async () => {
    const { email } = await api.insertPartner({ roles: [2] })
    const here = await loginFrom(email, CHROME_ON_WINDOWS, "203.0.113.10")
    const there = await loginFrom(email, FIREFOX_ON_LINUX, "198.51.100.10")
    const { data } = (await api.json("/sessions", { headers: here.auth })).body
    const other = data.find((session: { attributes: { current: boolean } }) => !session.attributes.current)
    const stranger = await api.createPartner([2])
    expect(
      (await api.request(`/sessions/${other.id}`, { method: "DELETE", headers: stranger.auth })).status,
    ).toBe(404)
    expect((await api.json("/users/me", { headers: there.auth })).status).toBe(200)

    expect(
      (await api.request(`/sessions/${other.id}`, { method: "DELETE", headers: here.auth })).status,
    ).toBe(204)
    expect((await api.json("/users/me", { headers: there.auth })).status).toBe(401)
    expect((await post("/auth/refresh", { refresh_token: there.refreshToken })).status).toBe(401)
    expect((await api.json("/users/me", { headers: here.auth })).status).toBe(200)
    // ended already, or no session id at all
    expect(
      (await api.request(`/sessions/${other.id}`, { method: "DELETE", headers: here.auth })).status,
    ).toBe(404)
    expect((await api.request("/sessions/not-an-id", { method: "DELETE", headers: here.auth })).status).toBe(
      422,
    )
  })

  test("log out everywhere else: every other login ends, this one goes on", async () => {
    const { email } = await api.insertPartner({ roles: [2] })
    const here = await loginFrom(email, CHROME_ON_WINDOWS, "203.0.113.20")
    const others = [
      await loginFrom(email, FIREFOX_ON_LINUX, "198.51.100.20"),
      await loginFrom(email, "curl/8.5.0", "192.0.2.20"),
    ]
    const ended = await api.json("/sessions", { method: "DELETE", headers: here.auth })
    expect(ended.status).toBe(200)
    expect(ended.body).toEqual({ meta: { ended: 2 } })
    for (const other of others)
      expect((await api.json("/users/me", { headers: other.auth })).status).toBe(401)
    const left = await api.json("/sessions", { headers: here.auth })
    expect(left.body.data).toHaveLength(1)
    expect(left.body.data[0].attributes.current).toBe(true)
    expect(events("sessions.ended_others").at(-1)?.fields).toMatchObject({ ended: 2 })
  })
})

describe("a login's absolute lifetime, as the operator sets it", () => {
  test("with a lifetime of 2 hours, a login 2 hours old is refused however fresh its tokens", async () => {
    const { id, email } = await api.insertPartner({ roles: [2] })
    const { auth, refreshToken } = await loginFrom(email, CHROME_ON_WINDOWS, "203.0.113.30")
    const aged = (ms: number) =>
      api.handle.db
        .update(authSessions)
        .set({ createdAt: new Date(Date.now() - ms) })
        .where(eq(authSessions.clientId, id))
    await aged(2 * 60 * 60_000 - 60_000)
    expect((await api.json("/users/me", { headers: auth })).status).toBe(200)
    await aged(2 * 60 * 60_000 + 1_000)
    expect((await api.json("/users/me", { headers: auth })).status).toBe(401)
    expect((await post("/auth/refresh", { refresh_token: refreshToken })).status).toBe(401)
    expect(events("session.lifetime_over").some((line) => line.fields.clientId === id)).toBe(true)
  })
})

describe("security events (ASVS 5.0 16.3)", () => {
  test("logins, failures, locks, refresh reuse and logout are structured lines naming the account and the caller, never a secret", async () => {
    const { id, email } = await api.insertPartner({ roles: [2] })
    lines.length = 0
    const good = await loginFrom(email, CHROME_ON_WINDOWS, "203.0.113.40")
    const other = await loginFrom(email, CHROME_ON_WINDOWS, "203.0.113.41")
    expect(events("login.succeeded")[0]).toEqual({
      level: "info",
      message: "security event",
      fields: expect.objectContaining({
        clientId: id,
        address: "203.0.113.40",
        sessionId: expect.any(String),
      }),
    })
    for (let attempt = 0; attempt < 5; attempt++)
      await post("/auth/login", { email, password: "Not-The-Password-1" })
    await post("/auth/login", { email: "nobody-here@partners.test", password: "Not-The-Password-1" })
    const failed = events("login.failed")
    expect(failed.filter((line) => line.fields.clientId === id)).toHaveLength(5)
    expect(failed.at(-1)?.fields).toMatchObject({ reason: "unknown_account" })
    expect(failed.every((line) => line.level === "info")).toBe(true)
    await post("/auth/login", { email, password: DEMO_PASSWORD })
    expect(events("login.throttled").at(-1)?.fields).toMatchObject({ reason: "account" })

    // a refresh token coming back after its grace: a theft signal
    const first = await post("/auth/refresh", { refresh_token: good.refreshToken })
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + REFRESH_REUSE_GRACE_MS + 1_000 })
    await post("/auth/refresh", { refresh_token: good.refreshToken }).finally(() => vi.useRealTimers())
    expect(events("refresh.reused").at(-1)?.fields).toMatchObject({ clientId: id })
    expect(events("refresh.reused").at(-1)?.level).toBe("warn")

    expect((await api.request("/auth/logout", { method: "POST", headers: other.auth })).status).toBe(204)
    expect(events("logout").at(-1)?.fields).toMatchObject({ clientId: id })

    const written = JSON.stringify(lines)
    for (const secret of [DEMO_PASSWORD, "Not-The-Password-1", good.refreshToken, first.body.refresh_token])
      expect(written).not.toContain(secret)
    expect(written).not.toContain("nobody-here@partners.test")
  })

  test("password and e-mail changes, API keys made, revoked and refused are security events", async () => {
    const { id, email } = await api.insertPartner({ roles: [2, 6] })
    const { auth } = await loginFrom(email, CHROME_ON_WINDOWS, "203.0.113.50")
    lines.length = 0
    const patch = (attributes: Record<string, unknown>) =>
      api.json("/users", {
        method: "PATCH",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ data: { type: "clients", id: String(id), attributes } }),
      })
    const newPassword = "Fresh-Kitchen-Ovens-2027"
    expect(
      (
        await patch({
          password: newPassword,
          password_confirmation: newPassword,
          current_password: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(200)
    expect(events("password.changed").at(-1)?.fields).toMatchObject({ clientId: id })
    const moved = `moved-${crypto.randomUUID().slice(0, 8)}@partners.test`
    expect((await patch({ email: moved, current_password: newPassword })).status).toBe(200)
    expect(events("email.changed").at(-1)?.fields).toMatchObject({ clientId: id })

    const created = await api.json("/api-keys", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ name: "ERP" }),
    })
    expect(created.status).toBe(201)
    expect(events("api_key.created").at(-1)?.fields).toMatchObject({
      clientId: id,
      keyId: Number(created.body.data.id),
    })
    expect(
      (await api.request(`/api-keys/${created.body.data.id}`, { method: "DELETE", headers: auth })).status,
    ).toBe(204)
    expect(events("api_key.revoked").at(-1)?.fields).toMatchObject({ clientId: id })
    const refused = await api.request("/integration/products", {
      headers: { "x-api-key": created.body.data.attributes.key, "x-forwarded-for": "198.51.100.99" },
    })
    expect(refused.status).toBe(401)
    expect(events("api_key.refused").at(-1)).toMatchObject({
      level: "warn",
      fields: { address: "198.51.100.99", reason: "unauthenticated" },
    })
    expect(JSON.stringify(lines)).not.toContain(created.body.data.attributes.key)
    expect(JSON.stringify(lines)).not.toContain(newPassword)
  })

  test("a refused token or a missing role is a security event naming the path and the reason", async () => {
    const partner = await api.createPartner([2])
    lines.length = 0
    expect((await api.json("/orders", { headers: { authorization: "Bearer not-a-token" } })).status).toBe(401)
    expect((await api.json("/offers", { headers: partner.auth })).status).toBe(403)
    const refused = events("access.refused")
    expect(refused.map((line) => line.fields)).toEqual([
      expect.objectContaining({ status: 401, reason: "unauthenticated", path: "/orders" }),
      expect.objectContaining({ status: 403, reason: "forbidden", path: "/offers", clientId: partner.id }),
    ])
    expect(refused.every((line) => line.level === "info")).toBe(true)
  })
})
