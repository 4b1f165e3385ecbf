import { describe, expect, test } from "vitest"

import { searchOf } from "#contract/endpoint"

import { localeFromHeader } from "../../api/lib/locale"
import { slugify } from "../../api/lib/slug"
import { toResult } from "../../app/lib/transport/api.server"
import { isInternetExplorer } from "../../app/lib/user-agent"

describe("slugify", () => {
  test("drops accents and punctuation in every language", () => {
    expect(slugify("Fours à convection")).toBe("fours-a-convection")
    expect(slugify("Heißluftdämpfer – 6 × GN 1/1")).toBe("heissluftdampfer-6-gn-1-1")
    expect(slugify("Máquinas de hielo")).toBe("maquinas-de-hielo")
    expect(slugify("Cœur")).toBe("coeur")
  })
})

describe("old-browser banner decision", () => {
  test("Internet Explorer 11 and older are recognised, Chromium and Edge are not", () => {
    expect(isInternetExplorer("Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko")).toBe(
      true,
    )
    expect(isInternetExplorer("Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)")).toBe(true)
    expect(
      isInternetExplorer("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36"),
    ).toBe(false)
    expect(isInternetExplorer("Mozilla/5.0 (Windows NT 10.0) Chrome/120.0 Safari/537.36 Edg/120.0")).toBe(
      false,
    )
    expect(isInternetExplorer(null)).toBe(false)
  })
})

describe("API client results", () => {
  const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers })

  test("401, 403 gtc_not_accepted, 403 forbidden, 404, 422, 429 and 500 become typed failures", async () => {
    expect(await toResult(reply(401, { error: "unauthenticated" }))).toMatchObject({
      ok: false,
      kind: "unauthorized",
    })
    expect(await toResult(reply(403, { error: "gtc_not_accepted" }))).toMatchObject({
      kind: "gtc_not_accepted",
    })
    expect(await toResult(reply(403, { error: "forbidden" }))).toMatchObject({ kind: "forbidden" })
    expect(await toResult(reply(404, {}))).toMatchObject({ kind: "not_found" })
    expect(await toResult(reply(422, { message: "Invalid", errors: { email: ["Wrong email"] } }))).toEqual({
      ok: false,
      kind: "validation",
      status: 422,
      message: "Invalid",
      fieldErrors: { email: ["Wrong email"] },
    })
    expect(await toResult(reply(429, {}, { "retry-after": "30" }))).toMatchObject({
      kind: "rate_limited",
      retryAfter: 30,
    })
    expect(await toResult(new Response("<html>oops</html>", { status: 500 }))).toMatchObject({
      kind: "error",
      status: 500,
    })
  })

  test("a success keeps the document", async () => {
    expect(await toResult(reply(200, { data: [] }))).toMatchObject({
      ok: true,
      status: 200,
      data: { data: [] },
    })
  })

  test("query strings repeat array values and skip empty ones", () => {
    expect(searchOf({ "include[]": ["similar", "metatag"], page: 2, empty: undefined })).toBe(
      "?include%5B%5D=similar&include%5B%5D=metatag&page=2",
    )
    expect(searchOf({})).toBe("")
  })
})

describe("Accept-Language", () => {
  test("picks the best supported language and falls back to English", () => {
    expect(localeFromHeader("fr-BE,fr;q=0.9,en;q=0.5")).toBe("fr")
    expect(localeFromHeader("ru, de;q=0.3")).toBe("de")
    expect(localeFromHeader("ja")).toBe("en")
    expect(localeFromHeader(undefined)).toBe("en")
    expect(localeFromHeader("pt")).toBe("pt")
  })
})

describe("role flags (ACCOUNT-1)", async () => {
  const { roleFlags, seesPrices } = await import("../../api/lib/viewer")
  test("flags come from role ids; no roles relationship means every flag false", () => {
    expect(roleFlags([1, 3])).toMatchObject({ price_quotation: true, basket: true, product: false })
    expect(Object.values(roleFlags(undefined)).every((flag) => flag === false)).toBe(true)
    expect(Object.keys(roleFlags([]))).toHaveLength(8)
  })

  test("prices are for price_quotation or product roles only", () => {
    const viewer = (roles: number[]) => ({
      clientId: 1,
      category: null,
      currency: "EUR" as const,
      discountBasisPoints: 0,
      isGtcAccepted: true,
      roles: roleFlags(roles),
    })
    expect(seesPrices(viewer([2]))).toBe(true)
    expect(seesPrices(viewer([1]))).toBe(true)
    expect(seesPrices(viewer([3, 6, 7]))).toBe(false)
    expect(seesPrices(null)).toBe(false)
  })
})

describe("partner price object (PRICE-3)", async () => {
  const { priceObject } = await import("../../api/modules/catalog/partner-prices")
  const { roleFlags } = await import("../../api/lib/viewer")
  const viewer = {
    clientId: 1,
    category: null,
    currency: "EUR" as const,
    discountBasisPoints: 1500,
    isGtcAccepted: true,
    roles: roleFlags([2]),
  }
  const row = {
    itemType: "products" as const,
    itemId: "X",
    currency: "EUR" as const,
    catalogCents: 100_000,
    promoCents: null,
    liquidationCents: null,
    productTaxCents: 4500,
    additionalTaxCents: 500,
  }

  test("display is the catalogue price less the partner's discount", () => {
    expect(priceObject(row, viewer)).toMatchObject({
      catalog: 100_000,
      price: 85_000,
      display: 85_000,
      product_tax: 4500,
      currency: "EUR",
    })
  })

  test("a lower promo or liquidation price becomes the display price", () => {
    expect(priceObject({ ...row, promoCents: 80_000 }, viewer).display).toBe(80_000)
    expect(priceObject({ ...row, promoCents: 90_000 }, viewer).display).toBe(85_000)
    expect(priceObject({ ...row, liquidationCents: 50_000 }, viewer).display).toBe(50_000)
  })
})
