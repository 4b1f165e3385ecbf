import type { Database } from "../client"
import * as t from "../schema"
import { insertBatched, uniqueSlugs } from "./seed-rows"
import { CATEGORIES, FAMILIES, LINES } from "./vocabulary"
import type { Localized, ProductType } from "./vocabulary.types"

// The menu: families and lines, then categories, ranges and subranges with the product types of each.

export interface SeededType {
  type: ProductType
  categoryId: number
  rangeId: number
  subrangeId: number
  familyId: number
  subfamilyId: number
}

export async function seedMenu(db: Database) {
  const rows: (typeof t.menuItems.$inferInsert)[] = []
  const slug = uniqueSlugs()
  let id = 0
  const familyIds = new Map<string, number>()
  const subfamilyIds = new Map<string, number>()
  const lineIds = new Map<string, number>()
  const types: SeededType[] = []
  const add = (
    kind: t.MenuKind,
    name: Localized,
    parentId: number | null,
    position: number,
    visibility: "all" | "partners" = "all",
  ) => {
    id += 1
    rows.push({ id, kind, parentId, position, name, slug: slug(kind, name), visibility })
    return id
  }
  FAMILIES.forEach((family, f) => {
    const familyId = add("family", family.name, null, f)
    familyIds.set(family.key, familyId)
    family.subfamilies.forEach((sub, s) =>
      subfamilyIds.set(`${family.key}/${sub.key}`, add("subfamily", sub.name, familyId, s)),
    )
  })
  LINES.forEach((line, l) => lineIds.set(line.key, add("line", line.name, null, l)))
  const lastCategory = CATEGORIES.length - 1
  CATEGORIES.forEach((category, c) => {
    const categoryId = add("category", category.name, null, c)
    category.ranges.forEach((range, r) => {
      // CAT-2: ranges carry a visibility attribute; one demo range is for partners only
      const visibility = c === lastCategory && r === category.ranges.length - 1 ? "partners" : "all"
      const rangeId = add("range", range.name, categoryId, r, visibility)
      range.subranges.forEach((subrange, s) => {
        const subrangeId = add("subrange", subrange.name, rangeId, s)
        for (const type of subrange.types) {
          types.push({
            type,
            categoryId,
            rangeId,
            subrangeId,
            familyId: familyIds.get(type.family)!,
            subfamilyId: subfamilyIds.get(`${type.family}/${type.subfamily}`)!,
          })
        }
      })
    })
  })
  await insertBatched(db, t.menuItems, rows)
  return { types, lineIds }
}

export type SeededMenu = Awaited<ReturnType<typeof seedMenu>>
