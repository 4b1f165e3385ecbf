import { sql } from "drizzle-orm"
import { describe, expect, test } from "vitest"

import { MENU_ITEM_TYPES } from "../../contract/catalog"
import { setupTestApi } from "../support/api"

const api = setupTestApi()
const LOCALES = ["en", "fr", "nl", "de", "it", "es", "pt"]

describe("GET /menu-trees", () => {
  test("answers the category tree with names and slugs in every language", async () => {
    const { status, body } = await api.json("/menu-trees")
    expect(status).toBe(200)
    const tree = body.data.attributes.tree
    expect(tree.length).toBeGreaterThanOrEqual(8)
    for (const category of tree) {
      expect(category.type).toBe("product-categories")
      expect(category.children.length).toBeGreaterThan(0)
      expect(category.children[0].children.length).toBeGreaterThan(0)
    }
    for (const item of body.included) {
      for (const locale of LOCALES) {
        expect(item.attributes[locale].name, `${item.type} ${item.id} ${locale}`).toBeTruthy()
        expect(item.attributes[locale].slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      }
    }
    expect(body.data.attributes.eprel_classes).toEqual(["A", "B", "C", "D", "E", "F", "G"])
    const kinds = new Set(body.included.map((item: { type: string }) => item.type))
    for (const kind of MENU_ITEM_TYPES) {
      expect(kinds.has(kind), kind).toBe(true)
    }
  })

  test("ranges visible to partners only are not sent to visitors", async () => {
    const { body } = await api.json("/menu-trees")
    const ranges = body.included.filter((item: { type: string }) => item.type === "product-ranges")
    expect(
      ranges.every((range: { attributes: { visibility: string } }) => range.attributes.visibility === "all"),
    ).toBe(true)
    const result = await api.handle.db.execute(
      sql.raw("select count(*)::int as count from menu_items where visibility = 'partners'"),
    )
    const [row] = (result as { rows: { count: number }[] }).rows
    expect(row!.count).toBeGreaterThan(0)
  })
})
