import { asc } from "drizzle-orm"

import { LOCALES } from "#contract/locales"

import type { Database } from "../../db/client"
import { keptPerDatabase } from "../../lib/kept-per-database"
import { EPREL_CLASSES, menuItems, type MenuKind } from "./catalog.schema"

export const MENU_TYPES: Record<MenuKind, string> = {
  category: "product-categories",
  range: "product-ranges",
  subrange: "product-subranges",
  family: "product-families",
  subfamily: "product-subfamilies",
  line: "product-lines",
}

export interface MenuNode {
  id: string
  type: string
  children: MenuNode[]
}

type MenuRow = typeof menuItems.$inferSelect

// The menu is read on every page (the mega menu) and changes only with a new catalogue import, so
// each process keeps it for a short while instead of querying it on every request.
export const loadMenuRows = keptPerDatabase(30_000, (db) =>
  db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id)),
)

/** Menu item as a JSON:API resource: locale-keyed attributes holding name and slug (LANG-6). */
export function menuResource(row: MenuRow) {
  const attributes: Record<string, unknown> = { position: row.position, visibility: row.visibility }
  for (const locale of LOCALES) attributes[locale] = { name: row.name[locale], slug: row.slug[locale] }
  const parentKind: Partial<Record<MenuKind, MenuKind>> = {
    range: "category",
    subrange: "range",
    subfamily: "family",
  }
  const parent = parentKind[row.kind]
  return {
    type: MENU_TYPES[row.kind],
    id: String(row.id),
    attributes,
    ...(parent && row.parentId != null
      ? { relationships: { parent: { data: { type: MENU_TYPES[parent], id: String(row.parentId) } } } }
      : {}),
  }
}

/**
 * The catalogue tree (categories > ranges > subranges) and the classification tree
 * (families > subfamilies, lines). Ranges and their children marked for partners are left out for visitors.
 */
export async function menuTree(db: Database, options: { partner: boolean }) {
  const rows = await loadMenuRows(db)
  const hidden = new Set<number>()
  for (const row of rows) {
    if (row.visibility === "partners" && !options.partner) hidden.add(row.id)
  }
  // a hidden parent hides its children
  for (const row of rows) if (row.parentId != null && hidden.has(row.parentId)) hidden.add(row.id)
  const visible = rows.filter((row) => !hidden.has(row.id))
  const childrenOf = new Map<number | null, MenuRow[]>()
  for (const row of visible) {
    const key = row.kind === "category" || row.kind === "family" || row.kind === "line" ? null : row.parentId
    if (key === null) continue
    const list = childrenOf.get(key) ?? []
    list.push(row)
    childrenOf.set(key, list)
  }
  const node = (row: MenuRow): MenuNode => ({
    id: String(row.id),
    type: MENU_TYPES[row.kind],
    children: (childrenOf.get(row.id) ?? []).map(node),
  })
  return {
    tree: visible.filter((row) => row.kind === "category").map(node),
    families: visible.filter((row) => row.kind === "family").map(node),
    lines: visible.filter((row) => row.kind === "line").map(node),
    eprelClasses: [...EPREL_CLASSES],
    included: visible.map(menuResource),
  }
}
