// The offer editor's form, as its page and its action both name it (zod-free: the page's script reads
// it). Inputs are named by the API's own paths ("customer.company_reference", "lines.2.quantity"), so the
// API's 422 errors land beside the input they are about without a translation table.

/** The end customer's block, in the order the form shows it (OFFER-3, OFFER-8). */
export const CUSTOMER_FIELDS = [
  "company_name",
  "company_reference",
  "telephone",
  "address_line1",
  "address_line2",
  "postal_code",
  "city",
  "country",
  "additional_information",
] as const
export type CustomerField = (typeof CUSTOMER_FIELDS)[number]

/** What a partner types on a line: the quantity, their selling price and their discount. */
export const LINE_INPUTS = ["quantity", "selling_price", "discount"] as const

/** The field where an item is added by its product or spare-part number. */
export const ADD_ITEM = "add_item"

/** The id of an input, from its name ("customer.company_name" → "offer-customer-company_name"). */
export const fieldId = (name: string) => `offer-${name.replaceAll(".", "-")}`

/**
 * What the action answers when it refuses the form: the values as typed (by input name), the rows'
 * keys in the order they were posted ("products:FT1-060A"), and the messages by input name or for the
 * whole form. Messages are text keys ("validation.amount") or the API's own sentences.
 */
export interface OfferFormReply {
  values: Record<string, string>
  rowKeys: string[]
  errors: Record<string, string[]>
  formErrors: string[]
  /** when the typed text is not an item number: the items the header's search finds for it */
  matches?: ItemMatch[]
}

/** An item the search found for the "add an item" field, offered as a button of the form. */
export interface ItemMatch {
  type: "products" | "spare-parts"
  id: string
  name: string
}

/** The most matches listed under the field. */
export const MAX_ITEM_MATCHES = 10

/** What the editor's action answers a scripted submission (a fetcher): stored, or refused. */
export type EditorActionData = { ok: true } | { ok: false; reply: OfferFormReply }
