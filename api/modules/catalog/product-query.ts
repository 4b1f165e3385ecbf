import { z } from "zod"

import { ProductIdSchema } from "#contract/catalog-products"
import {
  DEFAULT_PAGE_SIZE,
  EPREL_CLASSES,
  MAX_PAGE_SIZE,
  PRODUCT_FILTER_KINDS,
  PRODUCT_INCLUDES,
  PRODUCT_SORTS,
  type ProductFilterKind,
} from "#contract/catalog-rules"

import { ValidationError } from "../../lib/errors"

// The query language of GET products, validated once (CAT-24): every value is trimmed, unknown filters
// and malformed values are a 422 naming the parameter, never a 500.

const MenuId = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, "Must be a menu item id (a whole number).")
  .transform(Number)
const IdList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(ProductIdSchema).min(1, "Give at least one id.").max(200, "At most 200 ids."))
const Euros = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, "Must be an amount in euros or pounds, for example 1250 or 99.90.")
  .transform((value) => Math.round(Number(value) * 100))
const Flag = z.enum(["0", "1"], { message: "Must be 0 or 1." }).transform((value) => value === "1")
const PageNumber = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/, "Must be a whole number from 1.")
  .transform(Number)
  .pipe(z.number().min(1, "Must be a whole number from 1."))
const PageSize = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/, `Must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
  .transform(Number)
  .pipe(
    z
      .number()
      .min(1, `Must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
      .max(MAX_PAGE_SIZE, `Must be a whole number from 1 to ${MAX_PAGE_SIZE}.`),
  )

const SIMPLE_FILTERS = {
  "filter[products.product_category_id][value]": ["categoryId", MenuId],
  "filter[products.product_range_id][value]": ["rangeId", MenuId],
  "filter[products.product_subrange_id][value]": ["subrangeId", MenuId],
  "filter[products.product_family_id][value]": ["familyId", MenuId],
  "filter[products.product_subfamily_id][value]": ["subfamilyId", MenuId],
  "filter[products.product_line_id][value]": ["lineId", MenuId],
  "filter[products.is_highlighted][value]": ["highlighted", Flag],
  "filter[products.is_old][value]": ["isOld", Flag],
  "filter[price][min]": ["priceMin", Euros],
  "filter[price][max]": ["priceMax", Euros],
} as const

export interface ProductFilterEntry {
  value: ProductFilterKind
  op: "eq" | "neq"
  /** with "eq": only products whose price (the partner's) is at most this, in cents */
  price?: number
}

export interface ProductQuery {
  categoryId?: number
  rangeId?: number
  subrangeId?: number
  familyId?: number
  subfamilyId?: number
  lineId?: number
  highlighted?: boolean
  isOld?: boolean
  priceMin?: number
  priceMax?: number
  eprel?: string[]
  ids?: string[]
  declinedKids?: string[]
  productFilters: ProductFilterEntry[]
  sort?: (typeof PRODUCT_SORTS)[number]
  include: (typeof PRODUCT_INCLUDES)[number][]
  page: { number: number; size: number }
}

type Raw = Record<string, string | string[]>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export function parseProductQuery(raw: Raw): ProductQuery {
  const errors: Record<string, string[]> = {}
  const fail = (key: string, message: string) => (errors[key] ??= []).push(message)
  const take = <T>(key: string, schema: z.ZodType<T>): T | undefined => {
    const value = first(raw[key])
    if (value === undefined || value.trim() === "") return undefined
    const parsed = schema.safeParse(value)
    if (!parsed.success) {
      fail(key, parsed.error.issues[0]?.message ?? "Is invalid.")
      return undefined
    }
    return parsed.data
  }
  const query: ProductQuery = {
    productFilters: [],
    include: [],
    page: { number: 1, size: DEFAULT_PAGE_SIZE },
  }
  const target = query as unknown as Record<string, unknown>
  for (const [key, [field, schema]] of Object.entries(SIMPLE_FILTERS)) {
    const value = take(key, schema as z.ZodType<unknown>)
    if (value !== undefined) target[field] = value
  }
  const eprel = first(raw["filter[products.eprel_class][value]"])
  if (eprel?.trim()) {
    const classes = eprel
      .split(",")
      .map((part) => part.trim().toUpperCase())
      .filter(Boolean)
    const unknown = classes.filter((value) => !(EPREL_CLASSES as readonly string[]).includes(value))
    if (unknown.length)
      fail("filter[products.eprel_class][value]", `Unknown energy class: ${unknown.join(", ")}.`)
    else query.eprel = classes
  }
  // product ids with op "in"
  const ids = take("filter[products.id][value]", IdList)
  if (ids) {
    const op = first(raw["filter[products.id][op]"])?.trim() ?? "in"
    if (op !== "in") fail("filter[products.id][op]", 'The only operator for ids is "in".')
    else query.ids = ids
  }
  const kids = take("filter[products.declined_kid_articles_id][value]", IdList)
  if (kids) query.declinedKids = kids

  // product_filter entries: filter[product_filter][N][value|op|price]
  const entries = new Map<string, Partial<Record<"value" | "op" | "price", string>>>()
  for (const [key, value] of Object.entries(raw)) {
    const [, index, field] = key.match(/^filter\[product_filter\]\[(\d{1,2})\]\[(value|op|price)\]$/) ?? []
    if (index && field)
      (entries.get(index) ?? entries.set(index, {}).get(index)!)[field as "value"] = first(value)?.trim()
  }
  for (const [index, entry] of entries) {
    const prefix = `filter[product_filter][${index}]`
    if (!entry.value || !(PRODUCT_FILTER_KINDS as readonly string[]).includes(entry.value)) {
      fail(`${prefix}[value]`, `Must be one of ${PRODUCT_FILTER_KINDS.join(", ")}.`)
      continue
    }
    const op = entry.op || "eq"
    if (op !== "eq" && op !== "neq") {
      fail(`${prefix}[op]`, 'Must be "eq" or "neq".')
      continue
    }
    let price: number | undefined
    if (entry.price) {
      const parsed = Euros.safeParse(entry.price)
      if (!parsed.success) {
        fail(`${prefix}[price]`, parsed.error.issues[0]?.message ?? "Is invalid.")
        continue
      }
      price = parsed.data
    }
    query.productFilters.push({ value: entry.value as ProductFilterKind, op, price })
  }

  // unknown filters are refused rather than silently ignored: a typo must not return the whole catalogue
  const known = new Set([
    ...Object.keys(SIMPLE_FILTERS),
    "filter[products.eprel_class][value]",
    "filter[products.id][value]",
    "filter[products.id][op]",
    "filter[products.declined_kid_articles_id][value]",
  ])
  for (const key of Object.keys(raw)) {
    if (
      key.startsWith("filter") &&
      !known.has(key) &&
      !/^filter\[product_filter\]\[\d{1,2}\]\[(value|op|price)\]$/.test(key)
    ) {
      fail(key, "Unknown filter.")
    }
  }

  const sort = first(raw.sort)?.trim()
  if (sort) {
    if ((PRODUCT_SORTS as readonly string[]).includes(sort)) query.sort = sort as ProductQuery["sort"]
    else fail("sort", `Must be one of ${PRODUCT_SORTS.join(", ")}.`)
  }
  for (const include of [raw["include[]"] ?? [], raw.include ?? []].flat()) {
    const value = include.trim()
    if (!value) continue
    if ((PRODUCT_INCLUDES as readonly string[]).includes(value))
      query.include.push(value as "includedProducts")
    else fail("include[]", `Must be one of ${PRODUCT_INCLUDES.join(", ")}.`)
  }
  query.page.number = take("page[number]", PageNumber) ?? 1
  query.page.size = take("page[size]", PageSize) ?? DEFAULT_PAGE_SIZE
  if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
    fail("filter[price][min]", "The lowest price cannot be above the highest.")
  }
  if (Object.keys(errors).length) throw new ValidationError(errors)
  return query
}
