import { eq } from "drizzle-orm"
import { describe, expect, test } from "vitest"

import { DEMO_STAFF_TOTP_SECRET } from "../../api/db/seed/seed"
import { registeredEndpoints } from "../../api/lib/define-route"
import type { Logger } from "../../api/lib/log"
import { totpCode } from "../../api/modules/staff/second-factor"
import { staff, staffAuditLog } from "../../api/modules/staff/staff.schema"
import { setupTestApi } from "../support/api"
import { freshDemoCode, STAFF, staffLogin, staffPost, staffSteps } from "../support/staff"

// Staff logins (docs/decisions/093): a password, then a second factor (TOTP or a recovery code), then a
// session of its own, apart from partners'; codes work once; throttles and timeouts; security events.

interface Line {
  level: string
  message: string
  fields: Record<string, unknown>
}
function recordingLogger(lines: Line[], base: Record<string, unknown> = {}): Logger {
  const at =
    (level: string) =>
    (message: string, fields: Record<string, unknown> = {}) =>
      void lines.push({ level, message, fields: { ...base, ...fields } })
  return {
    debug: at("debug"),
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    child: (fields) => recordingLogger(lines, { ...base, ...fields }),
  }
}
const lines: Line[] = []
const api = setupTestApi({ log: recordingLogger(lines) })
const events = (event: string) => lines.filter((line) => line.fields.event === event)

const staffId = async (email: string) =>
  (await api.handle.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email)))[0]!.id

describe("a staff login", () => {
  test("needs the password, then the second factor; the session token is a new one", async () => {
    const steps = staffSteps(api)
    const first = await steps.password(STAFF.sales)
    expect(first.status).toBe(200)
    const { step, login_token, enrolment } = first.body.data.attributes
    expect(step).toBe("second_factor")
    expect(enrolment).toBeNull()
    // the password alone opens nothing
    const early = await api.json("/staff/me", { headers: { authorization: `Bearer ${login_token}` } })
    expect(early.status).toBe(401)

    const second = await steps.secondFactor(login_token, { code: await freshDemoCode(api, STAFF.sales) })
    expect(second.status).toBe(200)
    expect(second.body.access_token).toMatch(/^bcs_/)
    expect(second.body.access_token).not.toBe(login_token)
    expect(second.body.recovery_codes).toBeNull()
    const auth = { authorization: `Bearer ${second.body.access_token}` }
    const me = await api.json("/staff/me", { headers: auth })
    expect(me.status).toBe(200)
    expect(me.body.data.attributes).toMatchObject({ email: STAFF.sales, role: "sales" })
    expect(me.body.meta.permissions).toEqual(["signups", "orders", "partners"])
    expect(me.headers.get("cache-control")).toBe("no-store")
    // the login token was used up by the second step
    expect((await steps.secondFactor(login_token, { code: "123456" })).status).toBe(401)
    // the login is an audit entry
    const [entry] = await api.handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.staffEmail, STAFF.sales))
      .orderBy(staffAuditLog.id)
    expect(entry).toMatchObject({ action: "staff.login", address: steps.headers["x-forwarded-for"] })
    expect(events("staff.login.succeeded").at(-1)?.fields).toMatchObject({ reason: "totp" })
  })

  test("a partner's password is wrong here, and a staff password is not a partner's", async () => {
    const steps = staffSteps(api)
    const partner = await steps.password("buyer@partners.test")
    expect(partner.status).toBe(422)
    expect(partner.body.errors.email).toBeDefined()
    expect(events("staff.login.failed").at(-1)?.fields).toMatchObject({ reason: "unknown_account" })
    const wrong = await steps.password(STAFF.admin, "Not-The-Password-1")
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors.email).toEqual(partner.body.errors.email)
    expect(JSON.stringify(events("staff.login.failed"))).not.toContain("Not-The-Password")
  })

  test("a partner's token is refused on every staff operation, and a staff token never acts as a partner", async () => {
    const partner = await api.login("buyer@partners.test")
    const { auth } = await staffLogin(api, STAFF.admin)
    const staffOperations = registeredEndpoints.filter((endpoint) => endpoint.auth === "staff")
    expect(staffOperations.length).toBeGreaterThan(10)
    for (const endpoint of staffOperations) {
      const response = await api.request(endpoint.path.replace("{id}", "1").replace("{ref}", "1"), {
        method: endpoint.method.toUpperCase(),
        headers: { ...partner.auth, "content-type": "application/json" },
        body: endpoint.method === "get" ? undefined : "{}",
      })
      expect(response.status, endpoint.operationId).toBe(401)
    }
    for (const path of ["/users/me", "/basket", "/orders"])
      expect((await api.request(path, { headers: { authorization: auth.authorization } })).status).toBe(401)
  })

  test("a code works once: the same code again, even within its 30 seconds, is refused", async () => {
    const code = await freshDemoCode(api, STAFF.content)
    const steps = staffSteps(api)
    const first = await steps.password(STAFF.content)
    expect((await steps.secondFactor(first.body.data.attributes.login_token, { code })).status).toBe(200)
    const again = await steps.password(STAFF.content)
    const replay = await steps.secondFactor(again.body.data.attributes.login_token, { code })
    expect(replay.status).toBe(422)
    expect(replay.body.errors.code).toEqual([
      "This code has been used already. Wait for the next one in your authenticator app.",
    ])
    expect(events("staff.second_factor.failed").at(-1)).toMatchObject({
      level: "warn",
      fields: { reason: "code_reused", staffId: await staffId(STAFF.content) },
    })
  })

  test("wrong codes are refused and logged; the sixth within the window is throttled", async () => {
    const factorKey = `staff-factor:${await staffId(STAFF.content)}`
    // the replay above was a wrong code too: this test counts from none
    await api.handle.queryRaw("delete from login_throttle where key = $1", [factorKey])
    const steps = staffSteps(api)
    const first = await steps.password(STAFF.content)
    const token = first.body.data.attributes.login_token
    const wrong = (Number(totpCode(DEMO_STAFF_TOTP_SECRET)) + 500_000) % 1_000_000
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await steps.secondFactor(token, { code: String(wrong).padStart(6, "0") })
      expect(answer.status).toBe(422)
    }
    const locked = await steps.secondFactor(token, { code: await freshDemoCode(api, STAFF.content) })
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(events("staff.second_factor.throttled").length).toBeGreaterThan(0)
    // the lock is a row of the database: every process counts the same attempts
    const { rows } = await api.handle.queryRaw("select locked_until from login_throttle where key = $1", [
      factorKey,
    ])
    expect(rows[0].locked_until).not.toBeNull()
    await api.handle.queryRaw("delete from login_throttle where key = $1", [factorKey])
  })

  test("wrong passwords lock the account after five, in the database, with Retry-After", async () => {
    const steps = staffSteps(api)
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await steps.password("nobody@partners.test", "Wrong-Password-99")).status).toBe(422)
    const locked = await steps.password("nobody@partners.test", "Wrong-Password-99")
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0)
    const { rows } = await api.handle.queryRaw("select locked_until from login_throttle where key = $1", [
      "staff-email:nobody@partners.test",
    ])
    expect(rows[0].locked_until).not.toBeNull()
    expect(events("staff.login.throttled").at(-1)?.level).toBe("warn")
  })
})

describe("a staff session", () => {
  test("ends at logout", async () => {
    const { auth } = await staffLogin(api, STAFF.sales)
    expect((await staffPost(api, "/staff/auth/logout", auth)).status).toBe(204)
    expect((await api.json("/staff/me", { headers: auth })).status).toBe(401)
  })

  test("ends after 30 minutes unused, and 8 hours after it began however busy", async () => {
    const idle = await staffLogin(api, STAFF.sales)
    await api.handle.queryRaw(
      "update staff_sessions set last_seen_at = now() - interval '31 minutes' where revoked_at is null",
    )
    expect((await api.json("/staff/me", { headers: idle.auth })).status).toBe(401)
    expect(events("staff.session.ended").at(-1)?.fields.reason).toBe("idle")

    const old = await staffLogin(api, STAFF.sales)
    await api.handle.queryRaw(
      "update staff_sessions set created_at = now() - interval '8 hours 1 minute' where revoked_at is null",
    )
    expect((await api.json("/staff/me", { headers: old.auth })).status).toBe(401)
    expect(events("staff.session.ended").at(-1)?.fields.reason).toBe("lifetime_over")
  })
})

describe("adding staff", () => {
  test("the same address added twice at once makes one account; the other answer says it is taken", async () => {
    const admin = await staffLogin(api, STAFF.admin)
    const email = `twice-${Date.now()}@partners.test`
    const answers = await Promise.all(
      [1, 2].map(() => staffPost(api, "/staff/members", admin.auth, { email, name: "Twice", role: "sales" })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
    expect(Object.keys(answers.find((answer) => answer.status === 422)!.body.errors)).toEqual(["email"])
  })
})

describe("enrolment and recovery codes", () => {
  test("a new staff member enrols an app at the first login and gets ten codes, each good once", async () => {
    const admin = await staffLogin(api, STAFF.admin)
    const email = `new-${Date.now()}@partners.test`
    const added = await staffPost(api, "/staff/members", admin.auth, {
      email,
      name: "New Sales",
      role: "sales",
    })
    expect(added.status).toBe(201)
    const password = added.body.meta.initial_password as string

    const steps = staffSteps(api)
    const first = await steps.password(email, password)
    expect(first.status).toBe(200)
    const { step, login_token, enrolment } = first.body.data.attributes
    expect(step).toBe("enrolment")
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(enrolment.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=/)
    expect(enrolment.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>$/)
    // no recovery code exists before enrolment
    expect((await steps.secondFactor(login_token, { recovery_code: "aaaa-bbbb-cccc-dddd" })).status).toBe(422)
    const enrolled = await steps.secondFactor(login_token, { code: totpCode(enrolment.secret) })
    expect(enrolled.status).toBe(200)
    const codes = enrolled.body.recovery_codes as string[]
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/)
    // kept hashed, never as typed
    const { rows } = await api.handle.queryRaw(
      "select code_hash from staff_recovery_codes where staff_id = $1",
      [Number(enrolled.body.data.id)],
    )
    expect(rows).toHaveLength(10)
    expect(rows.every((row: { code_hash: string }) => row.code_hash.startsWith("$argon2id$"))).toBe(true)
    expect(JSON.stringify(rows)).not.toContain(codes[0]!.replace(/-/g, ""))

    const again = await steps.password(email, password)
    expect(again.body.data.attributes.step).toBe("second_factor")
    const withCode = await steps.secondFactor(again.body.data.attributes.login_token, {
      recovery_code: codes[0]!.toUpperCase(),
    })
    expect(withCode.status).toBe(200)
    const me = await api.json("/staff/me", {
      headers: { authorization: `Bearer ${withCode.body.access_token}` },
    })
    expect(me.body.meta.recovery_codes_left).toBe(9)
    const reused = await steps.password(email, password)
    const refused = await steps.secondFactor(reused.body.data.attributes.login_token, {
      recovery_code: codes[0]!,
    })
    expect(refused.status).toBe(422)
    expect(refused.body.errors.recovery_code).toBeDefined()

    // the phone and the codes are lost: an admin resets them; the member's sessions end, a new app follows
    const member = Number(enrolled.body.data.id)
    const reset = await api.json(`/staff/members/${member}/second-factor`, {
      method: "DELETE",
      headers: admin.auth,
    })
    expect(reset.status).toBe(200)
    expect(reset.body.data.attributes.second_factor_enrolled).toBe(false)
    expect(me.status).toBe(200)
    const after = await api.json("/staff/me", {
      headers: { authorization: `Bearer ${withCode.body.access_token}` },
    })
    expect(after.status).toBe(401)
    const next = await steps.password(email, password)
    expect(next.body.data.attributes.step).toBe("enrolment")
    expect(next.body.data.attributes.enrolment.secret).not.toBe(enrolment.secret)
    const { rows: left } = await api.handle.queryRaw(
      "select count(*)::int as n from staff_recovery_codes where staff_id = $1",
      [member],
    )
    expect(left[0].n).toBe(0)
  })
})

describe("re-authentication", () => {
  test("adding staff needs a second factor within five minutes", async () => {
    const admin = await staffLogin(api, STAFF.admin)
    await api.handle.queryRaw(
      "update staff_sessions set reauthenticated_at = now() - interval '6 minutes' where revoked_at is null",
    )
    const body = { email: `later-${Date.now()}@partners.test`, name: "Later", role: "content" }
    const stale = await staffPost(api, "/staff/members", admin.auth, body)
    expect(stale.status).toBe(403)
    expect(stale.body.error).toBe("reauthentication_required")
    const confirmed = await staffPost(api, "/staff/auth/reauthenticate", admin.auth, {
      code: await freshDemoCode(api, STAFF.admin),
    })
    expect(confirmed.status).toBe(200)
    expect((await staffPost(api, "/staff/members", admin.auth, body)).status).toBe(201)
  })
})
