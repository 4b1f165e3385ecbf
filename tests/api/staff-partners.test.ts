import { eq } from "drizzle-orm"
import { describe, expect, test } from "vitest"

import { clients } from "../../api/db/schema"
import { DEMO_PASSWORD, setupTestApi } from "../support/api"
import { type StaffAuth, staffTestKit } from "../support/staff"

// Staff look after partners' accounts (PARTNER-1 to PARTNER-5): admin and sales may, content may not
// (403); each change writes one audit entry in its own transaction, so a refused or failed change
// leaves none; bad input is a 4xx naming the field.

const api = setupTestApi()
const { auth, auditCount: entries, lastAuditEntry: lastEntry } = staffTestKit(api)

const send = (method: string, path: string, headers: StaffAuth, body?: unknown) =>
  api.json(path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const login = (email: string, password = DEMO_PASSWORD) =>
  send("POST", "/auth/login", { "x-forwarded-for": "10.88.0.1" }, { email, password })

describe("who may look after partners", () => {
  test.each([
    ["GET", "/staff/partners"],
    ["GET", "/staff/partners/{id}"],
    ["GET", "/staff/partners/{id}/orders"],
    ["GET", "/staff/partners/{id}/offers"],
    ["GET", "/staff/partners/{id}/api-keys"],
    ["PUT", "/staff/partners/{id}/roles", { roles: [2] }],
    ["POST", "/staff/partners/{id}/require-terms"],
    ["POST", "/staff/partners/{id}/password-link"],
    ["POST", "/staff/partners/{id}/deactivate"],
    ["POST", "/staff/partners/{id}/reactivate"],
  ] as const)("%s %s: admin and sales; content is refused (403) and nothing changes", async (...call) => {
    const [method, template, body] = call as unknown as [string, string, unknown]
    const partner = await api.insertPartner({ roles: [1, 2] })
    const path = template.replace("{id}", String(partner.id))
    const refused = await send(method, path, auth.content, body)
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe("forbidden")
    const [row] = await api.handle.db.select().from(clients).where(eq(clients.id, partner.id))
    expect(row).toMatchObject({ isActive: true, isGtcAccepted: true })
    for (const role of ["sales", "admin"] as const) {
      // each role starts from the state its change needs
      const isActive = !path.endsWith("/reactivate")
      await api.handle.db.update(clients).set({ isActive }).where(eq(clients.id, partner.id))
      const allowed = await send(method, path, auth[role], body)
      expect(allowed.status, `${role} ${method} ${path}`).toBe(200)
    }
  })

  test("a partner's token is refused on the staff operations (401)", async () => {
    const partner = await api.createPartner()
    const answer = await api.json("/staff/partners", { headers: partner.auth as StaffAuth })
    expect(answer.status).toBe(401)
  })
})

describe("finding a partner (PARTNER-1)", () => {
  test("by e-mail address, name, company or id, paged, sorted either way", async () => {
    const byEmail = await send("GET", "/staff/partners?filter[q]=buyer@partners", auth.sales)
    expect(byEmail.status).toBe(200)
    expect(byEmail.body.data.map((row: any) => row.attributes.email)).toEqual(["buyer@partners.test"])
    const buyer = byEmail.body.data[0]
    expect(buyer.attributes).toMatchObject({ currency: "EUR", is_active: true, is_gtc_accepted: true })

    const company = buyer.attributes.company_name as string
    const byCompany = await send(
      "GET",
      `/staff/partners?filter[q]=${encodeURIComponent(company)}`,
      auth.sales,
    )
    expect(byCompany.body.data.map((row: any) => row.id)).toContain(buyer.id)
    const byId = await send("GET", `/staff/partners?filter[q]=${buyer.id}`, auth.sales)
    expect(byId.body.data.map((row: any) => row.id)).toContain(buyer.id)

    const page = await send("GET", "/staff/partners?page[size]=2&page[number]=2&sort=-email", auth.admin)
    expect(page.body.meta.pagination).toMatchObject({ per_page: 2, current_page: 2, count: 2 })
    const all = await send("GET", "/staff/partners?page[size]=100&sort=-email", auth.admin)
    const emails = all.body.data.map((row: any) => row.attributes.email as string)
    expect(emails).toEqual([...emails].sort((a, b) => b.localeCompare(a)))
    expect(page.body.data.map((row: any) => row.attributes.email)).toEqual(emails.slice(2, 4))
  })

  test("a wildcard is a letter; a bad sort or page is a 422 naming the field", async () => {
    expect((await send("GET", "/staff/partners?filter[q]=%25", auth.sales)).body.data).toEqual([])
    const badSort = await send("GET", "/staff/partners?sort=password", auth.sales)
    expect(badSort.status).toBe(422)
    expect(Object.keys(badSort.body.errors)).toEqual(["sort"])
    const badPage = await send("GET", "/staff/partners?page[number]=0", auth.sales)
    expect(badPage.status).toBe(422)
    expect(Object.keys(badPage.body.errors)).toEqual(["page[number]"])
  })
})

describe("one partner (PARTNER-2)", () => {
  test("company, colleagues with their roles, prices and state; orders, offers and keys read only", async () => {
    const [buyer] = await api.handle.db.select().from(clients).where(eq(clients.email, "buyer@partners.test"))
    const answer = await send("GET", `/staff/partners/${buyer!.id}`, auth.sales)
    expect(answer.status).toBe(200)
    expect(answer.body.data.attributes).toMatchObject({
      email: "buyer@partners.test",
      roles: [1, 2, 3, 5, 8],
      category: "wholesaler",
      currency: "EUR",
      is_active: true,
    })
    expect(answer.body.data.attributes.company?.name).toBeTruthy()
    expect(Array.isArray(answer.body.data.attributes.colleagues)).toBe(true)

    const orders = await send("GET", `/staff/partners/${buyer!.id}/orders`, auth.sales)
    expect(orders.body.data.length).toBeGreaterThanOrEqual(6)
    expect(orders.body.data.every((order: any) => order.attributes.email === "buyer@partners.test")).toBe(
      true,
    )
    expect((await send("GET", `/staff/partners/${buyer!.id}/offers`, auth.sales)).status).toBe(200)

    const integrator = await login("integrator@partners.test")
    const bearer = { authorization: `Bearer ${integrator.body.access_token}` }
    const made = await send("POST", "/api-keys", bearer, { name: "ERP link" })
    expect(made.status).toBe(201)
    const keys = await send("GET", `/staff/partners/${integrator.body.data.id}/api-keys`, auth.sales)
    expect(keys.status).toBe(200)
    expect(keys.body.data.map((row: any) => row.attributes.name)).toContain("ERP link")
    expect(JSON.stringify(keys.body)).not.toContain(made.body.data.attributes.key)
  })

  test("an unknown partner is a 404 everywhere, a malformed id never a 5xx", async () => {
    for (const path of ["", "/orders", "/offers", "/api-keys"])
      expect((await send("GET", `/staff/partners/999999${path}`, auth.sales)).status).toBe(404)
    expect((await send("POST", "/staff/partners/999999/deactivate", auth.sales)).status).toBe(404)
    expect((await send("GET", "/staff/partners/abc", auth.sales)).status).toBe(404)
  })
})

describe("changes, each audited in its transaction (PARTNER-3 to PARTNER-5)", () => {
  test("roles are set exactly; an unknown role is a 422 naming it and leaves no entry", async () => {
    const partner = await api.insertPartner({ roles: [1, 2, 3] })
    const target = `client:${partner.id}`
    const path = `/staff/partners/${partner.id}/roles`
    const bad = await send("PUT", path, auth.sales, { roles: [2, 42] })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(["roles.1"])
    expect(await entries("partner.roles", target)).toBe(0)
    const changed = await send("PUT", path, auth.sales, { roles: [8, 2, 2] })
    expect(changed.body.data.attributes.roles).toEqual([2, 8])
    expect(await lastEntry("partner.roles")).toMatchObject({
      target,
      before: { roles: [1, 2, 3] },
      after: { roles: [2, 8] },
    })
    expect((await send("PUT", path, auth.sales, { roles: "all" })).status).toBe(422)
  })

  test("the terms are asked for again: the partner meets the gate at the next call", async () => {
    const partner = await api.createPartner()
    expect((await api.request("/orders", { headers: partner.auth })).status).toBe(200)
    const answer = await send("POST", `/staff/partners/${partner.id}/require-terms`, auth.sales)
    expect(answer.body.data.attributes.is_gtc_accepted).toBe(false)
    const gated = await api.json("/orders", { headers: partner.auth })
    expect(gated.status).toBe(403)
    expect(gated.body.error).toBe("gtc_not_accepted")
    expect(await lastEntry("partner.terms_required")).toMatchObject({
      target: `client:${partner.id}`,
      before: { is_gtc_accepted: true },
      after: { is_gtc_accepted: false },
    })
  })

  test("deactivated: logins end, the login says why; reactivated: the login works again", async () => {
    const partner = await api.createPartner()
    const target = `client:${partner.id}`
    const off = await send("POST", `/staff/partners/${partner.id}/deactivate`, auth.sales)
    expect(off.body.data.attributes).toMatchObject({ is_active: false, open_logins: 0 })
    expect((await api.request("/users/me", { headers: partner.auth })).status).toBe(401)
    const refused = await login(partner.email)
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe("account_deactivated")
    expect(refused.body.message).toMatch(/deactivated/)
    // a wrong password learns nothing of the account's state
    expect((await login(partner.email, "Wrong-Password-1")).status).toBe(422)
    expect(await lastEntry("partner.deactivate")).toMatchObject({
      target,
      before: { is_active: true },
      after: { is_active: false, logins_ended: 1 },
    })
    const again = await send("POST", `/staff/partners/${partner.id}/deactivate`, auth.sales)
    expect(again.status).toBe(409)
    expect(await entries("partner.deactivate", target)).toBe(1)
    expect((await send("POST", `/staff/partners/${partner.id}/password-link`, auth.sales)).status).toBe(409)
    expect(await entries("partner.password_link", target)).toBe(0)

    const on = await send("POST", `/staff/partners/${partner.id}/reactivate`, auth.sales)
    expect(on.body.data.attributes.is_active).toBe(true)
    expect((await login(partner.email)).status).toBe(200)
    expect(await entries("partner.reactivate", target)).toBe(1)
    expect((await send("POST", `/staff/partners/${partner.id}/reactivate`, auth.sales)).status).toBe(409)
  })

  test("a set-your-password link is mailed in the partner's language and works once", async () => {
    const partner = await api.insertPartner()
    await api.handle.db.update(clients).set({ language: "fr" }).where(eq(clients.id, partner.id))
    const answer = await send("POST", `/staff/partners/${partner.id}/password-link`, auth.sales)
    expect(answer.status).toBe(200)
    const mail = api.sentMails.filter((sent) => sent.to === partner.email).at(-1)!
    expect(mail.subject).toMatch(/mot de passe/)
    const token = decodeURIComponent(mail.text.match(/token=([^\s&]+)/)![1]!)
    const password = "Brand-New-Password-77"
    const reset = { token, email: partner.email, password, password_confirmation: password }
    const used = await send("POST", "/passwords/reset", {}, reset)
    expect(used.status, JSON.stringify(used.body)).toBeLessThan(300)
    expect((await login(partner.email, reset.password)).status).toBe(200)
    expect((await send("POST", "/passwords/reset", {}, reset)).status).toBe(422)
    expect(await lastEntry("partner.password_link")).toMatchObject({
      target: `client:${partner.id}`,
      after: { email: partner.email },
    })
  })
})
