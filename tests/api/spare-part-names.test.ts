import fs from "node:fs/promises"

import { eq, inArray, sql } from "drizzle-orm"
import { describe, expect, test } from "vitest"

import { spareParts } from "../../api/db/schema"
import { setupTestApi } from "../support/api"

// CAT-27: a spare part has one designation (its type code and number) in every language, in what the seed
// writes and, through a migration, in databases seeded before.

const api = setupTestApi()
const LOCALES = ["en", "de", "fr", "nl", "it", "es", "pt"] as const
/** "Bedienknebel IHB-92" → "IHB-92" */
const designation = (name: string) => /(\S+-\d+)$/.exec(name)?.[1]

describe("a spare part's designation", () => {
  test("the search answers the same designation in every language", async () => {
    for (const id of ["R0102576", "R0103899"]) {
      const names = new Map<string, string>()
      for (const locale of LOCALES) {
        const { status, body } = await api.json(`/search/spare-parts?query=${id}`, { locale })
        expect(status).toBe(200)
        const part = (body.data as { id: string; attributes: { name: string } }[]).find(
          (row) => row.id === id,
        )
        expect(part, `${id} in ${locale}`).toBeDefined()
        names.set(locale, part!.attributes.name)
      }
      const english = designation(names.get("en")!)
      expect(english).toMatch(/^\S+-\d+$/)
      for (const [locale, name] of names)
        expect(designation(name), `${id} in ${locale}: ${name}`).toBe(english)
    }
  })

  test("every seeded spare part ends in the same designation in every language", async () => {
    const result = await api.handle.db.execute(
      sql.raw(`select count(*)::int as n from spare_parts p, jsonb_each_text(p.name) e
               where substring(e.value from ' (\\S+-[0-9]+)$') is distinct from substring(p.name->>'en' from ' (\\S+-[0-9]+)$')`),
    )
    expect((result as { rows: { n: number }[] }).rows[0]!.n).toBe(0)
  })

  test("the migration gives a database seeded before the English designation in every language", async () => {
    const db = api.handle.db
    const localized = (make: (locale: (typeof LOCALES)[number]) => string) =>
      Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<
        (typeof LOCALES)[number],
        string
      >
    const description = localized(() => "…")
    const old = {
      en: "Control knob IHB-92",
      fr: "Manette de commande IHB-91",
      nl: "Bedieningsknop IHB-90",
      de: "Bedienknebel IHB-22",
      it: "Manopola di comando IHB-17",
      es: "Mando de control IHB-55",
      pt: "Botão de comando IHB-38",
    }
    // a name of another shape (a code that differs by language, or none) is not the seed's: left alone
    const other = { ...old, de: "Bedienknebel XYZ-22" }
    const plain = localized((locale) => `Door seal ${locale}`)
    await db.insert(spareParts).values([
      { id: "ZZ-OLD-1", name: old, description },
      { id: "ZZ-OLD-2", name: other, description },
      { id: "ZZ-OLD-3", name: plain, description },
    ])
    const migration = await fs.readFile("api/db/migrations/0020_one_spare_part_designation.sql", "utf8")
    await db.execute(sql.raw(migration))
    const rows = await db
      .select({ id: spareParts.id, name: spareParts.name })
      .from(spareParts)
      .where(inArray(spareParts.id, ["ZZ-OLD-1", "ZZ-OLD-2", "ZZ-OLD-3"]))
      .orderBy(spareParts.id)
    expect(rows.map((row) => row.name)).toEqual([
      {
        en: "Control knob IHB-92",
        fr: "Manette de commande IHB-92",
        nl: "Bedieningsknop IHB-92",
        de: "Bedienknebel IHB-92",
        it: "Manopola di comando IHB-92",
        es: "Mando de control IHB-92",
        pt: "Botão de comando IHB-92",
      },
      other,
      plain,
    ])
    await db.delete(spareParts).where(eq(spareParts.id, "ZZ-OLD-1"))
    await db.delete(spareParts).where(inArray(spareParts.id, ["ZZ-OLD-2", "ZZ-OLD-3"]))
  })
})
