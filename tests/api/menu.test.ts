import fs from "node:fs"

import { sql } from "drizzle-orm"
import { describe, expect, test } from "vitest"

import { MENU_ITEM_TYPES } from "../../contract/catalog"
import { slugify } from "../../contract/slug"
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

describe("German slugs (CAT-26)", () => {
  test("spell the umlauts out, and the migration rewrites an older slug that dropped them", async () => {
    const { body } = await api.json("/menu-trees")
    const items = body.included as {
      id: string
      type: string
      attributes: Record<string, { name: string; slug: string }>
    }[]
    const umlauted = items.filter((item) => /[äöüÄÖÜ]/.test(item.attributes.de!.name))
    expect(umlauted.length).toBeGreaterThan(0)
    for (const item of umlauted) {
      expect(item.attributes.de!.slug, item.attributes.de!.name).toMatch(
        new RegExp(`^${slugify(item.attributes.de!.name, "de")}(-\\d+)?$`),
      )
      expect(item.attributes.de!.slug).toMatch(/ae|oe|ue/)
    }
    const cooling = umlauted.find((item) => item.attributes.de!.name === "Kühltechnik")
    expect(cooling?.attributes.de!.slug).toBe("kuehltechnik")

    // a database seeded before: the older slug, as it was written, is rewritten by the migration
    const item = umlauted[0]!
    const older = slugify(item.attributes.de!.name)
    await api.handle.db.execute(
      sql`update menu_items set slug = jsonb_set(slug, '{de}', to_jsonb(${older}::text)) where id = ${Number(item.id)}`,
    )
    const migration = fs.readFileSync("api/db/migrations/0019_german_slugs.sql", "utf8")
    for (const statement of migration.split("--> statement-breakpoint"))
      await api.handle.db.execute(sql.raw(statement))
    const result = await api.handle.db.execute(
      sql`select slug->>'de' as slug from menu_items where id = ${Number(item.id)}`,
    )
    expect((result as { rows: { slug: string }[] }).rows[0]!.slug).toBe(item.attributes.de!.slug)
  })
})
