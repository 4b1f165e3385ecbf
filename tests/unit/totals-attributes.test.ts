import { describe, expect, test } from "vitest"

import {
  namedAdditionalTaxes,
  totalsAttributes,
  totalsAttributesWithCurrency,
} from "../../api/modules/pricing/totals-attributes"

const line = (quantity: number, additionalTaxCents: number, additionalTaxName: string | null) => ({
  quantity,
  additionalTaxCents,
  additionalTaxName,
})

const totals = {
  currency: "EUR" as const,
  netCents: 10_000,
  productTaxCents: 500,
  additionalTaxCents: 700,
  vatBasisPoints: 2100,
  vatCents: 2247,
  totalCents: 13_447,
}

describe("totals of the basket, a draft, the preview and an order (PRICE-6: totals name the taxes)", () => {
  test("additional taxes are summed per name over quantities, in the order first met", () => {
    expect(
      namedAdditionalTaxes([line(2, 100, "Recupel"), line(1, 0, "Bebat"), line(3, 100, "Recupel")]),
    ).toEqual([{ name: "Recupel", amount: 500 }])
  })

  test("a tax without a name is still listed, under null", () => {
    expect(namedAdditionalTaxes([line(1, 150, null), line(1, 50, ""), line(2, 100, "Recupel")])).toEqual([
      { name: null, amount: 200 },
      { name: "Recupel", amount: 200 },
    ])
  })

  test("the attributes are integer cents with the VAT rate in percent; the currency only when asked", () => {
    const attributes = totalsAttributes(totals, [line(7, 100, "Recupel")])
    expect(attributes).toEqual({
      net: 10_000,
      product_tax: 500,
      additional_tax: 700,
      additional_taxes: [{ name: "Recupel", amount: 700 }],
      vat_rate: 21,
      vat: 2247,
      total: 13_447,
    })
    expect(totalsAttributesWithCurrency(totals, [])).toMatchObject({ currency: "EUR", additional_taxes: [] })
  })
})
