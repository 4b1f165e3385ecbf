import { describe, expect, test } from "vitest"

import { setupTestApi } from "../support/api"

// FORM-5: PostgreSQL refuses NUL in text, so a NUL byte in a text field would answer 500, on
// unauthenticated search too. A control character anywhere the caller writes (query,
// path, JSON body, deep or shallow) is the caller's mistake: 422 naming the field, in the caller's
// language (api/lib/define-route.ts, contract/fields.ts). Tab, line feed and carriage return stay allowed.

const api = setupTestApi()
const JSON_TYPE = { "content-type": "application/json" }
const REFUSED = "Remove the control characters (characters nobody types) from this field."

describe("control characters in what the caller sends", () => {
  test("a NUL in the unauthenticated search's query is a 422 on the query, not a 500", async () => {
    for (const path of ["/search?query=ov%00en", "/search/spare-parts?query=kn%00ob"]) {
      const { status, body } = await api.json(path)
      expect(status, path).toBe(422)
      expect(Object.values(body.errors as Record<string, string[]>).flat(), path).toContain(REFUSED)
    }
  })

  test("in a login's e-mail and in a field deep in a body, the field is named", async () => {
    const login = await api.json("/auth/login", {
      method: "POST",
      headers: JSON_TYPE,
      body: JSON.stringify({ email: "buyer@partners.test\u0000", password: "whatever-it-is" }),
    })
    expect(login.status).toBe(422)
    expect(login.body.errors.email).toEqual([REFUSED])

    const { auth } = await api.createPartner()
    const basket = await api.json("/basket", {
      method: "PUT",
      headers: { ...JSON_TYPE, ...auth },
      body: JSON.stringify({ items: [{ id: "BMG4-080A\u0000", type: "products", quantity: 1 }] }),
    })
    expect(basket.status).toBe(422)
    expect(basket.body.errors["items.0.id"]).toEqual([REFUSED])

    const draft = await api.json("/orders/drafts", {
      method: "POST",
      headers: { ...JSON_TYPE, ...auth },
      body: JSON.stringify({ reference: "Kitchen\u0007 two" }),
    })
    expect(draft.status).toBe(422)
    expect(draft.body.errors.reference).toEqual([REFUSED])
  })

  test("the message is in the caller's language", async () => {
    const { status, body } = await api.json("/auth/login", {
      method: "POST",
      locale: "de",
      headers: JSON_TYPE,
      body: JSON.stringify({ email: "a\u001b@b.be", password: "x" }),
    })
    expect(status).toBe(422)
    expect(body.errors.email[0]).toMatch(/Steuerzeichen/)
  })

  test("tabs and line breaks are text, not control characters: a draft's reference with them is kept", async () => {
    const { auth } = await api.createPartner()
    const basket = await api.json("/basket", {
      method: "PUT",
      headers: { ...JSON_TYPE, ...auth },
      body: JSON.stringify({ items: [{ id: "BMG4-080A", type: "products", quantity: 1 }] }),
    })
    expect(basket.status).toBe(200)
    const draft = await api.json("/orders/drafts", {
      method: "POST",
      headers: { ...JSON_TYPE, ...auth },
      body: JSON.stringify({ reference: "Kitchen\ttwo" }),
    })
    expect(draft.status).toBe(200)
  })

  test("a body nested 10,000 levels deep is a 422, not a 500 (the check's walk overflowed the stack)", async () => {
    for (const body of [
      "[".repeat(10_000) + "]".repeat(10_000),
      '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000),
    ]) {
      const { status, body: answer } = await api.json("/auth/login", {
        method: "POST",
        headers: JSON_TYPE,
        body,
      })
      expect(status).toBe(422)
      expect(Object.keys(answer.errors)).toEqual(["_"])
    }
  })
})
