import { and, eq, isNull } from "drizzle-orm"
import { describe, expect, test, vi } from "vitest"

import { authSessions, clients, passwordTokens } from "../../api/db/schema"
import { hashPassword } from "../../api/modules/accounts/password-hash"
import { setupTestApi } from "../support/api"
import { setupSmtpCapture } from "../support/smtp"

const smtp = setupSmtpCapture()
const api = setupTestApi({ mailer: smtp.mailer })
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
let serial = 0

/** A fresh active account of its own (tests never share one), in a language. */
async function account(language = "en") {
  const email = `partner.${run}.${++serial}@resets.test`
  const [client] = await api.handle.db
    .insert(clients)
    .values({
      email,
      firstName: "Eva",
      lastName: "Janssens",
      language,
      isGtcAccepted: true,
      passwordHash: await hashPassword("Old-Password-2026"),
    })
    .returning()
  return client!
}

let callers = 0
// each call from its own address: the per-address limit of mail-sending forms is tested on its own
const post = (path: string, body: unknown, locale = "en") =>
  api.json(path, {
    method: "POST",
    locale,
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.66.${process.pid % 250}.${++callers % 250}`,
    },
    body: JSON.stringify(body),
  })

const forgot = (email: string, locale = "en") => post("/passwords/email", { email }, locale)
const reset = (body: Record<string, string>, locale = "en") => post("/passwords/reset", body, locale)
/** Sets a password with a link's token: the new password, confirmed (the same unless told otherwise). */
const setPassword = (token: string, email: string, password: string, confirmation = password) =>
  reset({ token, email, password, password_confirmation: confirmation })
const login = (email: string, password: string) =>
  api.request("/auth/login", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.88.${serial}.${Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({ email, password }),
  })

/** The token of the newest link mailed to an address. */
async function mailedToken(email: string, count = 1) {
  // the mail goes out after the answer, over real SMTP: on a loaded CI machine that takes seconds
  await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(count), { timeout: 15_000 })
  const mail = smtp.to(email).at(-1)!
  const match = /\?token=([\w-]+)/.exec(mail.text)
  expect(match, mail.text).not.toBeNull()
  return { token: match![1]!, mail }
}

describe("forgot your password", () => {
  test("an unknown address gets the very same answer as a known one, and no mail", async () => {
    const client = await account()
    const known = await forgot(client.email)
    const unknown = await forgot(`nobody.${run}@resets.test`)
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    expect(known.body).toEqual({ meta: { email_sent: true } })
    await mailedToken(client.email)
    expect(smtp.to(`nobody.${run}@resets.test`)).toHaveLength(0)
  })

  test("a malformed address is a 422 on email", async () => {
    const answer = await forgot("not-an-address")
    expect(answer.status).toBe(422)
    expect(answer.body.errors.email).toEqual(["Enter an e-mail address like name@example.com."])
  })

  test("the link arrives by SMTP in the account's language and leads to the set-your-password page", async () => {
    const client = await account("it")
    await forgot(client.email.toUpperCase(), "en")
    const { mail, token } = await mailedToken(client.email)
    expect(mail.language).toBe("it")
    expect(mail.subject).toBe("Imposti una nuova password per il suo account Belcater Pro")
    expect(mail.text).toContain(`http://shop.test/it/`)
    const [row] = await api.handle.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.clientId, client.id))
    expect(row!.purpose).toBe("reset")
    expect(row!.tokenHash).not.toContain(token) // only its hash is stored
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60 * 1000)
  })
})

describe("set a new password", () => {
  test("the link sets the password once; sessions are logged out and the new password logs in", async () => {
    const client = await account()
    const before = await login(client.email, "Old-Password-2026")
    expect(before.status).toBe(200)
    await forgot(client.email)
    const { token } = await mailedToken(client.email)

    const answer = await setPassword(token, client.email, "Brand-New-Password-1")
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ meta: { password_reset: true } })

    const open = await api.handle.db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.clientId, client.id), isNull(authSessions.revokedAt)))
    expect(open).toHaveLength(0)
    const [revoked] = await api.handle.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.clientId, client.id))
    expect(revoked!.revokedReason).toBe("password_reset")

    expect((await login(client.email, "Old-Password-2026")).status).toBe(422)
    expect((await login(client.email, "Brand-New-Password-1")).status).toBe(200)

    // single use
    const again = await setPassword(token, client.email, "Another-Password-22")
    expect(again.status).toBe(422)
    expect(again.body.errors.token).toHaveLength(1)
  })

  test("using one link uses up the other open links of the account", async () => {
    const client = await account()
    await forgot(client.email)
    const first = await mailedToken(client.email, 1)
    await forgot(client.email)
    const second = await mailedToken(client.email, 2)
    const body = {
      email: client.email,
      password: "Brand-New-Password-1",
      password_confirmation: "Brand-New-Password-1",
    }
    expect((await reset({ ...body, token: second.token })).status).toBe(200)
    expect((await reset({ ...body, token: first.token })).status).toBe(422)
  })

  test("an expired link is refused", async () => {
    const client = await account()
    await forgot(client.email)
    const { token } = await mailedToken(client.email)
    await api.handle.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.clientId, client.id))
    const answer = await setPassword(token, client.email, "Brand-New-Password-1")
    expect(answer.status).toBe(422)
    expect(answer.body.errors.token).toEqual([
      "This link has expired. Ask for a new one on the forgot-your-password page.",
    ])
    expect((await login(client.email, "Old-Password-2026")).status).toBe(200)
  })

  test("an unknown token, a wrong e-mail address and passwords that differ each name their field", async () => {
    const client = await account()
    await forgot(client.email)
    const { token } = await mailedToken(client.email)

    const unknown = await setPassword("made-up", client.email, "Brand-New-Password-1")
    expect(unknown.body.errors.token).toEqual([
      "This link is not valid or has already been used. Ask for a new one on the forgot-your-password page.",
    ])

    const wrongEmail = await setPassword(token, "someone.else@resets.test", "Brand-New-Password-1")
    expect(wrongEmail.status).toBe(422)
    expect(wrongEmail.body.errors).toEqual({
      email: ["Wrong e-mail address: it is not the address this link was sent to."],
    })

    const different = await setPassword(token, client.email, "Brand-New-Password-1", "Brand-New-Password-2")
    expect(different.status).toBe(422)
    expect(different.body.errors).toEqual({ password_confirmation: ["The passwords are not the same."] })

    const short = await reset(
      { token, email: client.email, password: "short", password_confirmation: "short" },
      "de",
    )
    expect(short.status).toBe(422)
    expect(Object.keys(short.body.errors)).toEqual(["password"])
    expect(short.body.errors.password[0]).toContain("10")

    // SIGNUP-5: a listed password, and one holding the account's own e-mail address (password-policy.ts)
    const listed = await setPassword(token, client.email, "manchester12")
    expect(listed.status).toBe(422)
    expect(listed.body.errors.password[0]).toMatch(/too common/)
    const own = await setPassword(token, client.email, `${client.email.split("@")[0]}!`)
    expect(own.status).toBe(422)
    expect(own.body.errors).toEqual({
      password: [
        "This password contains your e-mail address or your company's name, which others can guess: choose one without them.",
      ],
    })

    // none of these used the link up
    expect((await setPassword(token, client.email, "Brand-New-Password-1")).status).toBe(200)
  })
})

describe("POST /passwords/email is rate limited", () => {
  test("after 10 requests from one address in 15 minutes: 429 with Retry-After, the same for any e-mail", async () => {
    const address = `192.0.2.${Math.floor(Math.random() * 200) + 20}`
    const ask = (email: string) =>
      api.json("/passwords/email", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ email }),
      })
    for (let i = 0; i < 10; i++)
      expect((await ask(`nobody-${i}-${crypto.randomUUID().slice(0, 6)}@partners.test`)).status).toBe(200)
    const limited = await ask("buyer@partners.test")
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(limited.body.message).toMatch(/Too many requests/)
  })
})
