import { ITEM_TYPES } from "#contract/items"

import { CUSTOMER_FIELDS, type OfferFormReply } from "./offer-fields"
import type { EditorOffer } from "./offers.server"

// The offer editor without scripts, answering a form posted while the API cannot answer (decision 038):
// the page's loaders run again for that answer and cannot read the offer either. The editor is then drawn
// from the form as it was posted, so that nothing typed is lost and the same form can be sent again once
// the database is back. What only the API knows is left out: the offer's number, the items' names and
// prices, the lines' and the offer's totals.

const NOT_KNOWN = "–"

export function offerAsPosted(id: string, reply: OfferFormReply): EditorOffer {
  const value = (name: string) => reply.values[name] ?? ""
  // a checkbox that is not ticked is not posted
  const catalogPriceOnly = "show_only_catalog_price" in reply.values
  const lines: EditorOffer["lines"] = []
  for (let row = 0; reply.values[`lines.${row}.item_id`] !== undefined; row++) {
    const itemType = ITEM_TYPES.find((type) => type === value(`lines.${row}.item_type`))
    if (!itemType) break
    const itemId = value(`lines.${row}.item_id`)
    lines.push({
      key: reply.rowKeys[row] ?? `${itemType}:${itemId}`,
      itemType,
      itemId,
      name: "",
      available: true,
      quantity: Number.parseInt(value(`lines.${row}.quantity`), 10) || 0,
      purchase: null,
      catalog: null,
      selling: NOT_KNOWN,
      discount: NOT_KNOWN,
      reduced: NOT_KNOWN,
      total: NOT_KNOWN,
      sellingInput: value(`lines.${row}.selling_price`),
      discountInput: value(`lines.${row}.discount`),
    })
  }
  return {
    id,
    number: "",
    lines,
    inputs: {
      reference: value("reference"),
      global_discount: value("global_discount"),
      transport_price: value("transport_price"),
      show_only_catalog_price: catalogPriceOnly,
      ...Object.fromEntries(
        CUSTOMER_FIELDS.map((field) => [`customer.${field}`, value(`customer.${field}`)]),
      ),
    },
    showOnlyCatalogPrice: catalogPriceOnly,
    totals: [],
  }
}
