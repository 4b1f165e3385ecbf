import { eq, like } from "drizzle-orm"
import { describe, expect, test } from "vitest"

import {
  captchaChallenges,
  clientRoles,
  clients,
  companies,
  passwordTokens,
  signupRequests,
  usageCounts,
} from "../../api/db/schema"
import { setupTestApi } from "../support/api"
import { solveCaptchaProof } from "../support/captcha"
import { setupSmtpCapture } from "../support/smtp"

const STAFF_KEY = "test-staff-key-signup-0123456789"
const smtp = setupSmtpCapture()
const api = setupTestApi({ mailer: smtp.mailer, staffKey: STAFF_KEY })
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
let serial = 0
const uniqueEmail = (name: string) => `${name}.${run}.${++serial}@applicants.test`

/** A captcha and its picture's characters, read from the database (a test cannot read the picture). */
async function captcha() {
  const { body } = await api.json("/captcha", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ kind: "image", form: "signup" }),
  })
  const [row] = await api.handle.db
    .select()
    .from(captchaChallenges)
    .where(eq(captchaChallenges.id, body.data.id))
  return { captcha_id: row!.id, captcha_value: row!.answer }
}

async function form(overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail("applicant")
  return {
    first_name: "Anna",
    last_name: "Peeters",
    email,
    email_confirmation: email,
    password: "Chosen-Password-42",
    password_confirmation: "Chosen-Password-42",
    phone: "+32 2 555 01 23",
    company_name: "Brasserie Peeters",
    company_reference: "C-10442",
    company_function: "Owner",
    newsletter: true,
    gdpr_accepted: true,
    terms_accepted: true,
    category: "catering_trade",
    ...(await captcha()),
    ...overrides,
  }
}

const signup = (attributes: Record<string, unknown>, locale = "en") =>
  api.json("/users", {
    method: "PUT",
    locale,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data: { type: "clients", attributes } }),
  })

/** the request's number, as staff know it, from the receipt the applicant was answered */
async function requestNumber(receipt: string) {
  const [row] = await api.handle.db
    .select({ id: signupRequests.id })
    .from(signupRequests)
    .where(eq(signupRequests.receipt, receipt))
  return row!.id
}

const staff = (path: string, body?: unknown) =>
  api.json(`/internal/staff/signups${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", "x-staff-key": STAFF_KEY },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

describe("a visitor applies for a partner account", () => {
  test("every mandatory field left empty is named, with FORM-1's message", async () => {
    const answer = await signup(
      await form({
        first_name: "",
        last_name: undefined,
        email: "",
        email_confirmation: "",
        password: "",
        password_confirmation: "",
        phone: "",
        company_name: "",
        company_reference: "",
        company_function: "",
        gdpr_accepted: false,
        terms_accepted: false,
      }),
    )
    expect(answer.status).toBe(422)
    const { errors } = answer.body
    for (const field of [
      "first_name",
      "last_name",
      "email",
      "email_confirmation",
      "password",
      "password_confirmation",
      "phone",
      "company_name",
      "company_reference",
      "company_function",
    ]) {
      expect(errors[field], field).toEqual(["This field is mandatory."])
    }
    expect(errors.gdpr_accepted).toEqual(["You must accept this to continue."])
    expect(errors.terms_accepted).toEqual(["You must accept this to continue."])
  })

  test("a common password is refused beside its field, in the caller's language", async () => {
    for (const password of ["1234567890", "Password2026!", "qwertyuiop"]) {
      const answer = await signup(await form({ password, password_confirmation: password }))
      expect(answer.status, password).toBe(422)
      expect(answer.body.errors.password, password).toEqual([
        "This password is too common and easy to guess: choose one that is not a word, a keyboard row or a sequence.",
      ])
    }
  })

  // SIGNUP-5: on the server, the breach and word lists of zxcvbn-ts (api/modules/accounts/password-policy.ts)
  // and the applicant's own e-mail address and company name, beside the shared rule above
  test("a password of the breach and word lists, or holding the company name, is refused beside its field", async () => {
    for (const password of ["manchester12", "q1w2e3r4t5", "Antwerpen2026!"]) {
      const answer = await signup(await form({ password, password_confirmation: password }))
      expect(answer.status, password).toBe(422)
      expect(answer.body.errors, password).toEqual({
        password: [
          "This password is too common and easy to guess: choose one that is not a word, a keyboard row or a sequence.",
        ],
      })
    }
    const own = "Brasserie-Peeters!26"
    const answer = await signup(await form({ password: own, password_confirmation: own }), "nl")
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      password: [
        "Dit wachtwoord bevat uw e-mailadres of de naam van uw bedrijf, die anderen kunnen raden: kies er een zonder.",
      ],
    })
    // a password of several words of its own passes
    const fine = "Tr0mbone-Lamp-42"
    expect((await signup(await form({ password: fine, password_confirmation: fine }))).status).toBe(202)
  })

  test("only spaces, a malformed address, different confirmations and a short password", async () => {
    const answer = await signup(
      await form({
        first_name: "   ",
        email: "anna.example.com",
        email_confirmation: "other@example.com",
        password: "short",
        password_confirmation: "different-one",
      }),
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toMatchObject({
      first_name: ["This field must not contain only spaces."],
      email: ["Enter an e-mail address like name@example.com."],
      email_confirmation: ["The e-mail addresses are not the same."],
      password: ["The password needs at least 10 characters."],
      password_confirmation: ["The passwords are not the same."],
    })
  })

  test("messages answer in the caller's language", async () => {
    const email = uniqueEmail("fr")
    const answer = await signup(await form({ email, email_confirmation: `x${email}`, phone: "" }), "fr")
    expect(answer.status).toBe(422)
    expect(answer.body.errors.email_confirmation[0]).not.toBe("The e-mail addresses are not the same.")
    expect(answer.body.errors.phone[0]).not.toBe("This field is mandatory.")
  })

  test("a wrong captcha is refused and nothing is recorded", async () => {
    const attributes = await form()
    const answer = await signup({ ...attributes, captcha_value: "999" })
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body.errors)).toEqual(["captcha_value"])
    const rows = await api.handle.db
      .select()
      .from(signupRequests)
      .where(eq(signupRequests.email, attributes.email))
    expect(rows).toHaveLength(0)
    // the challenge was used up by the attempt: the right answer on it no longer works
    expect((await signup(attributes)).status).toBe(422)
  })

  test("the proof of work's number passes instead of the characters, once", async () => {
    const { body } = await api.json("/captcha", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ form: "signup" }),
    })
    const proof = solveCaptchaProof(body.data.attributes.proof_of_work)
    const attributes = await form({ captcha_id: body.data.id, captcha_proof: String(proof) })
    delete (attributes as Record<string, unknown>).captcha_value
    const answer = await signup(attributes)
    expect(answer.status).toBe(202)
    // replay with another address: the challenge is used up
    const email = uniqueEmail("replay")
    const replay = await signup({ ...attributes, email, email_confirmation: email })
    expect(replay.status).toBe(422)
    expect(Object.keys(replay.body.errors)).toEqual(["captcha_value"])
  })

  test("neither the characters nor the number is refused on the characters' field", async () => {
    const attributes = await form({ captcha_value: "" })
    const answer = await signup(attributes)
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({ captcha_value: ["This field is mandatory."] })
  })

  test("a complete request is pending; the applicant and the provider are told, each by real SMTP", async () => {
    const attributes = await form({ first_name: "Jonas", last_name: "Maes" })
    const email = attributes.email
    const answer = await signup(attributes, "nl")
    expect(answer.status).toBe(202)
    expect(answer.body.data).toMatchObject({ type: "signup-requests", attributes: { status: "pending" } })
    // a receipt, not the request's number
    expect(answer.body.data.id).toMatch(/^[0-9a-f-]{36}$/)
    const id = await requestNumber(answer.body.data.id)

    const [ack] = smtp.to(email)
    expect(ack!.language).toBe("nl")
    expect(ack!.subject).toBe("Uw registratieaanvraag voor de Belcater Pro Partnerzone")
    expect(ack!.text).toContain("Beste Jonas Maes")
    expect(ack!.text).toContain("verwerkt")

    const notice = await expect
      .poll(() => smtp.to("partners@belcater.example").find((mail) => mail.subject.includes(`#${id}`)))
      .toBeDefined()
      .then(() => smtp.to("partners@belcater.example").find((mail) => mail.subject.includes(`#${id}`))!)
    expect(notice.text).toContain(email)
    expect(notice.text).toContain("Brasserie Peeters")
    expect(notice.text).toContain(`npm run staff -- signups approve ${id} --roles`)

    // the password is kept only as an argon2id hash
    const [row] = await api.handle.db.select().from(signupRequests).where(eq(signupRequests.id, id))
    expect(row!.status).toBe("pending")
    expect(row!.language).toBe("nl")
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
  })

  test("an address with an account or a pending request gets the very same answer; nothing is stored, and its owner is told by mail", async () => {
    const first = await form({ first_name: "Eva", last_name: "Claes" })
    const fresh = await signup(first, "nl")
    expect(fresh.status).toBe(202)
    const again = await signup(await form({ email: first.email, email_confirmation: first.email }), "fr")
    const account = await signup(
      await form({ email: "Buyer@Partners.test", email_confirmation: "buyer@partners.test" }),
    )
    for (const known of [again, account]) {
      expect(known.status).toBe(fresh.status)
      expect(Object.keys(known.body.data)).toEqual(Object.keys(fresh.body.data))
      expect(known.body.data.type).toBe(fresh.body.data.type)
      expect(known.body.data.attributes).toEqual(fresh.body.data.attributes)
      expect(known.body.data.id).toMatch(/^[0-9a-f-]{36}$/)
      expect(known.headers.get("content-type")).toBe(fresh.headers.get("content-type"))
    }
    const stored = await api.handle.db
      .select()
      .from(signupRequests)
      .where(eq(signupRequests.email, first.email))
    expect(stored).toHaveLength(1)
    expect(
      await api.handle.db.select().from(signupRequests).where(eq(signupRequests.receipt, again.body.data.id)),
    ).toEqual([])
    // the owners hear of it, in their own language, with the way to a new password
    const told = smtp.to(first.email).at(-1)!
    expect(told.language).toBe("nl")
    expect(told.subject).toBe("Een aanmeldingsaanvraag met uw e-mailadres")
    expect(told.text).toContain("Beste Eva Claes")
    expect(told.text).toContain("http://shop.test/nl/wachtwoord-vergeten")
    await expect.poll(() => smtp.to("buyer@partners.test").length).toBeGreaterThan(0)
    expect(smtp.to("buyer@partners.test").at(-1)!.text).toMatch(
      /already has an account|heeft al een account|al een account/,
    )
  })

  test("without a captcha the request waits for the applicant's mailed link; confirming it there sends it to staff", async () => {
    const attributes = await form({ first_name: "Sofie", last_name: "Wouters" })
    const { captcha_id: _id, captcha_value: _value, ...withoutCaptcha } = attributes
    const answer = await signup(withoutCaptcha, "nl")
    expect(answer.status).toBe(202)
    expect(answer.body.data.attributes).toEqual({ status: "unconfirmed" })
    const id = await requestNumber(answer.body.data.id)
    // staff do not see it yet
    expect((await staff("")).body.data.map((row: { id: number }) => row.id)).not.toContain(id)
    expect((await staff("?all=1")).body.data.map((row: { id: number }) => row.id)).not.toContain(id)
    expect((await staff(`/${id}/approve`, { roles: [2] })).status).toBe(404)

    const mail = smtp.to(attributes.email).at(-1)!
    expect(mail.language).toBe("nl")
    expect(mail.text).toContain("Beste Sofie Wouters")
    const link = /http:\/\/shop\.test\/nl\/registreren\/bevestiging\?token=([\w-]{40,})/.exec(mail.text)
    expect(link, mail.text).not.toBeNull()
    const token = decodeURIComponent(link![1]!)
    const confirm = (value: string) =>
      api.json("/users/confirmation", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: value }),
      })
    expect((await confirm("not-the-token")).status).toBe(422)
    const confirmed = await confirm(token)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data).toEqual({
      type: "signup-requests",
      id: answer.body.data.id,
      attributes: { status: "pending" },
    })
    expect((await staff("")).body.data.map((row: { id: number }) => row.id)).toContain(id)
    await expect
      .poll(() => smtp.to("partners@belcater.example").some((notice) => notice.subject.includes(`#${id}`)))
      .toBe(true)
    // the link works once
    const twice = await confirm(token)
    expect(twice.status).toBe(422)
    expect(twice.body.errors.token[0]).toMatch(/not valid any more/)
  })

  test("a confirmation link older than a day is refused, and a new request for the address replaces an unconfirmed one", async () => {
    const attributes = await form()
    const { captcha_id: _id, captcha_value: _value, ...withoutCaptcha } = attributes
    const first = await signup(withoutCaptcha)
    const firstLink = /\?token=([\w-]+)/.exec(smtp.to(attributes.email).at(-1)!.text)![1]!
    const second = await signup(withoutCaptcha)
    expect(second.body.data.attributes.status).toBe("unconfirmed")
    const rows = await api.handle.db
      .select()
      .from(signupRequests)
      .where(eq(signupRequests.email, attributes.email))
    expect(rows.map((row) => row.receipt)).toEqual([second.body.data.id])
    expect(first.body.data.id).not.toBe(second.body.data.id)
    const confirm = (token: string) =>
      api.json("/users/confirmation", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token }),
      })
    expect((await confirm(firstLink)).status).toBe(422)
    const secondLink = /\?token=([\w-]+)/.exec(smtp.to(attributes.email).at(-1)!.text)![1]!
    await api.handle.db
      .update(signupRequests)
      .set({ confirmBy: new Date(Date.now() - 1000) })
      .where(eq(signupRequests.email, attributes.email))
    expect((await confirm(secondLink)).status).toBe(422)
  })
})

describe("limits that hold across processes", () => {
  const capped = setupTestApi({
    mailer: smtp.mailer,
    hourlyCaps: { signupRequests: 4, signupRequestsPerAddress: 2 },
  })
  const signupFrom = async (address: string, overrides: Record<string, unknown> = {}) => {
    const attributes = await form(overrides)
    const { captcha_id: _id, captcha_value: _value, ...withoutCaptcha } = attributes
    return capped.json("/users", {
      method: "PUT",
      locale: "de",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ data: { type: "clients", attributes: withoutCaptcha } }),
    })
  }

  test("a few requests an hour per address, so many for the whole shop: then a calm 429 with Retry-After, the same for every address", async () => {
    await capped.handle.db.delete(usageCounts).where(like(usageCounts.key, "signup-%"))
    const one = [
      await signupFrom("203.0.113.1"),
      await signupFrom("203.0.113.1"),
      await signupFrom("203.0.113.1"),
    ]
    expect(one.map((answer) => answer.status)).toEqual([202, 202, 429])
    expect(one[2]!.body.message).toMatch(/ungewöhnlich viele Registrierungsanfragen.*in \d+ Minuten/)
    const others = [
      await signupFrom("203.0.113.2"),
      await signupFrom("203.0.113.3"),
      await signupFrom("203.0.113.4"),
    ]
    expect(others.map((answer) => answer.status)).toEqual([202, 202, 429])
    const retry = Number(others[2]!.headers.get("retry-after"))
    expect(retry).toBeGreaterThan(0)
    expect(retry).toBeLessThanOrEqual(3600)
    // a known address counts the same: its answer says nothing more
    const known = await signupFrom("203.0.113.5", {
      email: "buyer@partners.test",
      email_confirmation: "buyer@partners.test",
    })
    expect(known.status).toBe(429)
    await capped.handle.db.delete(usageCounts).where(like(usageCounts.key, "signup-%"))
  })
})

describe("the provider's staff review requests", () => {
  test("the staff door stays shut without the key", async () => {
    const answer = await api.json("/internal/staff/signups", { headers: { "x-staff-key": "nope" } })
    expect(answer.status).toBe(404)
  })

  test("approval creates the account and mails a set-your-password link; the chosen password logs in", async () => {
    const attributes = await form({ first_name: "Luc", last_name: "Dubois" })
    const email = attributes.email
    const { body } = await signup(attributes, "fr")
    const id = await requestNumber(body.data.id)

    const pending = await staff("")
    expect(pending.body.data.map((row: { id: number }) => row.id)).toContain(id)
    expect(JSON.stringify(pending.body)).not.toContain("argon2")

    const approved = await staff(`/${id}/approve`, { roles: [1, 2, 3], currency: "GBP", discount: 12.5 })
    expect(approved.status).toBe(200)
    const clientId = approved.body.data.clientId as number

    const [client] = await api.handle.db.select().from(clients).where(eq(clients.id, clientId))
    expect(client).toMatchObject({
      email,
      firstName: "Luc",
      language: "fr",
      currency: "GBP",
      discountBasisPoints: 1250,
      category: "catering_trade",
      isGtcAccepted: true,
      newsletter: true,
    })
    const [company] = await api.handle.db.select().from(companies).where(eq(companies.id, client!.companyId!))
    expect(company).toMatchObject({ name: "Brasserie Peeters", referenceNumber: "C-10442" })
    const roles = await api.handle.db.select().from(clientRoles).where(eq(clientRoles.clientId, clientId))
    expect(roles.map((role) => role.roleId).sort()).toEqual([1, 2, 3])
    const [request] = await api.handle.db.select().from(signupRequests).where(eq(signupRequests.id, id))
    expect(request).toMatchObject({ status: "approved", clientId, passwordHash: null })
    const [token] = await api.handle.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.clientId, clientId))
    expect(token!.purpose).toBe("welcome")
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000)

    const ready = smtp.to(email).at(-1)!
    expect(ready.language).toBe("fr")
    expect(ready.subject).toBe("Votre compte Partenaires Belcater Pro est prêt")
    expect(ready.text).toMatch(/http:\/\/shop\.test\/fr\/[a-z-]+\?token=[\w-]{40,}/)

    // a request is reviewed once
    expect((await staff(`/${id}/approve`, { roles: [2] })).status).toBe(409)
    expect((await staff(`/${id}/reject`, {})).status).toBe(409)

    const login = await api.json("/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.77.0.1" },
      body: JSON.stringify({ email, password: "Chosen-Password-42" }),
    })
    expect(login.status).toBe(200)
    expect(login.body.data.relationships.roles.data.map((role: { id: string }) => role.id).sort()).toEqual([
      "1",
      "2",
      "3",
    ])
  })

  test("approval needs a known role", async () => {
    const { body } = await signup(await form())
    const answer = await staff(`/${await requestNumber(body.data.id)}/approve`, { roles: [9] })
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body.errors)).toContain("roles.0")
  })

  test("rejection mails a polite refusal and frees the address", async () => {
    const attributes = await form({ first_name: "Greta", last_name: "Weber" })
    const email = attributes.email
    const { body } = await signup(attributes, "de")
    // staff may name a request by its applicant's address, as their notice shows it
    const rejected = await staff(`/${encodeURIComponent(email)}/reject`, {})
    expect(rejected.status).toBe(200)
    expect(rejected.body.data.status).toBe("rejected")
    const refusal = smtp.to(email).at(-1)!
    expect(refusal.language).toBe("de")
    expect(refusal.text).toContain("Guten Tag Greta Weber")
    const [row] = await api.handle.db
      .select()
      .from(signupRequests)
      .where(eq(signupRequests.receipt, body.data.id))
    expect(row).toMatchObject({ status: "rejected", passwordHash: null, clientId: null })
    expect((await staff("/999999/reject", {})).status).toBe(404)
    // a rejected applicant may apply again
    expect((await signup(await form({ email, email_confirmation: email }))).status).toBe(202)
  })

  test("the command line's rejection carries staff's reason into the mail, by the screen's rule", async () => {
    const attributes = await form({ first_name: "Ana", last_name: "Silva" })
    const { body } = await signup(attributes, "pt")
    const id = await requestNumber(body.data.id)
    expect((await staff(`/${id}/reject`, { reason: "x".repeat(1001) })).status).toBe(422)
    const rejected = await staff(`/${id}/reject`, { reason: "  Sem número de IVA válido.  " })
    expect(rejected.status).toBe(200)
    expect(smtp.to(attributes.email).at(-1)!.text).toContain("motivo:\n\nSem número de IVA válido.")
  })

  test("the list shows pending requests, or all of them with all=1", async () => {
    const { body } = await signup(await form())
    const id = await requestNumber(body.data.id)
    await staff(`/${id}/reject`, {})
    const pending = await staff("")
    expect(pending.body.data.map((row: { id: number }) => row.id)).not.toContain(id)
    const all = await staff("?all=1")
    expect(all.body.data.map((row: { id: number }) => row.id)).toContain(id)
  })
})
