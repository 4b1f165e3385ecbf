import { afterAll, describe, expect, test } from "vitest"

import { clientRoles, clients } from "../../api/db/schema"
import { hashPassword } from "../../api/modules/accounts/password-hash"
import { writeSetting } from "../../api/modules/content/settings.service"
import { callerRequests, DEMO_PASSWORD, setupTestApi } from "../support/api"

// The partner's own account once logged in: profile and company, the terms asked again by staff, and the
// Partners zone closed for maintenance (the login itself, tokens and roles are in session.test.ts).

const api = setupTestApi()
const { post } = callerRequests(api, 78)

/** A partner of our own (unique e-mail), so state changes never leak into other tests. */
const createPartner = (options: { roles?: number[]; gtc?: boolean } = {}) => api.insertPartner(options)

describe("profile and company", () => {
  test("the partner's company", async () => {
    const { auth } = await api.login("buyer@partners.test")
    const { status, body } = await api.json("/user-company", { headers: auth })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ type: "companies", attributes: { name: expect.any(String) } })
    expect((await api.json("/user-company")).status).toBe(401)
  })

  test("an update changes the values; the same values again are refused; another partner's id is forbidden", async () => {
    const partner = await createPartner()
    const { auth } = await api.login(partner.email)
    const patch = (id: string | number, attributes: Record<string, unknown>) =>
      api.json("/users", {
        method: "PATCH",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ data: { type: "clients", id, attributes } }),
      })
    const updated = await patch(partner.id, {
      first_name: "Anna",
      phone: "+32 2 555 01 01",
      newsletter: true,
    })
    expect(updated.status).toBe(200)
    expect(updated.body.data.attributes).toMatchObject({
      first_name: "Anna",
      last_name: "Partner",
      phone: "+32 2 555 01 01",
      newsletter: true,
    })

    const same = await patch(partner.id, { first_name: "Anna", last_name: "Partner" })
    expect(same.status).toBe(422)
    expect(same.body.errors._[0]).toMatch(/same as the current/)

    const invalid = await patch(partner.id, { first_name: "   ", email: "nope" })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors.first_name[0]).toMatch(/only spaces/)
    expect(invalid.body.errors.email[0]).toMatch(/e-mail address like/)

    expect((await patch(1, { first_name: "Mallory" })).status).toBe(partner.id === 1 ? 200 : 403)
    const taken = await patch(partner.id, { email: "buyer@partners.test", current_password: DEMO_PASSWORD })
    expect(taken.body.errors.email[0]).toMatch(/already exists/)
  })

  // ACCOUNT-11, ASVS 5.0 7.5.1: the e-mail address is where password links go; changing it needs the password
  test("a new e-mail address needs the current password, checked before anything else", async () => {
    const partner = await createPartner()
    const { auth } = await api.login(partner.email)
    const patch = (attributes: Record<string, unknown>) =>
      api.json("/users", {
        method: "PATCH",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ data: { type: "clients", id: partner.id, attributes } }),
      })
    const without = await patch({ email: "buyer@partners.test" })
    expect(without.status).toBe(422)
    // nothing is said about the address before the password is right (no probing which ones exist)
    expect(without.body.errors).toEqual({
      current_password: ["Type your current password to change your e-mail address."],
    })
    const wrong = await patch({ email: `new-${partner.email}`, current_password: "not-the-password" })
    expect(wrong.body.errors).toEqual({ current_password: ["The current password is not right."] })
    const changed = await patch({ email: `new-${partner.email}`, current_password: DEMO_PASSWORD })
    expect(changed.status).toBe(200)
    expect(changed.body.data.attributes.email).toBe(`new-${partner.email}`)
  })

  // ASVS 5.0 7.4.3: whoever knew the old password loses the login they made with it
  test("a new password ends the account's other logins and keeps the one that changed it", async () => {
    const partner = await createPartner()
    const here = await api.login(partner.email)
    const elsewhere = await api.login(partner.email)
    const changed = await api.json("/users", {
      method: "PATCH",
      headers: { ...here.auth, "content-type": "application/json" },
      body: JSON.stringify({
        data: {
          type: "clients",
          id: partner.id,
          attributes: {
            password: "Tr0mbone-Lamp-42",
            password_confirmation: "Tr0mbone-Lamp-42",
            current_password: DEMO_PASSWORD,
          },
        },
      }),
    })
    expect(changed.status).toBe(200)
    expect((await api.request("/users/me", { headers: here.auth })).status).toBe(200)
    expect((await api.request("/users/me", { headers: elsewhere.auth })).status).toBe(401)
    // the other login's refresh token is no good either
    const refresh = await api.request("/auth/refresh", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: elsewhere.refreshToken }),
    })
    expect(refresh.status).toBeGreaterThanOrEqual(400)
  })

  test("a new password needs the current one and its confirmation", async () => {
    const partner = await createPartner()
    const { auth } = await api.login(partner.email)
    const patch = (attributes: Record<string, unknown>) =>
      api.json("/users", {
        method: "PATCH",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ data: { type: "clients", id: partner.id, attributes } }),
      })
    const mismatch = await patch({
      password: "New-Password-2026",
      password_confirmation: "Other-2026-xx",
      current_password: DEMO_PASSWORD,
    })
    expect(mismatch.body.errors.password_confirmation[0]).toMatch(/passwords are not the same/)
    const wrongCurrent = await patch({
      password: "New-Password-2026",
      password_confirmation: "New-Password-2026",
      current_password: "nope",
    })
    expect(wrongCurrent.body.errors.current_password[0]).toMatch(/current password/)
    // SIGNUP-5: the lists, and the partner's own e-mail address as it will be after the change
    const listed = await patch({
      password: "basketball",
      password_confirmation: "basketball",
      current_password: DEMO_PASSWORD,
    })
    expect(listed.body.errors.password[0]).toMatch(/too common/)
    const own = `Mine-${partner.email.split("@")[0]}`
    const holdsEmail = await patch({
      password: own,
      password_confirmation: own,
      current_password: DEMO_PASSWORD,
    })
    expect(holdsEmail.status).toBe(422)
    expect(holdsEmail.body.errors.password[0]).toMatch(/contains your e-mail address/)
    const ok = await patch({
      password: "New-Password-2026",
      password_confirmation: "New-Password-2026",
      current_password: DEMO_PASSWORD,
    })
    expect(ok.status).toBe(200)
    expect((await api.login(partner.email, "New-Password-2026")).token).toBeTruthy()
  })
})

describe("staff ask for the terms again", () => {
  const staffApi = setupTestApi({ staffKey: "staff-key-for-terms-test-0123456789" })
  test("the gate opens at the partner's next call; unknown accounts are a 404; the door needs the key", async () => {
    const partner = await (async () => {
      const email = `terms-${crypto.randomUUID().slice(0, 8)}@partners.test`
      const [row] = await staffApi.handle.db
        .insert(clients)
        .values({
          email,
          passwordHash: await hashPassword(DEMO_PASSWORD),
          firstName: "T",
          lastName: "P",
          isGtcAccepted: true,
        })
        .returning({ id: clients.id })
      await staffApi.handle.db.insert(clientRoles).values({ clientId: row!.id, roleId: 2 })
      return { email }
    })()
    const { auth } = await staffApi.login(partner.email)
    expect((await staffApi.json("/user-company", { headers: auth })).status).not.toBe(403)
    const door = (key: string, email: string) =>
      staffApi.json("/internal/staff/accounts/require-terms", {
        method: "POST",
        headers: { "content-type": "application/json", "x-staff-key": key },
        body: JSON.stringify({ email }),
      })
    expect((await door("wrong", partner.email)).status).toBe(404)
    expect((await door("staff-key-for-terms-test-0123456789", "nobody@partners.test")).status).toBe(404)
    expect((await door("staff-key-for-terms-test-0123456789", partner.email)).status).toBe(200)
    const gated = await staffApi.json("/products?page[size]=1", { headers: auth })
    expect(gated.status).toBe(403)
    expect(gated.body.error).toBe("gtc_not_accepted")
  })
})

describe("maintenance", () => {
  afterAll(async () => {
    await writeSetting(api.handle.db, "maintenance", { enabled: false, until: null })
  })

  test("during maintenance the Partners zone cannot be entered: login answers 503 with a message", async () => {
    await writeSetting(api.handle.db, "maintenance", { enabled: true, until: null })
    const answer = await post("/auth/login", { email: "viewer@partners.test", password: DEMO_PASSWORD })
    expect(answer.status).toBe(503)
    expect(answer.body).toMatchObject({ error: "maintenance" })
    expect(answer.body.message).toMatch(/unreachable during maintenance/)
    await writeSetting(api.handle.db, "maintenance", { enabled: false, until: null })
    expect(
      (await post("/auth/login", { email: "viewer@partners.test", password: DEMO_PASSWORD })).status,
    ).toBe(200)
  })
})
