import fs from "node:fs/promises"
import path from "node:path"

import { verify } from "@node-rs/argon2"
import { sql } from "drizzle-orm"
import { describe, expect, test } from "vitest"

import { DEMO_PASSWORD, TABLES_EMPTIED_BY_SEED } from "../../api/db/seed/seed"
import { setupTestApi } from "../support/api"

const api = setupTestApi()
const LOCALES = ["en", "fr", "nl", "de", "it", "es", "pt"]

async function rows<T>(query: string): Promise<T[]> {
  const result = await api.handle.db.execute(sql.raw(query))
  return (result as { rows: T[] }).rows
}
const count = async (query: string) => (await rows<{ n: number }>(query))[0]!.n

describe("demo catalogue", () => {
  test("has the sizes the issue asks for", async () => {
    expect(
      await count("select count(*)::int as n from menu_items where kind = 'category'"),
    ).toBeGreaterThanOrEqual(8)
    for (const kind of ["range", "subrange", "family", "subfamily", "line"]) {
      expect(
        await count(`select count(*)::int as n from menu_items where kind = '${kind}'`),
        kind,
      ).toBeGreaterThan(0)
    }
    expect(await count("select count(*)::int as n from products")).toBeGreaterThanOrEqual(1500)
    expect(await count("select count(*)::int as n from spare_parts")).toBeGreaterThanOrEqual(8000)
    for (const table of [
      "news",
      "announcements",
      "faqs",
      "services",
      "company_infos",
      "download_categories",
      "download_files",
      "meta_tags",
      "product_relations",
      "product_spare_parts",
      "technical_documents",
    ]) {
      expect(await count(`select count(*)::int as n from ${table}`), table).toBeGreaterThan(0)
    }
    expect(await count("select count(*)::int as n from news where is_highlighted")).toBeGreaterThan(0)
  })

  test("every category has ranges, every range subranges", async () => {
    expect(
      await count(
        "select count(*)::int as n from menu_items c where kind = 'category' and not exists (select 1 from menu_items r where r.parent_id = c.id)",
      ),
    ).toBe(0)
    expect(
      await count(
        "select count(*)::int as n from menu_items r where kind = 'range' and not exists (select 1 from menu_items s where s.parent_id = r.id)",
      ),
    ).toBe(0)
  })

  test("every menu item and product has a name and slug in every language, written in that language", async () => {
    for (const table of ["menu_items", "products"]) {
      for (const locale of LOCALES) {
        expect(
          await count(
            `select count(*)::int as n from ${table} where coalesce(name->>'${locale}', '') = '' or coalesce(slug->>'${locale}', '') = ''`,
          ),
          `${table} ${locale}`,
        ).toBe(0)
      }
    }
    // not "[fr] Oven": names differ from the English ones, but for words that are the same ("Pizza")
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const same = await count(
        `select count(*)::int as n from menu_items where kind in ('category', 'range', 'subrange') and name->>'${locale}' = name->>'en'`,
      )
      expect(same, locale).toBeLessThanOrEqual(3)
      const sameProducts = await count(
        `select count(*)::int as n from products where name->>'${locale}' = name->>'en'`,
      )
      expect(sameProducts, locale).toBeLessThan(50)
    }
    expect(await count("select count(*)::int as n from products where name->>'de' like '[%'")).toBe(0)
  })

  test("slugs are unique per language and level", async () => {
    for (const locale of LOCALES) {
      const duplicates = await rows(
        `select kind, slug->>'${locale}' as slug from menu_items group by kind, slug->>'${locale}' having count(*) > 1`,
      )
      expect(duplicates, locale).toEqual([])
    }
  })

  test("every badge, label and brand tier 1–7 is represented", async () => {
    for (const flag of [
      "is_new",
      "is_good_deal",
      "is_old",
      "is_ups_ready",
      "is_highlighted",
      "has_declined_articles",
      "has_accessories",
    ]) {
      expect(await count(`select count(*)::int as n from products where ${flag}`), flag).toBeGreaterThan(0)
    }
    const tiers = await rows<{ brand: number }>("select distinct brand from products order by brand")
    expect(tiers.map((row) => row.brand)).toEqual([1, 2, 3, 4, 5, 6, 7])
    const labels = await rows<{ label: string }>(
      "select distinct label from products where label is not null order by label",
    )
    expect(labels.map((row) => row.label)).toEqual(["best_choice", "best_price", "best_quality"])
    expect(
      await count("select count(*)::int as n from products where hit_parade_rank is not null"),
    ).toBeGreaterThan(0)
    expect(
      await count("select count(*)::int as n from prices where promo_cents is not null"),
    ).toBeGreaterThan(0)
  })

  test("old products have replacements with a maximum order quantity; clearance kids point at their parent", async () => {
    expect(
      await count(
        "select count(*)::int as n from products where is_old and replacement_product_id is not null and max_order_quantity > 0",
      ),
    ).toBeGreaterThan(0)
    expect(
      await count(
        "select count(*)::int as n from products p where replacement_product_id is not null and not exists (select 1 from products r where r.id = p.replacement_product_id)",
      ),
    ).toBe(0)
    expect(
      await count("select count(*)::int as n from products where declined_parent_article_id is not null"),
    ).toBeGreaterThan(0)
    expect(
      await count(
        "select count(*)::int as n from products k where declined_parent_article_id is not null and not exists (select 1 from products p where p.id = k.declined_parent_article_id and k.id = any(p.declined_kid_articles_id))",
      ),
    ).toBe(0)
    expect(
      await count(
        "select count(*)::int as n from prices p join products k on k.id = p.item_id where k.declined_parent_article_id is not null and p.liquidation_cents is null",
      ),
    ).toBe(0)
  })

  test("prices exist in EUR and GBP as whole cents, stock in DBE11 and DBE12 including zero", async () => {
    const itemCount = await count(
      "select (select count(*) from products) + (select count(*) from spare_parts) as n",
    )
    expect(await count("select count(*)::int as n from prices where currency = 'EUR'")).toBe(
      Number(itemCount),
    )
    expect(await count("select count(*)::int as n from prices where currency = 'GBP'")).toBe(
      Number(itemCount),
    )
    expect(await count("select count(*)::int as n from prices where catalog_cents <= 0")).toBe(0)
    expect(
      await count("select count(*)::int as n from stock where warehouse = 'DBE11' and quantity = 0"),
    ).toBeGreaterThan(0)
    expect(
      await count("select count(*)::int as n from stock where warehouse = 'DBE12' and quantity > 0"),
    ).toBeGreaterThan(0)
    expect(await count("select count(*)::int as n from products where restock_info = '/'")).toBeGreaterThan(0)
    expect(
      await count("select count(*)::int as n from products where restock_info ~ '^\\d{4}-\\d{2}-\\d{2}$'"),
    ).toBeGreaterThan(0)
  })

  test("technical fields carry realistic values, refrigeration has an EPREL class", async () => {
    expect(
      await count("select count(*)::int as n from products where eprel_class is not null"),
    ).toBeGreaterThan(0)
    for (const column of [
      "power_kw",
      "gas_kcal_h",
      "horse_power",
      "voltage",
      "gross_weight_kg",
      "width_mm",
      "volume_m3",
      "temperature_max_c",
    ]) {
      expect(
        await count(`select count(*)::int as n from products where ${column} is not null`),
        column,
      ).toBeGreaterThan(0)
    }
    expect(await count("select count(*)::int as n from products where steam")).toBeGreaterThan(0)
  })

  test("technical documents of every type, each where it applies, made from the database not from files", async () => {
    const types = await rows<{ type: string }>("select distinct type from technical_documents order by type")
    expect(types.length).toBe(9)
    // an energy label only for refrigeration (it has an EPREL class), wiring only with a power supply
    expect(
      await count(
        "select count(*)::int as n from technical_documents d join products p on p.id = d.product_id where d.type = 'energy-label' and p.eprel_class is null",
      ),
    ).toBe(0)
    expect(
      await count(
        "select count(*)::int as n from technical_documents d join products p on p.id = d.product_id where d.type in ('electric-diagrams', 'control-unit-parameters') and p.voltage is null",
      ),
    ).toBe(0)
    expect(
      await count("select count(*)::int as n from technical_documents where issued_on > date '2026-11-01'"),
    ).toBe(0)
    // the PDFs are generated on first use (technical-document-files.ts), not by the seed: on PostgreSQL the
    // API test files share one database, so other files' product pages may have made a few by now, but
    // never all of them
    const documents = await count("select count(*)::int as n from technical_documents")
    expect(await count("select count(*)::int as n from technical_document_files")).toBeLessThan(
      documents / 10,
    )
    await expect(fs.access(path.join(api.filesDir, "technical-documents"))).rejects.toThrow()
  })

  test("the demo accounts exist with their roles and an argon2id password", async () => {
    const accounts = await rows<{
      email: string
      roles: number[]
      is_gtc_accepted: boolean
      currency: string
      password_hash: string
    }>(
      "select email, is_gtc_accepted, currency, password_hash, array(select role_id from client_roles where client_id = c.id order by role_id) as roles from clients c order by email",
    )
    const byEmail = Object.fromEntries(accounts.map((account) => [account.email, account]))
    expect(byEmail["buyer@partners.test"]!.roles).toEqual([1, 2, 3, 5, 8])
    expect(byEmail["viewer@partners.test"]).toMatchObject({ roles: [2], currency: "GBP" })
    expect(byEmail["newcomer@partners.test"]).toMatchObject({ roles: [1, 2, 3], is_gtc_accepted: false })
    expect(byEmail["integrator@partners.test"]!.roles).toEqual([6, 7])
    expect(byEmail["buyer@partners.test"]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verify(byEmail["buyer@partners.test"]!.password_hash, DEMO_PASSWORD)).toBe(true)
    expect(await count("select count(*)::int as n from staff where email = 'staff@partners.test'")).toBe(1)
  })
})

describe("seeding again", () => {
  // the seed starts client ids at 1 again: a row of an earlier partner left behind would be read as the
  // new partner's (their login, basket, offers, export files, API keys)
  test("empties every table that holds a partner's rows", async () => {
    const holders = await rows<{ table_name: string }>(
      "select distinct table_name from information_schema.columns where table_schema = 'public' and column_name = 'client_id' order by table_name",
    )
    expect(holders.length).toBeGreaterThan(5)
    for (const { table_name } of holders) expect(TABLES_EMPTIED_BY_SEED, table_name).toContain(table_name)
  })
})

describe("demo product pictures", () => {
  test("every product shows its type's pictures, each stored as a file", async () => {
    expect(await count("select count(*)::int as n from products where jsonb_array_length(media) < 2")).toBe(0)
    const urls = await rows<{ url: string }>(
      "select distinct m->>'url' as url from products, jsonb_array_elements(media) m union select distinct m->>'thumb' from products, jsonb_array_elements(media) m",
    )
    expect(urls.length).toBeGreaterThan(100)
    for (const { url } of urls) expect(await api.storage.exists(url.replace("/api/", "")), url).toBe(true)
  })
})
