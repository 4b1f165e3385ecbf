import type { ItemType } from "./items"

// ORDER-7: express (24 h, UPS) delivery only when every item of the delivery is eligible: delivered in
// Benelux, France or Germany; a parcel of at most 50×50×50 cm and 30 kg (30×30×30 cm is the standard
// package text, not the express rule); no glass, quartz or liquids; the item is UPS-ready. Otherwise the
// items are named and separate orders are made.

export const EXPRESS_COUNTRIES = ["BE", "NL", "LU", "FR", "DE"] as const
export const EXPRESS_MAX_SIDE_MM = 500
export const EXPRESS_MAX_WEIGHT_KG = 30

/** Why an item cannot go by express (the API names them per item). */
export const EXPRESS_REASONS = [
  "country",
  "not_ups_ready",
  "restriction",
  "size",
  "weight",
  "unknown_size",
] as const
export type ExpressReason = (typeof EXPRESS_REASONS)[number]

export interface IneligibleItem {
  type: ItemType
  id: string
  name: string
  reasons: ExpressReason[]
}

/** What the express rule reads of a line (the API's priced lines have it). */
export interface ExpressLine {
  itemType: ItemType
  itemId: string
  name: string
  isUpsReady: boolean
  expressRestriction: "glass" | "quartz" | "liquid" | null
  grossWeightKg: number | null
  /** a product's parcel sides; spare parts have none */
  sizeMm: readonly [number, number, number] | null
}

/** Why one item cannot go by express (empty: it can). Spare parts have a weight but no size. */
export function expressReasons(line: ExpressLine, country: string): ExpressReason[] {
  const reasons: ExpressReason[] = []
  if (!(EXPRESS_COUNTRIES as readonly string[]).includes(country.toUpperCase())) reasons.push("country")
  if (!line.isUpsReady) reasons.push("not_ups_ready")
  if (line.expressRestriction) reasons.push("restriction")
  if (line.grossWeightKg == null || (line.itemType === "products" && line.sizeMm == null)) {
    reasons.push("unknown_size")
  } else {
    if (line.sizeMm && line.sizeMm.some((side) => side > EXPRESS_MAX_SIDE_MM)) reasons.push("size")
    if (line.grossWeightKg > EXPRESS_MAX_WEIGHT_KG) reasons.push("weight")
  }
  return reasons
}

/** The items of a delivery that cannot go by express; empty when the whole delivery can. */
export function ineligibleForExpress(lines: readonly ExpressLine[], country: string): IneligibleItem[] {
  return lines.flatMap((line) => {
    const reasons = expressReasons(line, country)
    return reasons.length ? [{ type: line.itemType, id: line.itemId, name: line.name, reasons }] : []
  })
}
