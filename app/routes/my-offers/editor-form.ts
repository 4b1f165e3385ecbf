import type { SummaryEntry } from "../../components/form-messages"
import type { Translate } from "../../lib/i18n/translator"
import { ADD_ITEM, CUSTOMER_FIELDS, fieldId, LINE_INPUTS, type OfferFormReply } from "./offer-fields"
import type { InputState } from "./offer-inputs"
import type { EditorOffer } from "./offers.server"

// What the offer editor's form shows, worked out without React: the typed values and messages of a
// refusal matched to the rows as drawn now, which inputs change the totals, and the error summary's order.

export const EMPTY_REPLY: OfferFormReply = { values: {}, rowKeys: [], errors: {}, formErrors: [] }

type Typed = Pick<OfferFormReply, "values" | "errors">

/**
 * The refusal's values and messages for the rows as they are drawn now: a row's inputs are found by its
 * key, whatever its position was when the form was posted.
 */
export function rowsOf(reply: OfferFormReply | null, offer: EditorOffer): Typed {
  if (!reply) return { values: {}, errors: {} }
  const values = { ...reply.values }
  const errors = { ...reply.errors }
  offer.lines.forEach((line, row) => {
    const posted = reply.rowKeys.indexOf(line.key)
    for (const input of LINE_INPUTS) {
      const from = `lines.${posted}.${input}`
      const to = `lines.${row}.${input}`
      if (posted === row) continue
      delete values[to]
      delete errors[to]
      if (posted === -1) continue
      if (reply.values[from] !== undefined) values[to] = reply.values[from]
      if (reply.errors[from]) errors[to] = reply.errors[from]
    }
  })
  return { values, errors }
}

/** Each input's state: what was typed before a refusal, else what is stored. */
export const inputState =
  (typed: Typed) =>
  (name: string, stored: string): InputState => ({
    value: typed.values[name] ?? stored,
    errors: typed.errors[name],
  })

/** OFFER-14: how long the page waits after the last key before it stores a typed change itself. */
export const AUTO_UPDATE_MS = 600

/** The inputs whose change alters the totals: each line's quantity, price and discount, and the options. */
export const changesTotals = (name: string) =>
  /^lines\.\d+\.(quantity|selling_price|discount)$/.test(name) ||
  name === "global_discount" ||
  name === "transport_price" ||
  name === "show_only_catalog_price" ||
  // the customer's country sets the VAT rate (OFFER-6)
  name === "customer.country"

/** After a stored change the inputs show what is stored now, without being drawn again (the focus stays). */
export function showStored(form: HTMLFormElement | null, offer: EditorOffer) {
  if (!form) return
  const set = (name: string, value: string | boolean) => {
    const control = form.elements.namedItem(name)
    if (control instanceof HTMLInputElement && control.type === "checkbox") control.checked = value === true
    else if (control && "value" in control) control.value = String(value)
  }
  for (const [name, value] of Object.entries(offer.inputs)) set(name, value)
  offer.lines.forEach((line, row) => {
    set(`lines.${row}.quantity`, String(line.quantity))
    set(`lines.${row}.selling_price`, line.sellingInput)
    set(`lines.${row}.discount`, line.discountInput)
  })
  set(ADD_ITEM, "")
}

/** The error summary's entries, naming the fields in the form's order (texts of the offers namespace). */
export function summaryEntries(t: Translate, offer: EditorOffer, typed: Typed): SummaryEntry[] {
  const labels: [string, string][] = [
    ...offer.lines.flatMap((line, row) =>
      LINE_INPUTS.map((input): [string, string] => [
        `lines.${row}.${input}`,
        t(`offers:lines.${input}Of`, { id: line.itemId }),
      ]),
    ),
    [ADD_ITEM, t("offers:add.label")],
    ["reference", t("offers:options.reference")],
    ["global_discount", t("offers:options.globalDiscount")],
    ["transport_price", t("offers:options.transport")],
    ...CUSTOMER_FIELDS.map((field): [string, string] => [`customer.${field}`, t(`offers:customer.${field}`)]),
  ]
  return labels.flatMap(([name, label]) => {
    const errors = typed.errors[name]
    return errors?.length ? [{ id: fieldId(name), label, errors }] : []
  })
}
