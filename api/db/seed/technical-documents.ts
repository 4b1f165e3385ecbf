import type { Database } from "../client"
import * as t from "../schema"
import type { SeededProduct } from "./products"
import { type Random } from "./random"
import { insertBatched, rowAt, SEED_DATE } from "./seed-rows"

// Only the documents' rows: each PDF is generated from the product's data when first listed or
// downloaded, and kept in the database (api/modules/catalog/technical-document-files.ts).
export async function seedTechnicalDocuments(
  db: Database,
  random: Random,
  catalog: { products: SeededProduct[] },
) {
  const rows: (typeof t.technicalDocuments.$inferInsert)[] = []
  catalog.products.forEach((product, index) => {
    if (product.id.includes("-D")) return
    const types: (typeof t.TECH_DOC_TYPES)[number][] = ["technical-data-sheet"]
    if (product.isRefrigerated) types.push("energy-label")
    // every type appears: cycle through the rest
    types.push(rowAt(t.TECH_DOC_TYPES, index % t.TECH_DOC_TYPES.length, "document type"))
    if (random.chance(0.3)) types.push(random.pick(t.TECH_DOC_TYPES))
    for (const [position, type] of [...new Set(types)].entries()) {
      const language = type === "ec-declaration" ? "en" : random.pick(["en", "fr", "nl", "de"] as const)
      // drawn before deciding, so that the catalogue's later random draws stay as they were: an energy
      // label only for refrigeration (EPREL class), wiring and control unit only with a power supply
      if (type === "energy-label" && !product.isRefrigerated) continue
      if (
        (type === "electric-diagrams" || type === "control-unit-parameters") &&
        !product.type.tech.voltages?.length
      )
        continue
      // issued some days before the seed's date, the same on every run
      const issuedOn = new Date(SEED_DATE.getTime() - ((index * 37 + position * 11) % 600) * 864e5)
      rows.push({
        productId: product.id,
        type,
        language,
        fileName: `${product.id}-${type}-${language}.pdf`,
        issuedOn: issuedOn.toISOString().slice(0, 10),
      })
    }
  })
  await insertBatched(db, t.technicalDocuments, rows)
  return rows.length
}
