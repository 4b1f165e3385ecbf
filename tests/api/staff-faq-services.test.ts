import { describe, expect, test } from "vitest"

import { setupTestApi } from "../support/api"
import { STAFF, type StaffAuth, staffPost, staffTestKit } from "../support/staff"

// The FAQ and the services kept by the content role (CONTENT-8, decision 120): allowed to content and
// admin, 403 for sales; a wrong field is a 422 naming it, a missing id a 404; each change is one audit
// entry with the row before and after, and shows on the shop's public pages at once.

const api = setupTestApi()
const { auth, send, auditEntries: auditOf } = staffTestKit(api)

const shopList = async (path: string, locale: string) =>
  (await api.json(path, { locale })).body.data as { id: string; attributes: Record<string, string> }[]

const faq = (question = `Delivery on Saturday ${Math.random()}?`) => ({
  question: { en: question, nl: `Levering op zaterdag ${question}` },
  answer: { en: "On request, in Brussels.", nl: "Op aanvraag, in Brussel." },
})

describe("who may keep the FAQ and the services", () => {
  test.each(["/staff/faqs", "/staff/services"])("GET %s: admin and content, not sales", async (path) => {
    for (const role of ["admin", "sales", "content"] as const)
      expect((await send("GET", path, auth[role])).status, role).toBe(role === "sales" ? 403 : 200)
  })

  test("sales may not write an FAQ entry: 403, nothing written, no audit entry", async () => {
    const before = (await send("GET", "/staff/faqs", auth.admin)).body.data.length
    const refused = await staffPost(api, "/staff/faqs", auth.sales, faq("Refused?"))
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe("forbidden")
    expect((await send("GET", "/staff/faqs", auth.admin)).body.data.length).toBe(before)
  })

  test("a partner's token is refused", async () => {
    const partner = await api.login("buyer@partners.test")
    expect((await send("GET", "/staff/services", partner.auth as StaffAuth)).status).toBe(401)
  })
})

describe("the FAQ", () => {
  test("an entry written in two languages shows last on the shop's FAQ in both, with its audit entry", async () => {
    // read once so that this process keeps the answer (API-6): the change's notice must drop it
    const before = await shopList("/pages/faqs", "nl")
    const entry = faq()
    const created = await staffPost(api, "/staff/faqs", auth.content, entry)
    expect(created.status).toBe(201)
    expect(created.body.data.attributes.position).toBe(before.length + 1)
    const inDutch = await shopList("/pages/faqs", "nl")
    expect(inDutch.at(-1)!.attributes.question).toBe(entry.question.nl)
    const inEnglish = await shopList("/pages/faqs", "en")
    expect(inEnglish.at(-1)!.attributes).toMatchObject({ question: entry.question.en })
    // a language without its own text shows the English one
    expect((await shopList("/pages/faqs", "de")).at(-1)!.attributes.answer).toBe(entry.answer.en)
    const [audit] = await auditOf("faq.create", `faq:${created.body.data.id}`)
    expect(audit).toMatchObject({ staffEmail: STAFF.content, before: null })
    expect(audit!.after).toMatchObject({ question: entry.question })
  })

  test("changed, moved first and removed: each on the shop and in the audit log", async () => {
    const created = await staffPost(api, "/staff/faqs", auth.admin, faq())
    const id = created.body.data.id
    const changed = await send("PUT", `/staff/faqs/${id}`, auth.admin, faq("Changed?"))
    expect(changed.status).toBe(200)
    const [update] = await auditOf("faq.update", `faq:${id}`)
    expect(update!.before).toMatchObject({ question: created.body.data.attributes.question })
    expect(update!.after).toMatchObject({ question: { en: "Changed?" } })

    const moved = await send("PUT", `/staff/faqs/${id}/position`, auth.admin, { position: 1 })
    expect(moved.status).toBe(200)
    expect(moved.body.data[0].id).toBe(id)
    expect(
      moved.body.data.map((row: { attributes: { position: number } }) => row.attributes.position),
    ).toEqual(moved.body.data.map((_: unknown, index: number) => index + 1))
    expect((await shopList("/pages/faqs", "en"))[0]!.attributes.question).toBe("Changed?")
    const [move] = await auditOf("faq.move", `faq:${id}`)
    expect(move).toMatchObject({
      before: { position: created.body.data.attributes.position },
      after: { position: 1 },
    })

    expect((await send("DELETE", `/staff/faqs/${id}`, auth.admin)).status).toBe(204)
    const after = await shopList("/pages/faqs", "en")
    expect(after.map((row) => row.id)).not.toContain(id)
    expect(await auditOf("faq.delete", `faq:${id}`)).toHaveLength(1)
    // the others closed up: the places are 1 to n again
    const places = (await send("GET", "/staff/faqs", auth.admin)).body.data.map(
      (row: { attributes: { position: number } }) => row.attributes.position,
    )
    expect(places).toEqual(places.map((_: unknown, index: number) => index + 1))
  })

  test("a missing English question, a lone surrogate and a bad place are 422s naming their fields", async () => {
    const wrong = await staffPost(api, "/staff/faqs", auth.content, {
      question: { fr: "Seulement en français ?" },
      answer: { en: "Half a pair: \ud800" },
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors["question.en"]).toEqual(["This field is mandatory."])
    expect(Object.keys(wrong.body.errors).sort()).toEqual(["answer.en", "question.en"])
    const [first] = (await send("GET", "/staff/faqs", auth.content)).body.data
    const badPlace = await send("PUT", `/staff/faqs/${first.id}/position`, auth.content, { position: 0 })
    expect(badPlace.status).toBe(422)
    expect(Object.keys(badPlace.body.errors)).toEqual(["position"])
  })

  test("an id that is not there is a 404 for every operation, and writes no audit entry", async () => {
    const missing = "/staff/faqs/1999999999"
    expect((await send("GET", missing, auth.content)).status).toBe(404)
    expect((await send("PUT", missing, auth.content, faq())).status).toBe(404)
    expect((await send("PUT", `${missing}/position`, auth.content, { position: 1 })).status).toBe(404)
    expect((await send("DELETE", missing, auth.content)).status).toBe(404)
    expect(await auditOf("faq.update", "faq:1999999999")).toHaveLength(0)
  })
})

describe("the services", () => {
  const service = (title: string) => ({
    title: { en: title, fr: `${title} (fr)` },
    summary: { en: "We come to you." },
    body: { en: "Anywhere in Belgium.", fr: "Partout en Belgique." },
  })

  test("a new service gets a key from its English title, unique, kept when the title changes", async () => {
    const first = await staffPost(api, "/staff/services", auth.content, service("Cleaning on site"))
    const second = await staffPost(api, "/staff/services", auth.content, service("Cleaning on site"))
    expect(first.status).toBe(201)
    expect(first.body.data.attributes.key).toBe("cleaning-on-site")
    expect(second.body.data.attributes.key).toBe("cleaning-on-site-2")
    const renamed = await send(
      "PUT",
      `/staff/services/${first.body.data.id}`,
      auth.content,
      service("Deep clean"),
    )
    expect(renamed.body.data.attributes.key).toBe("cleaning-on-site")
    const inFrench = await shopList("/pages/services", "fr")
    expect(inFrench.find((row) => row.id === first.body.data.id)!.attributes).toMatchObject({
      key: "cleaning-on-site",
      title: "Deep clean (fr)",
      summary: "We come to you.",
    })
    const [audit] = await auditOf("service.update", `service:${first.body.data.id}`)
    expect(audit!.before).toMatchObject({ title: { en: "Cleaning on site" } })
    expect(audit!.after).toMatchObject({ title: { en: "Deep clean" } })
    expect((await send("DELETE", `/staff/services/${second.body.data.id}`, auth.content)).status).toBe(204)
    expect((await shopList("/pages/services", "en")).map((row) => row.id)).not.toContain(second.body.data.id)
  })

  test("moved down a place past the end: last; sales may not move one", async () => {
    const [first] = (await send("GET", "/staff/services", auth.content)).body.data
    expect(
      (await send("PUT", `/staff/services/${first.id}/position`, auth.sales, { position: 2 })).status,
    ).toBe(403)
    const moved = await send("PUT", `/staff/services/${first.id}/position`, auth.content, { position: 9999 })
    expect(moved.status).toBe(200)
    expect(moved.body.data.at(-1).id).toBe(first.id)
    expect((await shopList("/pages/services", "en")).at(-1)!.id).toBe(first.id)
  })

  test("a missing summary is a 422 naming summary.en; a missing id a 404", async () => {
    const wrong = await staffPost(api, "/staff/services", auth.content, { ...service("x"), summary: {} })
    expect(wrong.status).toBe(422)
    expect(Object.keys(wrong.body.errors)).toEqual(["summary.en"])
    expect((await send("DELETE", "/staff/services/1999999999", auth.content)).status).toBe(404)
  })
})
