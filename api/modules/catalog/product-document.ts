import { eq } from "drizzle-orm"

import type { ProductDetailInclude } from "#contract/catalog-rules"

import type { Database } from "../../db/client"
import { type Locale, productSpareParts, spareParts, technicalDocuments } from "../../db/schema"
import { document, resource, type ResourceObject } from "../../lib/jsonapi"
import { pick } from "../../lib/localized"
import type { Viewer } from "../../lib/viewer"
import { partnerData } from "./partner-prices"
import { findProduct, type ListedProduct, relatedProducts, resources } from "./products.service"
import { technicalDocumentSizes } from "./technical-document-files"

type Relationships = Record<string, { data: { type: string; id: string }[] }>

/**
 * GET products/{id}: the product with the related things asked for (spec §7 include[]), each listed
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
  const [data] = await resources(db, [row], locale, viewer)
  const included: ResourceObject<unknown>[] = []
  const relationships: Relationships = {}
  const relate = (name: string, items: ResourceObject<unknown>[]) => {
    included.push(...items)
    relationships[name] = { data: items.map((item) => ({ type: item.type, id: item.id })) }
  }
  // related products are read as list pages read theirs (decision 057): priced in the same statement
  const relateProducts = async (name: string, rows: ListedProduct[]) =>
    relate(name, await resources(db, rows, locale, viewer))
  const related = { locale, viewer }

  if (includes.has("accessories"))
    await relateProducts(
      "accessories",
      await relatedProducts(db, row.id, "accessory", { ...related, limit: options.accessoriesLimit }),
    )
  if (includes.has("options"))
    await relateProducts("options", await relatedProducts(db, row.id, "option", related))
  if (includes.has("similar"))
    await relateProducts("similar", await relatedProducts(db, row.id, "similar", related))
  if (includes.has("replacement")) {
    const replacement = row.replacementProductId
      ? await findProduct(db, row.replacementProductId, locale, viewer)
      : null
    await relateProducts("replacement", replacement ? [replacement] : [])
  }
  if (includes.has("spare-parts")) {
    const parts = await db
      .select({ part: spareParts })
      .from(productSpareParts)
      .innerJoin(spareParts, eq(spareParts.id, productSpareParts.sparePartId))
      .where(eq(productSpareParts.productId, row.id))
      .orderBy(spareParts.id)
    const { priceById, stockById } = await partnerData(
      db,
      parts.map(({ part }) => part.id),
      viewer,
      "spare-parts",
    )
    relate(
      "spare-parts",
      parts.map(({ part }) =>
        resource("spare-parts", part.id, {
          name: pick(part.name, locale),
          description: pick(part.description, locale),
          is_ups_ready: part.isUpsReady,
          restock_info: part.restockInfo,
          price: priceById.get(part.id) ?? null,
          availability: stockById.get(part.id) ?? null,
        }),
      ),
    )
  }
  if (includes.has("technical-documents")) {
    const documents = await db
      .select()
      .from(technicalDocuments)
      .where(eq(technicalDocuments.productId, row.id))
      .orderBy(technicalDocuments.type, technicalDocuments.language)
    // the size of the PDF served: documents not generated yet are made now (technical-document-files.ts)
    const sizes = await technicalDocumentSizes(db, documents)
    relate(
      "technical-documents",
      documents.map((doc) =>
        resource("technical-documents", doc.id, {
          type: doc.type,
          name: doc.fileName,
          size: sizes.get(doc.id) ?? 0,
          language: doc.language,
          url: `/api/technical-documents/${doc.id}/file`,
        }),
      ),
    )
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
