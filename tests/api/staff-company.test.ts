import { eq } from "drizzle-orm"
import { describe, expect, test } from "vitest"

import { staffAuditLog } from "../../api/modules/staff/staff.schema"
import { setupTestApi } from "../support/api"
import { STAFF, type StaffAuth, staffTestKit } from "../support/staff"

// The company info page and the company's contact kept by the content role (CONTENT-9, decision 122):
// allowed to content and admin, 403 for sales; a wrong field is a 422 naming it; each change is one audit
// entry with what was before and after, and shows on the shop's public API at once.

const api = setupTestApi()
const { auth, send, auditCount } = staffTestKit(api)

const contact = (changes: object = {}) => ({
  street: "Avenue des Artisans 4",
  postalCode: "1348",
  city: { en: "Louvain-la-Neuve", nl: "Nieuw-Leuven" },
  country: { en: "Belgium", fr: "Belgique", nl: "België" },
  phone: "+32 10 47 00 00",
  email: "Hello@Belcater.example",
  vat: "BE 0123.456.789",
  openingHours: { en: "Monday to Thursday, 8:00 to 17:00", fr: "Du lundi au jeudi, de 8 h à 17 h" },
  ...changes,
})

describe("who may keep the company's texts", () => {
  test.each([
    ["GET", "/staff/company-infos"],
    ["GET", "/staff/company-contact"],
  ])("%s %s: admin and content, not sales", async (method, path) => {
    for (const role of ["admin", "sales", "content"] as const)
      expect((await send(method, path, auth[role])).status, role).toBe(role === "sales" ? 403 : 200)
  })

  test("sales may change neither a section nor the contact: 403, nothing written, no audit entry", async () => {
    const [first] = (await send("GET", "/staff/company-infos", auth.content)).body.data
    const sections = await auditCount("company_info.update")
    const contacts = await auditCount("company_contact.update")
    const section = await send("PUT", `/staff/company-infos/${first.id}`, auth.sales, {
      title: { en: "Refused" },
      body: { en: "Refused" },
    })
    expect(section.status).toBe(403)
    expect(section.body.error).toBe("forbidden")
    expect((await send("PUT", "/staff/company-contact", auth.sales, contact())).status).toBe(403)
    expect(await auditCount("company_info.update")).toBe(sections)
    expect(await auditCount("company_contact.update")).toBe(contacts)
    const after = await send("GET", `/staff/company-infos/${first.id}`, auth.content)
    expect(after.body.data.attributes.title).toEqual(first.attributes.title)
  })

  test("a partner's token is refused", async () => {
    const partner = await api.login("buyer@partners.test")
    expect((await send("GET", "/staff/company-contact", partner.auth as StaffAuth)).status).toBe(401)
  })
})

describe("the company info page's sections", () => {
  test("changed in two languages: on the shop in both at once, one audit entry with before and after", async () => {
    const sections = (await send("GET", "/staff/company-infos", auth.content)).body.data
    expect(sections.map((s: { attributes: { key: string } }) => s.attributes.key)).toContain("history")
    const history = sections.find((s: { attributes: { key: string } }) => s.attributes.key === "history")
    // the shop's page, read once so that this process keeps it (API-6)
    await api.json("/pages/company-infos", { locale: "fr" })
    const before = await auditCount("company_info.update")
    const title = `Forty years ${Date.now()}`
    const changed = await send("PUT", `/staff/company-infos/${history.id}`, auth.content, {
      title: { en: title, fr: `Quarante ans ${title}`, de: "" },
      body: { en: "Since 1984 in Wavre.", fr: "Depuis 1984 à Wavre." },
    })
    expect(changed.status).toBe(200)
    // a language without a text is not kept: the shop falls back to English there
    expect(changed.body.data.attributes.title).toEqual({ en: title, fr: `Quarante ans ${title}` })
    expect(await auditCount("company_info.update")).toBe(before + 1)
    const [entry] = await api.handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `company-info:${history.id}`))
    expect(entry).toMatchObject({ action: "company_info.update", staffEmail: STAFF.content })
    expect((entry!.before as { title: object }).title).toEqual(history.attributes.title)
    expect((entry!.after as { title: object }).title).toEqual(changed.body.data.attributes.title)

    const shown = async (locale: string) =>
      (await api.json("/pages/company-infos", { locale })).body.data.find(
        (s: { id: string }) => s.id === history.id,
      ).attributes
    expect(await shown("fr")).toMatchObject({ title: `Quarante ans ${title}`, body: "Depuis 1984 à Wavre." })
    expect(await shown("en")).toMatchObject({ title, body: "Since 1984 in Wavre." })
    expect((await shown("de")).title).toBe(title)
  })

  test("a missing English title is a 422 naming title.en; an unknown section a 404", async () => {
    const [first] = (await send("GET", "/staff/company-infos", auth.content)).body.data
    const answer = await send("PUT", `/staff/company-infos/${first.id}`, auth.content, {
      title: { fr: "Seulement en français" },
      body: { en: "x".repeat(20_001) },
    })
    expect(answer.status).toBe(422)
    expect(answer.body.errors["title.en"]).toEqual(["This field is mandatory."])
    expect(Object.keys(answer.body.errors).sort()).toEqual(["body.en", "title.en"])
    const unknown = await send("PUT", "/staff/company-infos/999999", auth.content, {
      title: { en: "x" },
      body: { en: "x" },
    })
    expect(unknown.status).toBe(404)
  })
})

describe("the company's contact", () => {
  test("changed by an admin: in the shop's settings at once, social links kept, audited", async () => {
    const kept = (await send("GET", "/staff/company-contact", auth.admin)).body.data.attributes
    // the settings, read once so that this process keeps them (decision 052)
    await api.json("/settings", { locale: "nl" })
    const before = await auditCount("company_contact.update")
    const changed = await send("PUT", "/staff/company-contact", auth.admin, contact())
    expect(changed.status).toBe(200)
    expect(changed.body.data.attributes).toMatchObject({
      street: "Avenue des Artisans 4",
      email: "hello@belcater.example",
      social: kept.social,
    })
    const settings = (await api.json("/settings", { locale: "nl" })).body.data.attributes.company_contact
    expect(settings).toMatchObject({
      street: "Avenue des Artisans 4",
      postalCode: "1348",
      city: { en: "Louvain-la-Neuve", nl: "Nieuw-Leuven" },
      phone: "+32 10 47 00 00",
    })
    expect(await auditCount("company_contact.update")).toBe(before + 1)
    const [entry] = await api.handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "company_contact.update"))
      .orderBy(staffAuditLog.id)
      .offset(before)
    expect(entry).toMatchObject({ target: "setting:company_contact", staffEmail: STAFF.admin })
    expect((entry!.before as { street: string }).street).toBe(kept.street)
    expect((entry!.after as { street: string }).street).toBe("Avenue des Artisans 4")
  })

  test("wrong fields are a 422 each, by name; nothing changes", async () => {
    const kept = (await send("GET", "/staff/company-contact", auth.content)).body.data.attributes
    const answer = await send(
      "PUT",
      "/staff/company-contact",
      auth.content,
      contact({ street: "  ", phone: "call us", email: "nobody", city: { fr: "Wavre" }, vat: "" }),
    )
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body.errors).sort()).toEqual(["city.en", "email", "phone", "street", "vat"])
    expect((await send("GET", "/staff/company-contact", auth.content)).body.data.attributes).toEqual(kept)
  })
})
