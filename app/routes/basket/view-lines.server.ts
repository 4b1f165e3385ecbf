import type { Locale } from "#contract/locales"

import type { ListDocument } from "../../lib/shop/basket.server"
import { type Menu, productHref } from "../../lib/shop/menu"

type ListItem = Extract<ListDocument["included"][number], { type: "products" | "spare-parts" }>

/** The lines of a basket or wishlist document as the page shows them. */
export function viewLines(document: ListDocument | null, menu: Menu, locale: Locale) {
  const included = document?.included ?? []
  const items = new Map<string, ListItem>(
    included.flatMap((item) =>
      item.type === "products" || item.type === "spare-parts"
        ? [[`${item.type}:${item.id}`, item] as const]
        : [],
    ),
  )
  return included.flatMap((line) => {
    if (line.type !== "basket-lines" && line.type !== "wishlist-lines") return []
    const item = items.get(line.id)
    const priced = line.type === "basket-lines" ? line.attributes : null
    return [
      {
        id: line.id,
        itemType: line.attributes.type,
        itemId: line.attributes.item_id,
        quantity: line.attributes.qty,
        name: line.attributes.name ?? item?.attributes.name ?? line.attributes.item_id,
        unitPrice: priced?.unit_price ?? item?.attributes.price?.display ?? null,
        lineTotal: priced?.line_total ?? null,
        // spare parts have no page of their own
        href: item?.type === "products" ? productHref(menu, locale, item) : null,
        // the line's thumbnail, so a buyer recognises the item before reading its number
        thumb: item?.type === "products" ? (item.attributes.media?.[0] ?? null) : null,
      },
    ]
  })
}

export type ViewLine = ReturnType<typeof viewLines>[number]
