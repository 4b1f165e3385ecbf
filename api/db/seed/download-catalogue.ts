import { and, asc, eq } from "drizzle-orm"

import type { Database } from "../client"
import * as t from "../schema"
import type { Localized } from "./vocabulary.types"

// The seeded catalogue as the Downloads pages' files list it: the menu, the products with their EUR
// prices and the spare parts, read back from the database once for every file.

export interface CatalogueProduct {
  id: string
  name: Localized
  categoryId: number
  rangeId: number
  subrangeId: number
  widthMm: number | null
  depthMm: number | null
  heightMm: number | null
  powerKw: string | null
  gasKcalH: number | null
  eprelClass: string | null
  isNew: boolean
  isGoodDeal: boolean
  catalogCents: number | null
  promoCents: number | null
  liquidationCents: number | null
}

export interface MenuEntry {
  id: number
  parentId: number | null
  name: Localized
  visibility: "all" | "partners"
}

export interface Catalogue {
  categories: MenuEntry[]
  /** ranges and subranges by parent id, in menu order */
  children: Map<number, MenuEntry[]>
  products: CatalogueProduct[]
  /** ranges that only partners see (CAT-2): their products stay out of public files */
  partnerRanges: Set<number>
  spareParts: { id: string; name: Localized; catalogCents: number | null }[]
}

export async function readCatalogue(db: Database): Promise<Catalogue> {
  const menu = await db
    .select({
      id: t.menuItems.id,
      kind: t.menuItems.kind,
      parentId: t.menuItems.parentId,
      name: t.menuItems.name,
      visibility: t.menuItems.visibility,
    })
    .from(t.menuItems)
    .orderBy(asc(t.menuItems.position), asc(t.menuItems.id))
  const children = new Map<number, MenuEntry[]>()
  for (const entry of menu) {
    if ((entry.kind !== "range" && entry.kind !== "subrange") || entry.parentId === null) continue
    const list = children.get(entry.parentId) ?? []
    list.push(entry)
    children.set(entry.parentId, list)
  }
  const products = await db
    .select({
      id: t.products.id,
      name: t.products.name,
      categoryId: t.products.categoryId,
      rangeId: t.products.rangeId,
      subrangeId: t.products.subrangeId,
      widthMm: t.products.widthMm,
      depthMm: t.products.depthMm,
      heightMm: t.products.heightMm,
      powerKw: t.products.powerKw,
      gasKcalH: t.products.gasKcalH,
      eprelClass: t.products.eprelClass,
      isNew: t.products.isNew,
      isGoodDeal: t.products.isGoodDeal,
      catalogCents: t.prices.catalogCents,
      promoCents: t.prices.promoCents,
      liquidationCents: t.prices.liquidationCents,
    })
    .from(t.products)
    .leftJoin(
      t.prices,
      and(
        eq(t.prices.itemType, "products"),
        eq(t.prices.itemId, t.products.id),
        eq(t.prices.currency, "EUR"),
      ),
    )
    .where(eq(t.products.isOld, false))
    .orderBy(asc(t.products.id))
  const spareParts = await db
    .select({ id: t.spareParts.id, name: t.spareParts.name, catalogCents: t.prices.catalogCents })
    .from(t.spareParts)
    .leftJoin(
      t.prices,
      and(
        eq(t.prices.itemType, "spare-parts"),
        eq(t.prices.itemId, t.spareParts.id),
        eq(t.prices.currency, "EUR"),
      ),
    )
    .orderBy(asc(t.spareParts.id))
  return {
    categories: menu.filter((entry) => entry.kind === "category"),
    children,
    products: products,
    partnerRanges: new Set(menu.filter((entry) => entry.visibility === "partners").map((entry) => entry.id)),
    spareParts,
  }
}

/** The products of a selection grouped by category, then range (menu order). */
export function byCategoryAndRange(
  catalogue: Catalogue,
  products: CatalogueProduct[],
  write: (heading: { category: MenuEntry; range: MenuEntry | null }, items: CatalogueProduct[]) => void,
  withRanges = true,
) {
  for (const category of catalogue.categories) {
    const inCategory = products.filter((p) => p.categoryId === category.id)
    if (inCategory.length === 0) continue
    if (!withRanges) {
      write({ category, range: null }, inCategory)
      continue
    }
    for (const range of catalogue.children.get(category.id) ?? []) {
      const items = inCategory.filter((p) => p.rangeId === range.id)
      if (items.length) write({ category, range }, items)
    }
  }
}
