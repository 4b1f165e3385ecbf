import { eq } from "drizzle-orm"

import type { ProductDetailInclude } from "#contract/catalog-rules"

import type { Database } from "../../db/client"
import { type Locale, productSpareParts, spareParts } from "../../db/schema"
import { document, resource, type ResourceObject } from "../../lib/jsonapi"
import { pick } from "../../lib/localized"
import type { Viewer } from "../../lib/viewer"
import { findProduct, type ListedProduct, listedProducts, relatedProducts } from "./listed-products"
import { partnerData } from "./partner-prices"
import { resources } from "./product-resource"
import { technicalDocumentsWithSizes } from "./technical-document-files"

type Relationships = Record<string, { data: { type: string; id: string }[] }>

/**
 * GET products/{id}: the product with the related things asked for (include[], CAT-16), each listed
 * in its relationships and given in full in included. Null when there is no such product.
 */
export async function productDocument(
  db: Database,
  id: string,
  options: {
    includes: Set<ProductDetailInclude>
    accessoriesLimit?: number
    locale: Locale
    viewer: Viewer | null
  },
) {
  const { includes, locale, viewer } = options
  const row = await findProduct(db, id, locale, viewer)
  if (!row) return null
  const [data] = resources([row], locale, viewer)
  // The includes are read side by side (on PostgreSQL each statement takes a connection of the pool while
  // PGlite runs them in turn), then related in the order they are named here, so `included` keeps its order.
  const reads: Promise<[string, ResourceObject<unknown>[]]>[] = []
  const read = (name: string, items: Promise<ResourceObject<unknown>[]>) =>
    reads.push(items.then((found) => [name, found]))
  // related products are read as list pages read theirs (decision 057): priced in the same statement
  const priced = (rows: ListedProduct[]) => resources(rows, locale, viewer)
  const related = { locale, viewer }

  if (includes.has("accessories"))
    read(
      "accessories",
      relatedProducts(db, row.id, "accessory", { ...related, limit: options.accessoriesLimit }).then(priced),
    )
  if (includes.has("options")) read("options", relatedProducts(db, row.id, "option", related).then(priced))
  if (includes.has("similar")) read("similar", relatedProducts(db, row.id, "similar", related).then(priced))
  if (includes.has("replacement")) {
    // no replacement, no statement: listedProducts answers an empty list at once
    const ids = row.replacementProductId ? [row.replacementProductId] : []
    read("replacement", listedProducts(db, ids, locale, viewer).then(priced))
  }
  if (includes.has("spare-parts")) read("spare-parts", sparePartsOf(db, row.id, locale, viewer))
  if (includes.has("technical-documents")) read("technical-documents", technicalDocumentsOf(db, row.id))

  const included: ResourceObject<unknown>[] = []
  const relationships: Relationships = {}
  for (const [name, items] of await Promise.all(reads)) {
    included.push(...items)
    relationships[name] = { data: items.map((item) => ({ type: item.type, id: item.id })) }
  }
  if (includes.has("metatag")) {
    included.push(
      resource("meta-tags", `product-${row.id}`, {
        title: `${pick(row.name, locale)} | Belcater Pro`,
        description: (pick(row.descriptionTechSpec, locale) ?? "").slice(0, 160),
      }),
    )
  }
  return document({ ...data, relationships }, { included })
}

/** A product's spare parts, priced and stocked for partners who see prices. */
async function sparePartsOf(db: Database, productId: string, locale: Locale, viewer: Viewer | null) {
  const parts = await db
    .select({ part: spareParts })
    .from(productSpareParts)
    .innerJoin(spareParts, eq(spareParts.id, productSpareParts.sparePartId))
    .where(eq(productSpareParts.productId, productId))
    .orderBy(spareParts.id)
  const { priceById, stockById } = await partnerData(
    db,
    parts.map(({ part }) => part.id),
    viewer,
    "spare-parts",
  )
  return parts.map(({ part }) =>
    resource("spare-parts", part.id, {
      name: pick(part.name, locale),
      description: pick(part.description, locale),
      is_ups_ready: part.isUpsReady,
      restock_info: part.restockInfo,
      price: priceById.get(part.id) ?? null,
      availability: stockById.get(part.id) ?? null,
    }),
  )
}

/** A product's technical documents, each with the size of the PDF served. */
async function technicalDocumentsOf(db: Database, productId: string) {
  // documents not generated yet are made now (technical-document-files.ts)
  return (await technicalDocumentsWithSizes(db, productId)).map(({ document, size }) =>
    resource("technical-documents", document.id, {
      type: document.type,
      name: document.fileName,
      size,
      language: document.language,
      url: `/api/technical-documents/${document.id}/file`,
    }),
  )
}
