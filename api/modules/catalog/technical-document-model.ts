import { asc, eq, inArray } from "drizzle-orm"

import type { Db } from "../../db/client"
import { menuItems, products, productSpareParts, spareParts, technicalDocuments } from "../../db/schema"
import { pick } from "../../lib/localized"
import { readSettings } from "../content/settings.service"
import { BRAND_TIER_LABELS } from "./product-resource"
import { type DocLanguage, isDocLanguage, type TechDocType } from "./technical-document-texts"

// What a technical document prints, read from the database: the document's row, the product's own data
// in the document's language, its spare parts and the company issuing it. The PDF (technical-document-
// pdf.ts) is a pure function of this model, so the same document always gives the same bytes.

export const MANUFACTURER = "Belcater Pro"

export type TechnicalDocumentRow = typeof technicalDocuments.$inferSelect

export interface TechnicalDocumentModel {
  document: {
    id: number
    type: TechDocType
    language: DocLanguage
    fileName: string
    /** "2026-10-12" */
    issuedOn: string
  }
  company: {
    name: string
    street: string
    city: string
    country: string
    phone: string
    email: string
    vat: string
  }
  product: {
    id: string
    name: string
    description: string
    reference: string | null
    brand: string
    category: string | null
    range: string | null
    family: string | null
    line: string | null
    widthMm: number | null
    depthMm: number | null
    heightMm: number | null
    weightKg: number | null
    volumeM3: number | null
    powerKw: number | null
    horsePower: number | null
    gasKcalH: number | null
    steam: boolean
    voltage: string | null
    temperatureMinC: number | null
    temperatureMaxC: number | null
    eprelClass: string | null
  }
  spareParts: { id: string; name: string }[]
}

const num = (value: string | null) => (value === null ? null : Number(value))
const text = (value: unknown) => (typeof value === "string" ? value : "")
const localizedText = (value: unknown, language: DocLanguage) =>
  typeof value === "string"
    ? value
    : value && typeof value === "object"
      ? text((value as Record<string, unknown>)[language] ?? (value as Record<string, unknown>).en)
      : ""

/** The models of these documents (one query per table, whatever their number); a document whose product is gone has none. */
export async function technicalDocumentModels(
  db: Db,
  rows: readonly TechnicalDocumentRow[],
): Promise<Map<number, TechnicalDocumentModel>> {
  const models = new Map<number, TechnicalDocumentModel>()
  if (!rows.length) return models
  const productIds = [...new Set(rows.map((row) => row.productId))]
  const [productRows, partRows, settings] = await Promise.all([
    db.select().from(products).where(inArray(products.id, productIds)),
    rows.some((row) => row.type === "exploded-view")
      ? db
          .select({ productId: productSpareParts.productId, id: spareParts.id, name: spareParts.name })
          .from(productSpareParts)
          .innerJoin(spareParts, eq(spareParts.id, productSpareParts.sparePartId))
          .where(inArray(productSpareParts.productId, productIds))
          .orderBy(asc(spareParts.id))
      : Promise.resolve([]),
    readSettings(db),
  ])
  const menuIds = [
    ...new Set(
      productRows
        .flatMap((row) => [row.categoryId, row.rangeId, row.familyId, row.lineId])
        .filter((id) => id !== null),
    ),
  ]
  const menuRows = menuIds.length
    ? await db
        .select({ id: menuItems.id, name: menuItems.name })
        .from(menuItems)
        .where(inArray(menuItems.id, menuIds))
    : []
  const menuName = new Map(menuRows.map((row) => [row.id, row.name]))
  const productById = new Map(productRows.map((row) => [row.id, row]))
  const contact = settings.company_contact ?? {}

  for (const row of rows) {
    const product = productById.get(row.productId)
    if (!product) continue
    const language: DocLanguage = isDocLanguage(row.language) ? row.language : "en"
    const named = (id: number | null) => (id === null ? null : pick(menuName.get(id), language))
    const brandLabel = BRAND_TIER_LABELS[product.brand]
    models.set(row.id, {
      document: { id: row.id, type: row.type, language, fileName: row.fileName, issuedOn: row.issuedOn },
      company: {
        name: MANUFACTURER,
        street: text(contact.street),
        city: [text(contact.postalCode), localizedText(contact.city, language)].filter(Boolean).join(" "),
        country: localizedText(contact.country, language),
        phone: text(contact.phone),
        email: text(contact.email),
        vat: text(contact.vat),
      },
      product: {
        id: product.id,
        name: pick(product.name, language) ?? product.id,
        description: pick(product.descriptionTechSpec, language) ?? "",
        reference: product.reference,
        brand: brandLabel ? `${MANUFACTURER} ${brandLabel}` : MANUFACTURER,
        category: named(product.categoryId),
        range: named(product.rangeId),
        family: named(product.familyId),
        line: named(product.lineId),
        widthMm: product.widthMm,
        depthMm: product.depthMm,
        heightMm: product.heightMm,
        weightKg: num(product.grossWeightKg),
        volumeM3: num(product.volumeM3),
        powerKw: num(product.powerKw),
        horsePower: num(product.horsePower),
        gasKcalH: product.gasKcalH,
        steam: product.steam === true,
        voltage: product.voltage,
        temperatureMinC: product.temperatureMinC,
        temperatureMaxC: product.temperatureMaxC,
        eprelClass: product.eprelClass,
      },
      spareParts: partRows
        .filter((part) => part.productId === product.id)
        .map((part) => ({ id: part.id, name: pick(part.name, language) ?? part.id })),
    })
  }
  return models
}
