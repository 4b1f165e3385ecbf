// Shapes of the hand-written multilingual vocabulary the demo catalogue is generated from.
// Every text exists in all seven languages, written in that language's own words.
export const SEED_LOCALES = ["en", "fr", "nl", "de", "it", "es", "pt"] as const
export type SeedLocale = (typeof SEED_LOCALES)[number]
export type Localized = Record<SeedLocale, string>

/** Technical profile of a product type: which fields are filled and their plausible ranges. */
export interface TechProfile {
  /** energy source decides which of kW / gas kcal/h / steam apply */
  energy: "electric" | "gas" | "none" | "steam"
  /** electrical power range in kW (for electric or steam), e.g. [3, 18] */
  kw?: [number, number]
  /** gas power range in kcal/h (for gas), e.g. [6000, 30000] */
  gasKcalH?: [number, number]
  /** motor power range in horse power, for machines with a motor (mixers, slicers, compressors) */
  horsePower?: [number, number]
  /** voltages it can be sold with, e.g. ["230V 1N~", "400V 3N~"] */
  voltages?: string[]
  /** working temperature range in °C, e.g. [50, 300] for ovens, [-22, -18] for freezers */
  temperature?: [number, number]
  /** refrigeration products carry an EPREL energy class */
  refrigerated?: boolean
  /** steam production, e.g. ovens with humidifier */
  steam?: boolean
  /** typical widths in mm; depth and height ranges in mm */
  widths: number[]
  depth: [number, number]
  height: [number, number]
  /** gross weight range in kg */
  weightKg: [number, number]
  /** price range in euros (list price, before discounts) */
  priceEur: [number, number]
}

export interface ProductType {
  /** short stable ASCII code used in product ids, 2-4 upper-case letters, unique over the file, e.g. "FRG" */
  code: string
  /** singular noun phrase naming the product, e.g. en "Gas fryer", fr "Friteuse à gaz" */
  name: Localized
  /** 2-3 sentence commercial/technical description template; may use the placeholders {width} (mm),
   *  {line} (line name) and {capacity}; written naturally in each language */
  description: Localized
  /** optional capacity phrases to vary names, e.g. en "2 × 10 l", "1 × 15 l"; same count in every language */
  capacities?: Localized[]
  /** family key and subfamily key from FAMILIES */
  family: string
  subfamily: string
  /** spare part kinds (keys of SPARE_PART_KINDS) that fit this product type */
  spareParts: string[]
  tech: TechProfile
}

export interface Subrange {
  key: string
  name: Localized
  types: ProductType[]
}
export interface Range {
  key: string
  name: Localized
  subranges: Subrange[]
}
export interface Category {
  key: string
  name: Localized
  ranges: Range[]
}

export interface Subfamily {
  key: string
  name: Localized
}
export interface Family {
  key: string
  name: Localized
  subfamilies: Subfamily[]
}
export interface Line {
  key: string
  name: Localized
}
export interface SparePartKind {
  key: string
  name: Localized
  priceEur: [number, number]
}
