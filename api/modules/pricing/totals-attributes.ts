import type { PricedLine, Totals } from "./pricing.service"

// The one JSON shape of an amount's totals, answered by the basket, a draft, the order preview and an
// order (GET /orders/{id}, POST /orders), so the shop shows the same breakdown on every screen (PRICE-6:
// totals name the additional taxes; PRICE-5: the product tax is the "maritime extra cost").

/** What naming the taxes needs of a line: priced lines and stored order lines both have it, per unit. */
export type TaxedLine = Pick<PricedLine, "quantity" | "additionalTaxCents" | "additionalTaxName">

export interface NamedTax {
  /** the tax's name in the partner's language; null when the catalogue gives it none */
  name: string | null
  /** integer cents over all the lines */
  amount: number
}

/**
 * The additional taxes of the lines by name, in the order first met. Lines without one are left out; a
 * tax without a name is still money the partner pays, so it is listed under `name: null`.
 */
export function namedAdditionalTaxes(lines: readonly TaxedLine[]): NamedTax[] {
  const byName = new Map<string | null, number>()
  for (const line of lines) {
    if (line.additionalTaxCents <= 0) continue
    const name = line.additionalTaxName || null
    byName.set(name, (byName.get(name) ?? 0) + line.additionalTaxCents * line.quantity)
  }
  return [...byName].map(([name, amount]) => ({ name, amount }))
}

/** The totals attributes in integer cents: net, maritime extra cost, additional taxes, VAT, total. */
export function totalsAttributes(totals: Omit<Totals, "currency">, lines: readonly TaxedLine[]) {
  return {
    net: totals.netCents,
    /** PRICE-5: the product tax, labelled "maritime extra cost" */
    product_tax: totals.productTaxCents,
    additional_tax: totals.additionalTaxCents,
    additional_taxes: namedAdditionalTaxes(lines),
    /** percent, e.g. 21 */
    vat_rate: totals.vatBasisPoints / 100,
    vat: totals.vatCents,
    total: totals.totalCents,
  }
}

/** The same with the currency first: the basket, a draft and the preview (an order has its own). */
export function totalsAttributesWithCurrency(totals: Totals, lines: readonly TaxedLine[]) {
  return { currency: totals.currency, ...totalsAttributes(totals, lines) }
}

/** A line's item, quantity and prices as JSON: the first attributes of a basket line and a preview line. */
export function pricedLineAttributes(line: PricedLine) {
  return {
    type: line.itemType,
    item_id: line.itemId,
    qty: line.quantity,
    name: line.name,
    unit_price: line.unitCents,
    line_total: line.lineCents,
  }
}
