import type { Database } from "../client"
import * as t from "../schema"
import { PHRASES } from "./phrases"
import type { SeededProduct } from "./products"
import { type Random } from "./random"
import { cents, EUR_TO_GBP, fill, insertBatched, localize, rowAt } from "./seed-rows"
import { SPARE_PART_KINDS } from "./vocabulary"
import { SEED_LOCALES } from "./vocabulary.types"

const BASE_SPARE_PARTS = 8_000
// ORDER-7: glass, quartz or liquids never go by express. Decided by the kind of item, so the catalogue's
// random draws (and every seeded figure the tests know) stay as they were.
const SPARE_PART_RESTRICTIONS: Record<string, "glass" | "quartz" | "liquid"> = {
  "glass-door": "glass",
  "ceramic-glass-plate": "glass",
  "infrared-lamp": "quartz",
}

// Spare parts, each fitting one to five products of its kind, with their prices and stock.
export async function seedSpareParts(
  db: Database,
  random: Random,
  catalog: { products: SeededProduct[] },
  scale: number,
) {
  const total = BASE_SPARE_PARTS * scale
  const kinds = new Map(SPARE_PART_KINDS.map((kind) => [kind.key, kind]))
  const productsByKind = new Map<string, SeededProduct[]>()
  for (const product of catalog.products) {
    for (const kind of product.type.spareParts)
      productsByKind.set(kind, [...(productsByKind.get(kind) ?? []), product])
  }
  const usableKinds = [...productsByKind.keys()].filter((key) => kinds.has(key))
  const parts: (typeof t.spareParts.$inferInsert)[] = []
  const links: (typeof t.productSpareParts.$inferInsert)[] = []
  const priceRows: (typeof t.prices.$inferInsert)[] = []
  const stockRows: (typeof t.stock.$inferInsert)[] = []
  for (let n = 0; n < total; n++) {
    const kind = kinds.get(rowAt(usableKinds, n % usableKinds.length, "spare-part kind"))!
    const fits = random.sample(productsByKind.get(kind.key)!, random.int(1, 5))
    const firstFit = rowAt(fits, 0, "product the spare part fits")
    const id = `R${String(100_000 + n * 7).padStart(7, "0")}`
    const typeNames = (l: (typeof SEED_LOCALES)[number]) =>
      [...new Set(fits.map((p) => p.type.name[l]))].join(", ")
    // CAT-27: one designation in every language. The number is still drawn once per language, as it was,
    // so that everything seeded after it stays as it was; the English draw is the one used everywhere.
    const [code] = SEED_LOCALES.map(() => random.int(10, 99))
    const part: typeof t.spareParts.$inferInsert = {
      id,
      name: localize((l) => `${kind.name[l]} ${firstFit.typeCode}-${code}`),
      description: localize((l) => fill(PHRASES.sparePartDescription[l], { types: typeNames(l) })),
      isUpsReady: random.chance(0.7),
      grossWeightKg: String(random.between(0.1, 12, 0.1).toFixed(1)),
      expressRestriction: SPARE_PART_RESTRICTIONS[kind.key] ?? null,
    }
    parts.push(part)
    for (const product of fits) links.push({ productId: product.id, sparePartId: id })
    const eur = random.between(kind.priceEur[0], kind.priceEur[1], 0.5)
    for (const [currency, rate] of [
      ["EUR", 1],
      ["GBP", EUR_TO_GBP],
    ] as const) {
      priceRows.push({ itemType: "spare-parts", itemId: id, currency, catalogCents: cents(eur * rate) })
    }
    const local = random.chance(0.3) ? 0 : random.int(1, 60)
    const external = random.chance(0.4) ? 0 : random.int(1, 200)
    stockRows.push({ itemType: "spare-parts", itemId: id, warehouse: "DBE11", quantity: local })
    stockRows.push({ itemType: "spare-parts", itemId: id, warehouse: "DBE12", quantity: external })
    if (local === 0 && external === 0) part.restockInfo = random.chance(0.5) ? "/" : "2026-12-15"
  }
  await insertBatched(db, t.spareParts, parts)
  await insertBatched(db, t.productSpareParts, links)
  await insertBatched(db, t.prices, priceRows)
  await insertBatched(db, t.stock, stockRows)
  return parts.length
}
