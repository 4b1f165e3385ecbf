import { describe, expect, test } from "vitest"

import { offerTotals, priceOfferLine } from "../../api/modules/pricing/offer-totals"
import {
  amountInputValue,
  isValidVatNumber,
  normalizeVatNumber,
  parseAmountInput,
  parsePercentInput,
  percentInputValue,
} from "../../contract/offer-rules"
import { OfferBodySchema, OfferCustomerSchema } from "../../contract/offers"

// OFFER-6 to OFFER-8: what a partner types (German-style amounts and percentages, a customer's VAT number)
// and the arithmetic every screen and PDF of an offer shows.

describe("amounts and percentages as partners type them", () => {
  test.each([
    ["1.234,50", 123_450],
    ["1234,5", 123_450],
    ["1234.50", 123_450],
    ["1.234", 123_400],
    [" 99 € ", 9_900],
    ["£ 12,05", 1_205],
    ["0", 0],
  ])("%s is %i cents", (typed, cents) => expect(parseAmountInput(typed)).toBe(cents))

  test.each(["", "abc", "-5", "1,234,5", "12,345", "1.2.3", "1e5", "12.3.4,5"])(
    "%j is not an amount",
    (typed) => expect(parseAmountInput(typed)).toBeNull(),
  )

  test("percentages keep two decimals as basis points and are written back German style", () => {
    expect(parsePercentInput("12,5")).toBe(1_250)
    expect(parsePercentInput("12.25 %")).toBe(1_225)
    expect(parsePercentInput("100")).toBe(10_000)
    expect(parsePercentInput("12,555")).toBeNull()
    expect(parsePercentInput("-1")).toBeNull()
    expect(percentInputValue(1_250)).toBe("12,5")
    expect(percentInputValue(1_000)).toBe("10")
    expect(amountInputValue(123_405)).toBe("1234,05")
  })
})

describe("the customer's VAT number", () => {
  test("is written compactly with its country's prefix", () => {
    expect(normalizeVatNumber("0123.456.749", "BE")).toBe("BE0123456749")
    expect(normalizeVatNumber("be 0123 456 749", "BE")).toBe("BE0123456749")
    expect(normalizeVatNumber("123456789MWST", "CH")).toBe("CHE123456789MWST")
    expect(normalizeVatNumber("CHE-123.456.789", "CH")).toBe("CHE123456789")
  })

  test("follows its country's format; Belgian numbers pass the mod-97 check", () => {
    expect(isValidVatNumber("BE0123456749", "BE")).toBe(true)
    expect(isValidVatNumber("BE0123456789", "BE")).toBe(false)
    expect(isValidVatNumber("NL123456789B01", "NL")).toBe(true)
    expect(isValidVatNumber("NL123456789", "NL")).toBe(false)
    expect(isValidVatNumber("DE123456789", "DE")).toBe(true)
    expect(isValidVatNumber("FRXX123456789", "FR")).toBe(true)
    expect(isValidVatNumber("FRIO123456789", "FR")).toBe(false)
    expect(isValidVatNumber("ATU12345678", "AT")).toBe(true)
  })

  test("a number without a country, or in the wrong format, is named on its field", () => {
    const noCountry = OfferCustomerSchema.safeParse({ company_reference: "123" })
    expect(noCountry.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["country", "validation.countryForVat"],
    ])
    const wrong = OfferCustomerSchema.safeParse({ company_reference: "12", country: "LU", telephone: "x" })
    expect(wrong.error?.issues.map((issue) => issue.path.join(".")).sort()).toEqual([
      "company_reference",
      "telephone",
    ])
    expect(wrong.error?.issues.find((issue) => issue.path[0] === "company_reference")?.message).toBe(
      "validation.vatNumber|example=LU12345678",
    )
    expect(
      OfferCustomerSchema.parse({ company_reference: "lu 1234 5678", country: "LU" }).company_reference,
    ).toBe("LU12345678")
  })

  test("saving needs the customer's name and country, named beside the other mistakes", () => {
    const result = OfferBodySchema.safeParse({ id: "1", save: true, transport_price: -1 })
    expect(result.error?.issues.map((issue) => issue.path.join(".")).sort()).toEqual([
      "customer.company_name",
      "customer.country",
      "transport_price",
    ])
    expect(OfferBodySchema.safeParse({ id: "1", transport_price: 0 }).success).toBe(true)
  })
})

describe("the offer's arithmetic", () => {
  const line = {
    quantity: 3,
    catalogCents: 150_000,
    purchaseCents: 97_500,
    sellingCents: 140_000,
    discountBasisPoints: 750,
    productTaxCents: 1_200,
    additionalTaxCents: 300,
    additionalTaxName: "Recupel",
  }
  const options = {
    currency: "EUR" as const,
    showOnlyCatalogPrice: false,
    globalDiscountBasisPoints: 250,
    transportCents: 7_500,
    country: "FR" as const,
  }

  test("a line's discount is rounded to the cent per unit", () => {
    expect(priceOfferLine(line, false)).toEqual({
      unitCents: 140_000,
      discountBasisPoints: 750,
      reducedCents: 129_500,
      lineCents: 388_500,
    })
    expect(priceOfferLine({ ...line, sellingCents: 999, discountBasisPoints: 333 }, false).reducedCents).toBe(
      966,
    )
  })

  test("global discount, transport, taxes at full and the customer's VAT", () => {
    const totals = offerTotals([line], options)
    // 388.500 less 2,5 % (9.712,5 → 9.713) = 378.787; + 7.500 transport + 3 × 1.500 taxes = 390.787
    expect(totals).toMatchObject({
      linesTotalCents: 388_500,
      globalDiscountCents: 9_713,
      netCents: 378_787,
      productTaxCents: 3_600,
      additionalTaxCents: 900,
      additionalTaxes: [{ name: "Recupel", amount: 900 }],
      vatBasisPoints: 2_000,
      vatCents: 78_157,
      totalCents: 468_944,
      purchaseTotalCents: 292_500,
      marginCents: 86_287,
    })
  })

  test("catalogue prices only: no line or global discount; no country yet is the Belgian rate", () => {
    const totals = offerTotals([line], { ...options, showOnlyCatalogPrice: true, country: null })
    expect(totals).toMatchObject({
      linesTotalCents: 450_000,
      globalDiscountCents: 0,
      netCents: 450_000,
      vatBasisPoints: 2_100,
      vatCents: Math.round((450_000 + 7_500 + 4_500) * 0.21),
    })
  })

  test("an unknown purchase price leaves the margin unknown rather than wrong", () => {
    const totals = offerTotals([line, { ...line, purchaseCents: null }], options)
    expect(totals.purchaseTotalCents).toBeNull()
    expect(totals.marginCents).toBeNull()
  })
})
