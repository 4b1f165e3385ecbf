import { ITEM_TYPES, type ItemType } from "#contract/items"
import { MAX_OFFER_LINES, OFFER_COUNTRIES, parseAmountInput, parsePercentInput } from "#contract/offer-rules"
import { type OfferBody, OfferBodySchema } from "#contract/offers"

import {
  ADD_ITEM,
  CUSTOMER_FIELDS,
  type CustomerField,
  LINE_INPUTS,
  type OfferFormReply,
} from "./offer-fields"

// Reading the offer editor's one form into the API's whole OfferBody (OFFER-7, decision 018):
// amounts typed German style ("1.234,50") and percentages ("12,5") become cents and basis points, an
// input that is not one keeps what was typed and gets its message. The body is then checked with the
// contract's own schema before anything is sent, and the API's 422 errors are put beside the same inputs.

export interface BodyLine {
  item_type: ItemType
  item_id: string
  quantity: number
  /** null: the catalogue price (a line added from the basket, or a price the partner emptied) */
  selling_price: number | null
  discount: number
}

/** Where a line of the body comes from: a row of the form, the "add an item" field, or the basket or wishlist. */
export type LineSource = { row: number } | { add: true } | { list: string }

export interface OfferDraft {
  reference: string
  global_discount: number
  transport_price: number
  show_only_catalog_price: boolean
  customer: Record<CustomerField, string>
  lines: BodyLine[]
  sources: LineSource[]
}

/** An item id as the catalogue writes them (contract ProductIdSchema); anything else names no item. */
export const ITEM_ID = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,39}$/

const text = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === "string" ? value : ""
}

/** A form that no page of ours sends (a line without its hidden type, too many lines): a 400. */
const badRequest = () => new Response("Bad request", { status: 400 })

export function readOfferForm(formData: FormData): { draft: OfferDraft; reply: OfferFormReply } {
  const reply: OfferFormReply = { values: {}, rowKeys: [], errors: {}, formErrors: [] }
  const refuse = (name: string, message: string) => (reply.errors[name] ??= []).push(message)
  for (const [name, value] of formData)
    if (typeof value === "string" && name !== "csrf" && name !== "intent" && name !== "enhanced")
      reply.values[name] = value

  const amount = (name: string, empty: number | null) => {
    const raw = text(formData, name).trim()
    if (!raw) return empty
    const cents = parseAmountInput(raw)
    if (cents === null) refuse(name, "validation.amount")
    return cents ?? 0
  }
  const percent = (name: string) => {
    const raw = text(formData, name).trim()
    if (!raw) return 0
    const basisPoints = parsePercentInput(raw)
    if (basisPoints === null) refuse(name, "validation.percent")
    return basisPoints ?? 0
  }

  const lines: BodyLine[] = []
  const sources: LineSource[] = []
  for (let row = 0; formData.has(`lines.${row}.item_id`); row++) {
    if (row >= MAX_OFFER_LINES) throw badRequest()
    const itemType = ITEM_TYPES.find((type) => type === text(formData, `lines.${row}.item_type`))
    const itemId = text(formData, `lines.${row}.item_id`)
    if (!itemType || !itemId || itemId.length > 40) throw badRequest()
    const quantityText = text(formData, `lines.${row}.quantity`).trim()
    const quantity = /^\d{1,6}$/.test(quantityText) ? Number(quantityText) : Number.NaN
    if (Number.isNaN(quantity)) refuse(`lines.${row}.quantity`, "validation.quantity")
    lines.push({
      item_type: itemType,
      item_id: itemId,
      quantity: Number.isNaN(quantity) ? 1 : quantity,
      selling_price: amount(`lines.${row}.selling_price`, null),
      discount: percent(`lines.${row}.discount`),
    })
    sources.push({ row })
    reply.rowKeys.push(`${itemType}:${itemId}`)
  }

  const customer = Object.fromEntries(
    CUSTOMER_FIELDS.map((field) => [field, text(formData, `customer.${field}`)]),
  ) as Record<CustomerField, string>
  if (customer.country && !(OFFER_COUNTRIES as readonly string[]).includes(customer.country))
    refuse("customer.country", "validation.select")

  const draft: OfferDraft = {
    reference: text(formData, "reference"),
    global_discount: percent("global_discount"),
    transport_price: amount("transport_price", 0) ?? 0,
    show_only_catalog_price: formData.has("show_only_catalog_price"),
    customer,
    lines,
    sources,
  }
  return { draft, reply }
}

/**
 * Adds items to the draft's lines: an item already in the offer gets its quantity added (OFFER-10: never
 * twice the same line), a new one comes last at the catalogue price (OFFER-5).
 */
export function addItems(
  draft: OfferDraft,
  items: { item_type: ItemType; item_id: string; quantity: number }[],
  source: (itemId: string) => LineSource,
) {
  for (const item of items) {
    const line = draft.lines.find((l) => l.item_type === item.item_type && l.item_id === item.item_id)
    if (line) line.quantity += item.quantity
    else {
      draft.lines.push({ ...item, selling_price: null, discount: 0 })
      draft.sources.push(source(item.item_id))
    }
  }
}

/** Takes out the line of a key ("products:FT1-060A"); a line already gone is no error. */
export function removeLine(draft: OfferDraft, key: string) {
  const index = draft.lines.findIndex((line) => `${line.item_type}:${line.item_id}` === key)
  if (index === -1) return
  draft.lines.splice(index, 1)
  draft.sources.splice(index, 1)
}

/** The body the API gets: the whole offer, every time (a line without selling_price starts at the catalogue price). */
export function bodyOf(id: string, draft: OfferDraft, save: boolean) {
  return {
    id,
    save,
    reference: draft.reference,
    global_discount: draft.global_discount,
    transport_price: draft.transport_price,
    show_only_catalog_price: draft.show_only_catalog_price,
    customer: draft.customer,
    lines: draft.lines.map(({ selling_price, ...line }) =>
      selling_price === null ? line : { ...line, selling_price },
    ),
  } satisfies Record<keyof OfferBody, unknown>
}

const EDITABLE = new Set([
  "reference",
  "global_discount",
  "transport_price",
  "show_only_catalog_price",
  ...CUSTOMER_FIELDS.map((field) => `customer.${field}`),
])

/**
 * Puts messages keyed by the body's paths (the contract's schema, the API's 422 errors) beside the
 * inputs they are about: "lines.N.…" goes to the form's row N came from, or to the "add an item" field;
 * an item of the basket or wishlist, the offer's id (a saved offer) and the list of lines as a whole
 * are said for the whole form.
 */
export function placeErrors(
  reply: OfferFormReply,
  errors: Record<string, string[]>,
  sources: LineSource[],
  /** a message said with its item's number is written out here (a text key with a prefix is no key) */
  translate: (message: string) => string,
) {
  for (const [path, messages] of Object.entries(errors)) {
    let name: string | null = EDITABLE.has(path) ? path : null
    let prefix = ""
    const line = /^lines\.(\d+)\.(\w+)$/.exec(path)
    if (line) {
      const source = sources[Number(line[1])]
      const input = LINE_INPUTS.find((known) => known === line[2])
      if (source && "row" in source && input) name = `lines.${source.row}.${input}`
      else if (source && "add" in source) name = ADD_ITEM
      else if (source && "list" in source) prefix = `${source.list}: `
    }
    if (name) (reply.errors[name] ??= []).push(...messages)
    else reply.formErrors.push(...messages.map((message) => (prefix ? prefix + translate(message) : message)))
  }
}

/** The contract's own check of the body, before anything is sent (conventions: one schema, both halves). */
export function checkBody(body: ReturnType<typeof bodyOf>): Record<string, string[]> {
  const parsed = OfferBodySchema.safeParse(body)
  if (parsed.success) return {}
  const errors: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) (errors[issue.path.join(".") || "_"] ??= []).push(issue.message)
  return errors
}
