import { describe, expect, test } from "vitest"

import { setupTestApi } from "../support/api"

const api = setupTestApi()

describe("GET /health", () => {
  test("answers 200 ok while the database answers", async () => {
    const { status, body } = await api.json("/health")
    expect(status).toBe(200)
    expect(body).toEqual({ status: "ok" })
  })
})

describe("GET /settings", () => {
  test("answers the settings object with login switched on by default", async () => {
    const { status, body } = await api.json("/settings")
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      type: "settings",
      attributes: {
        deactivate_login_for_users: "0",
        maintenance: false,
        registration_only: false,
        vat_rate: 21,
      },
    })
    expect(body.data.attributes.company_contact.email).toBe("info@belcater.example")
  })
})

describe("GET /meta-tags/{page}", () => {
  test("answers the page's meta tags in the request's language", async () => {
    const english = await api.json("/meta-tags/home", { locale: "en" })
    const french = await api.json("/meta-tags/home", { locale: "fr-BE,fr;q=0.9" })
    expect(english.status).toBe(200)
    expect(english.body.data.attributes.locale).toBe("en")
    expect(french.body.data.attributes.locale).toBe("fr")
    expect(french.body.data.attributes.title).not.toBe(english.body.data.attributes.title)
    expect(french.headers.get("content-language")).toBe("fr")
  })

  test("an unknown page is a 404 and a malformed one a 422 with a field error", async () => {
    expect((await api.json("/meta-tags/no-such-page")).status).toBe(404)
    const bad = await api.json("/meta-tags/%3Cscript%3E")
    expect(bad.status).toBe(422)
    expect(bad.body.errors.page[0]).toMatch(/page/)
  })
})

describe("content pages", () => {
  test.each(["company-infos", "faqs", "services", "cookies-policy", "terms-of-service"])(
    "GET /pages/%s answers a list in the language",
    async (page) => {
      const english = await api.json(`/pages/${page}`, { locale: "en" })
      const german = await api.json(`/pages/${page}`, { locale: "de" })
      expect(english.status).toBe(200)
      expect(english.body.data.length).toBeGreaterThan(2)
      expect(JSON.stringify(german.body.data[0].attributes)).not.toBe(
        JSON.stringify(english.body.data[0].attributes),
      )
    },
  )
})

describe("GET /pages/terms-of-service", () => {
  test("answers the general terms of sale as numbered sections in the request's language", async () => {
    const english = await api.json("/pages/terms-of-service", { locale: "en" })
    const dutch = await api.json("/pages/terms-of-service", { locale: "nl-BE,nl;q=0.9" })
    expect(english.status).toBe(200)
    expect(dutch.status).toBe(200)
    expect(dutch.headers.get("content-language")).toBe("nl")
    type Section = { type: string; id: string; attributes: { title: string; body: string } }
    const titles = (body: { data: Section[] }) => body.data.map((section) => section.attributes.title)
    // the same sections in both languages, in order, each numbered from 1
    expect(english.body.data.map((section: Section) => section.id)).toEqual(
      dutch.body.data.map((section: Section) => section.id),
    )
    expect(english.body.data.length).toBeGreaterThanOrEqual(10)
    titles(english.body).forEach((title, index) => expect(title).toMatch(new RegExp(`^${index + 1}\\. \\S`)))
    titles(dutch.body).forEach((title, index) => expect(title).toMatch(new RegExp(`^${index + 1}\\. \\S`)))
    expect(titles(english.body)).toContain("7. Retention of title")
    expect(titles(dutch.body)).toContain("7. Eigendomsvoorbehoud")
    // nothing stored for one language only: every body differs from the English one
    english.body.data.forEach((section: Section, index: number) => {
      expect(section.type).toBe("policy-sections")
      expect(dutch.body.data[index].attributes.body).not.toBe(section.attributes.body)
    })
    const englishText = JSON.stringify(english.body.data)
    const dutchText = JSON.stringify(dutch.body.data)
    // the late-payment law, and the courts of the company's seat named in each language
    expect(englishText).toContain("law of 2 August 2002")
    expect(dutchText).toContain("wet van 2 augustus 2002")
    expect(englishText).toContain("registered office in Wavre")
    expect(dutchText).toContain("maatschappelijke zetel in Waver")
  })

  test("is apart from the cookies policy", async () => {
    const terms = await api.json("/pages/terms-of-service", { locale: "en" })
    const cookies = await api.json("/pages/cookies-policy", { locale: "en" })
    const ids = new Set(cookies.body.data.map((section: { id: string }) => section.id))
    expect(terms.body.data.some((section: { id: string }) => ids.has(section.id))).toBe(false)
  })
})

describe("API conventions", () => {
  test("an unknown path is a JSON 404 and never a stack trace", async () => {
    const { status, body } = await api.json("/no-such-call")
    expect(status).toBe(404)
    expect(body).toEqual({ error: "not_found", message: "Not found" })
  })

  test("an unsupported media type version is refused with 406", async () => {
    const response = await api.request("/settings", {
      headers: { accept: "application/vnd.partners.v9+xml" },
    })
    expect(response.status).toBe(406)
  })

  test("plain application/json is accepted", async () => {
    const response = await api.request("/settings", { headers: { accept: "application/json" } })
    expect(response.status).toBe(200)
  })

  test("the OpenAPI document describes every route of this API", async () => {
    const { status, body } = await api.json("/openapi.json")
    expect(status).toBe(200)
    expect(body.openapi).toBe("3.1.0")
    for (const path of [
      "/settings",
      "/menu-trees",
      "/meta-tags/{page}",
      "/pages/company-infos",
      "/pages/faqs",
      "/pages/services",
    ]) {
      expect(body.paths[path]?.get, path).toBeDefined()
    }
    expect(body.paths["/meta-tags/{page}"].get.parameters[0]).toMatchObject({
      name: "page",
      in: "path",
      required: true,
    })
  })
})

describe("visitor cache", () => {
  test("a visitor's catalogue answer is served again from the process cache, settings never are", async () => {
    const first = await api.request("/menu-trees?x=cache-test")
    const second = await api.request("/menu-trees?x=cache-test")
    expect(first.headers.get("x-cache")).toBeNull()
    expect(second.headers.get("x-cache")).toBe("hit")
    expect(await second.text()).toBe(await first.text())
    await api.request("/settings")
    expect((await api.request("/settings")).headers.get("x-cache")).toBeNull()
  })
})
