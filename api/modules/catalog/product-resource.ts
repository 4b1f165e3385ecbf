import { and, eq, inArray, isNotNull } from "drizzle-orm"

import type { Database } from "../../db/client"
import { type Locale, prices } from "../../db/schema"
import { pick } from "../../lib/localized"
import { seesPrices, type Viewer } from "../../lib/viewer"
import type { ListedProduct, ProductRow } from "./listed-products"
import { type Availability, availabilityOf, type PriceObject, priceObject } from "./partner-prices"

export const BRAND_TIER_LABELS: Record<number, string | null> = {
  1: null,
  2: null,
  3: "01",
  4: "02 SILVER",
  5: "03 GOLD",
  6: "04 PLATINUM",
  7: "05",
}

/** CAT-11: only tiers 4, 5 and 6 show a badge (silver, gold, platinum). */
export const brandBadge = (brand: number) => ({ 4: "silver", 5: "gold", 6: "platinum" })[brand] ?? null

/** The product as a JSON:API resource; price and availability only for partners (PRICE-1). */
export function productResource(
  row: ProductRow,
  locale: Locale,
  extra: { price?: PriceObject | null; availability?: Availability | null; isPromo?: boolean } = {},
) {
  const size =
    row.widthMm && row.depthMm && row.heightMm ? `${row.widthMm} × ${row.depthMm} × ${row.heightMm}` : null
  return {
    type: "products",
    id: row.id,
    attributes: {
      name: pick(row.name, locale),
      slug: pick(row.slug, locale),
      description_tech_spec: pick(row.descriptionTechSpec, locale),
      popup_info: pick(row.popupInfo, locale),
      brand: row.brand,
      brand_label: BRAND_TIER_LABELS[row.brand] ?? null,
      brand_badge: brandBadge(row.brand),
      label: row.label,
      media: row.media.map((media) => ({
        url: media.url,
        thumb: media.thumb,
        alt: media.alt[locale] || media.alt.en || "",
        width: media.width,
        height: media.height,
      })),
      price: extra.price ?? null,
      availability: extra.availability ?? null,
      page_catalog_number: row.pageCatalogNumber,
      page_promo_number: row.pagePromoNumber,
      product_category_id: row.categoryId,
      product_range_id: row.rangeId,
      product_subrange_id: row.subrangeId,
      product_family_id: row.familyId,
      product_subfamily_id: row.subfamilyId,
      product_line_id: row.lineId,
      is_new: row.isNew,
      is_good_deal: row.isGoodDeal,
      is_old: row.isOld,
      is_ups_ready: row.isUpsReady,
      is_highlighted: row.isHighlighted,
      is_promo: extra.isPromo ?? false,
      hit_parade_rank: row.hitParadeRank,
      has_accessories: row.hasAccessories,
      replacement_product_id: row.replacementProductId,
      max_order_quantity: row.maxOrderQuantity,
      declined_parent_article_id: row.declinedParentArticleId,
      declined_reason: row.declinedReason,
      has_declined_articles: row.hasDeclinedArticles,
      declined_kid_articles_id: row.declinedKidArticlesId,
      restock_info: row.restockInfo,
      term_of_delivery_days: row.termOfDeliveryDays,
      eprel_class: row.eprelClass,
      reference: row.reference,
      gross_weight_kg: row.grossWeightKg == null ? null : Number(row.grossWeightKg),
      size_mm: size,
      volume_m3: row.volumeM3 == null ? null : Number(row.volumeM3),
      power_kw: row.powerKw == null ? null : Number(row.powerKw),
      horse_power: row.horsePower == null ? null : Number(row.horsePower),
      gas_kcal_h: row.gasKcalH,
      steam: row.steam,
      voltage: row.voltage,
      temperature_c:
        row.temperatureMinC != null && row.temperatureMaxC != null
          ? { min: row.temperatureMinC, max: row.temperatureMaxC }
          : null,
      additional_tax_name: pick(row.additionalTaxName, locale),
    },
  }
}

/** Which of these products have a promotion (the promo badge is shown to everyone, its price is not). */
export async function promoIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set()
  const rows = await db
    .selectDistinct({ id: prices.itemId })
    .from(prices)
    .where(and(eq(prices.itemType, "products"), inArray(prices.itemId, ids), isNotNull(prices.promoCents)))
  return new Set(rows.map((row) => row.id))
}

/**
 * Products as JSON:API resources, from what their one statement read (listColumns): priced, stocked and
 * flagged without a further statement.
 */
export function resources(rows: ListedProduct[], locale: Locale, viewer: Viewer | null) {
  const sees = seesPrices(viewer)
  return rows.map(({ listed: known, ...row }) =>
    productResource(row, locale, {
      price: sees && known.price ? priceObject(known.price, viewer) : null,
      availability: sees ? availabilityOf(known.stock ?? []) : null,
      isPromo: known.isPromo,
    }),
  )
}
