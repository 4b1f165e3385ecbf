import { z } from "zod"

import { CURRENCIES } from "./money"

// PRICE-6: the totals of a basket, saved basket, order preview, order or offer, in one shape. Amounts
// are integer cents of the partner's currency; never floats.

export const NamedTaxSchema = z.object({
  name: z.string().nullable().describe("the additional tax's name; null when it has none"),
  amount: z.number().int(),
})

export const TotalsSchema = z.object({
  net: z.number().int(),
  product_tax: z.number().int().describe('the product tax, labelled "maritime extra cost"'),
  additional_tax: z.number().int(),
  additional_taxes: z.array(NamedTaxSchema).describe("the additional taxes by name"),
  vat_rate: z.number().describe("percent, e.g. 21"),
  vat: z.number().int(),
  total: z.number().int(),
})
export type Totals = z.infer<typeof TotalsSchema>

/** Totals with their currency, where the document has no other place for it (basket, preview, draft). */
export const PricedTotalsSchema = TotalsSchema.extend({ currency: z.enum(CURRENCIES) })
export type PricedTotals = z.infer<typeof PricedTotalsSchema>
