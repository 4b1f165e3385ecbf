import { eq } from "drizzle-orm"
import { describe, expect, test } from "vitest"

import { signupRequests } from "../../api/db/schema"
import { setupTestApi } from "../support/api"
import { STAFF, staffPost, staffTestKit } from "../support/staff"

// What staff do over HTTP (docs/decisions/093): every action asks for its role on the server (403
// otherwise), goes through the services `npm run staff` uses, and writes one audit entry in its own
// transaction, so a refused or failed change leaves none.

const api = setupTestApi()
const { auth, auditCount, lastAuditEntry: lastEntry } = staffTestKit(api)

async function pendingRequest(email = `applicant-${Date.now()}-${Math.random()}@example.be`) {
  const [row] = await api.handle.db
    .insert(signupRequests)
    .values({
      email,
      firstName: "Ann",
      lastName: "Peeters",
      phone: "+32 2 123 45 67",
      companyName: "Brasserie Peeters",
      companyReference: "BE0123456789",
      companyFunction: "Owner",
      gdprAcceptedAt: new Date(),
      termsAcceptedAt: new Date(),
      language: "nl",
    })
    .returning({ id: signupRequests.id })
  return { id: row!.id, email }
}

async function receivedOrder() {
  const { rows } = await api.handle.queryRaw(
    "select id, number from orders where status = 'received' order by id desc limit 1",
  )
  if (rows[0]) return rows[0] as { id: number; number: string }
  throw new Error("no received order in the demo data")
}

describe("each staff role may do its own work and nothing else (403)", () => {
  test.each([
    ["get", "/staff/signup-requests", ["admin", "sales"]],
    ["get", "/staff/orders", ["admin", "sales"]],
    ["get", "/staff/settings", ["admin"]],
    ["get", "/staff/members", ["admin"]],
    ["get", "/staff/audit-log", ["admin"]],
    ["get", "/staff/me", ["admin", "sales", "content"]],
  ] as const)("%s %s: %j", async (method, path, allowed) => {
    for (const role of ["admin", "sales", "content"] as const) {
      const answer = await api.json(path, { method: method.toUpperCase(), headers: auth[role] })
      expect(answer.status, `${role} ${path}`).toBe((allowed as readonly string[]).includes(role) ? 200 : 403)
      if (answer.status === 403) expect(answer.body.error).toBe("forbidden")
    }
  })

  test("a refused write changes nothing and leaves no audit entry", async () => {
    const before = await auditCount()
    const request = await pendingRequest()
    const refused = await staffPost(api, `/staff/signup-requests/${request.id}/approve`, auth.content, {
      roles: [1, 2, 3],
    })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe("Your staff role does not allow this.")
    expect(
      (await staffPost(api, "/staff/settings", auth.sales, { key: "registration_only", on: true })).status,
    ).toBe(403)
    expect((await staffPost(api, "/staff/orders/1/confirm", auth.content)).status).toBe(403)
    const members = await staffPost(api, "/staff/members", auth.sales, {
      email: "x@partners.test",
      name: "X",
      role: "admin",
    })
    expect(members.status).toBe(403)
    const [row] = await api.handle.db.select().from(signupRequests).where(eq(signupRequests.id, request.id))
    expect(row!.status).toBe("pending")
    expect(await auditCount()).toBe(before)
  })

  test("a refusal is in the caller's language", async () => {
    const refused = await api.json("/staff/settings", {
      headers: { ...auth.content, "accept-language": "fr" },
    })
    expect(refused.body.message).toBe("Votre rôle ne vous permet pas de faire ceci.")
  })
})

describe("sign-up requests, through the command line's service", () => {
  test("sales approve one: the account exists, the applicant is mailed, one audit entry", async () => {
    const request = await pendingRequest()
    const list = await api.json("/staff/signup-requests", { headers: auth.sales })
    expect(list.body.data.map((item: { id: string }) => item.id)).toContain(String(request.id))
    const approved = await staffPost(api, `/staff/signup-requests/${request.id}/approve`, auth.sales, {
      roles: [1, 2, 3],
      currency: "GBP",
      discount: 12.5,
    })
    expect(approved.status).toBe(200)
    expect(approved.body.data.attributes).toMatchObject({ status: "approved", email: request.email })
    const clientId = Number(approved.body.data.attributes.client_id)
    const { rows } = await api.handle.queryRaw(
      "select currency, discount_basis_points from clients where id = $1",
      [clientId],
    )
    expect(rows[0]).toEqual({ currency: "GBP", discount_basis_points: 1250 })
    expect(api.sentMails.some((mail) => mail.to === request.email)).toBe(true)
    expect(await lastEntry("signup.approve")).toMatchObject({
      staffEmail: STAFF.sales,
      target: `signup-request:${request.id}`,
      before: { status: "pending", email: request.email, client_id: null },
      after: { status: "approved", client_id: clientId, roles: [1, 2, 3], currency: "GBP", discount: 12.5 },
    })
    // reviewed already: a 409, and no second entry
    const again = await staffPost(api, `/staff/signup-requests/${request.id}/approve`, auth.sales, {
      roles: [1],
    })
    expect(again.status).toBe(409)
    expect(await auditCount("signup.approve")).toBe(1)
  })

  test("an admin rejects one with its audit entry; an unknown request is a 404", async () => {
    const request = await pendingRequest()
    const rejected = await staffPost(api, `/staff/signup-requests/${request.id}/reject`, auth.admin)
    expect(rejected.status).toBe(200)
    expect(rejected.body.data.attributes.status).toBe("rejected")
    expect(await lastEntry("signup.reject")).toMatchObject({
      before: { status: "pending" },
      after: { status: "rejected" },
    })
    expect((await staffPost(api, "/staff/signup-requests/999999/reject", auth.admin)).status).toBe(404)
  })

  test("SIGNUP-9: approving may change the applicant's category; a refusal's reason reaches the mail", async () => {
    const approvedOne = await pendingRequest()
    const approved = await staffPost(api, `/staff/signup-requests/${approvedOne.id}/approve`, auth.sales, {
      roles: [2],
      category: "wholesaler",
    })
    expect(approved.status).toBe(200)
    const { rows } = await api.handle.queryRaw("select category from clients where id = $1", [
      Number(approved.body.data.attributes.client_id),
    ])
    expect(rows[0]).toEqual({ category: "wholesaler" })
    expect(await lastEntry("signup.approve")).toMatchObject({ after: { category: "wholesaler" } })

    const refused = await pendingRequest()
    const tooLong = await staffPost(api, `/staff/signup-requests/${refused.id}/reject`, auth.sales, {
      reason: "x".repeat(1001),
    })
    expect(tooLong.status).toBe(422)
    expect(tooLong.body.errors.reason).toBeDefined()
    const reason = "We only open accounts for companies with a Belgian or Luxembourg VAT number."
    const rejected = await staffPost(api, `/staff/signup-requests/${refused.id}/reject`, auth.sales, {
      reason,
    })
    expect(rejected.status).toBe(200)
    const mail = api.sentMails.findLast((sent) => sent.to === refused.email)
    expect(mail?.text).toContain(reason)
    expect(await lastEntry("signup.reject")).toMatchObject({ after: { status: "rejected", reason } })
  })
})

describe("orders move as decision 020 says", () => {
  test("received → confirmed → shipped with its invoice and mail; each move one audit entry", async () => {
    const order = await receivedOrder()
    const shipEarly = await staffPost(api, `/staff/orders/${order.number}/ship`, auth.sales)
    expect(shipEarly.status).toBe(409)
    expect(shipEarly.body.message).toContain(order.number)
    expect(await auditCount("order.ship")).toBe(0)

    const confirmed = await staffPost(api, `/staff/orders/${order.id}/confirm`, auth.sales)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data.attributes.status).toBe("confirmed")
    expect(await lastEntry("order.confirm")).toMatchObject({
      target: `order:${order.id}`,
      before: { status: "received" },
      after: { status: "confirmed" },
    })
    const mails = api.sentMails.length
    const shipped = await staffPost(api, `/staff/orders/${order.number}/ship`, auth.admin)
    expect(shipped.status).toBe(200)
    expect(shipped.body.data.attributes.status).toBe("invoiced")
    expect(shipped.body.data.attributes.invoices).toHaveLength(1)
    expect(api.sentMails.length).toBe(mails + 1)
    const entry = await lastEntry("order.ship")
    expect(entry?.after).toMatchObject({
      status: "invoiced",
      invoice: shipped.body.data.attributes.invoices[0],
    })

    const cancel = await staffPost(api, `/staff/orders/${order.id}/cancel`, auth.sales)
    expect(cancel.status).toBe(409)
    expect(cancel.body.error).toBe("order_status_conflict")
    expect(await auditCount("order.cancel")).toBe(0)
  })

  test("an order not yet shipped can be cancelled; the list filters by status", async () => {
    const { rows } = await api.handle.queryRaw(
      "select id, number from orders where status = 'confirmed' order by id desc limit 1",
    )
    const order = rows[0] as { id: number; number: string }
    const cancelled = await staffPost(api, `/staff/orders/${order.number}/cancel`, auth.sales)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data.attributes.status).toBe("cancelled")
    const list = await api.json("/staff/orders?status=cancelled", { headers: auth.sales })
    expect(list.body.data.map((item: { id: string }) => item.id)).toContain(String(order.id))
    expect((await staffPost(api, "/staff/orders/999999/confirm", auth.sales)).status).toBe(404)
  })
})

describe("the switches", () => {
  test("maintenance until a Brussels time, registration-only and the partners' login, each audited", async () => {
    const on = await staffPost(api, "/staff/settings", auth.admin, {
      key: "maintenance",
      on: true,
      until: "2026-07-01T08:00",
    })
    expect(on.status).toBe(200)
    // summer time: Brussels is two hours ahead of UTC
    expect(on.body.data.attributes).toMatchObject({
      maintenance: true,
      maintenance_until: "2026-07-01T06:00:00.000Z",
    })
    expect((await api.json("/settings")).body.data.attributes.maintenance).toBe(true)
    expect(await lastEntry("setting.maintenance")).toMatchObject({
      before: { maintenance: false },
      after: { maintenance: true, maintenance_until: "2026-07-01T06:00:00.000Z" },
    })
    await staffPost(api, "/staff/settings", auth.admin, { key: "maintenance", on: false })

    const partner = await api.login("viewer@partners.test")
    const off = await staffPost(api, "/staff/settings", auth.admin, { key: "partner_login", on: false })
    expect(off.body.data.attributes.partner_login).toBe(false)
    expect((await api.request("/users/me", { headers: partner.auth })).status).toBe(401)
    await staffPost(api, "/staff/settings", auth.admin, { key: "partner_login", on: true })

    const only = await staffPost(api, "/staff/settings", auth.admin, { key: "registration_only", on: true })
    expect(only.body.data.attributes.registration_only).toBe(true)
    await staffPost(api, "/staff/settings", auth.admin, { key: "registration_only", on: false })
    expect(await auditCount("setting.registration_only")).toBe(2)

    const bad = await staffPost(api, "/staff/settings", auth.admin, {
      key: "maintenance",
      on: true,
      until: "soon",
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toContain("until")
  })
})

describe("a partner's prices", () => {
  test("change with a fresh second factor, before and after in the audit log; a missing partner changes nothing", async () => {
    const { id } = await api.insertPartner({ roles: [1, 2] })
    const changed = await api.json(`/staff/partners/${id}/prices`, {
      method: "PUT",
      headers: { ...auth.sales, "content-type": "application/json" },
      body: JSON.stringify({ currency: "GBP", discount: 7.5, category: "wholesaler" }),
    })
    expect(changed.status).toBe(200)
    expect(changed.body.data.attributes).toMatchObject({
      currency: "GBP",
      discount: 7.5,
      category: "wholesaler",
    })
    expect(await lastEntry("partner.prices")).toMatchObject({
      target: `client:${id}`,
      before: { currency: "EUR", discount: 0 },
      after: { currency: "GBP", discount: 7.5, category: "wholesaler" },
    })
    const before = await auditCount("partner.prices")
    const missing = await api.json("/staff/partners/999999/prices", {
      method: "PUT",
      headers: { ...auth.sales, "content-type": "application/json" },
      body: JSON.stringify({ currency: "GBP", discount: 1, category: null }),
    })
    expect(missing.status).toBe(404)
    expect(await auditCount("partner.prices")).toBe(before)
  })
})

describe("a partner's logins", () => {
  test("sales end them all: the partner's token is refused at once; audited; content may not", async () => {
    const partner = await api.createPartner()
    expect((await api.request("/users/me", { headers: partner.auth })).status).toBe(200)
    const path = `/staff/partners/${partner.id}/sessions`
    expect((await api.json(path, { method: "DELETE", headers: auth.content })).status).toBe(403)
    const ended = await api.json(path, { method: "DELETE", headers: auth.sales })
    expect(ended.status).toBe(200)
    expect(ended.body.meta.ended).toBe(1)
    expect((await api.request("/users/me", { headers: partner.auth })).status).toBe(401)
    expect(await lastEntry("partner.sessions_ended")).toMatchObject({
      target: `client:${partner.id}`,
      before: { email: partner.email, open_logins: 1 },
    })
    expect(
      (await api.json("/staff/partners/999999/sessions", { method: "DELETE", headers: auth.sales })).status,
    ).toBe(404)
  })
})

describe("the audit log", () => {
  test("admins read it newest first; the database refuses to change or remove an entry", async () => {
    const list = await api.json("/staff/audit-log?limit=5", { headers: auth.admin })
    expect(list.status).toBe(200)
    const ids = list.body.data.map((entry: { id: string }) => Number(entry.id))
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const [newest] = ids
    await expect(
      api.handle.queryRaw("update staff_audit_log set action = 'nothing' where id = $1", [newest]),
    ).rejects.toThrow(/append-only/)
    await expect(api.handle.queryRaw("delete from staff_audit_log where id = $1", [newest])).rejects.toThrow(
      /append-only/,
    )
    const next = await api.json(`/staff/audit-log?before=${ids.at(-1)}&limit=5`, { headers: auth.admin })
    expect(next.body.data.every((entry: { id: string }) => Number(entry.id) < ids.at(-1))).toBe(true)
  })
})
