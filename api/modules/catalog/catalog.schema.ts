import { sql } from "drizzle-orm"
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core"

import { DECLINED_REASONS, EPREL_CLASSES, PRODUCT_LABELS } from "#contract/catalog-rules"
import { ITEM_TYPES } from "#contract/items"

import { CURRENCIES, localized } from "../../db/schema/common"

// The catalogue's tables: the menu tree, products, spare parts, their prices, stock, relations,
// technical documents and filters.

// CAT-1: categories > ranges > subranges form the catalogue tree; families > subfamilies
// and lines classify products across it. One table, one id space, told apart by kind.
export const MENU_KINDS = ["category", "range", "subrange", "family", "subfamily", "line"] as const
export type MenuKind = (typeof MENU_KINDS)[number]
// CAT-2: ranges carry a visibility attribute. "all": everyone; "partners": logged-in partners only.
export const VISIBILITIES = ["all", "partners"] as const

export const menuItems = pgTable(
  "menu_items",
  {
    id: integer("id").primaryKey(),
    kind: text("kind", { enum: MENU_KINDS }).notNull(),
    parentId: integer("parent_id"),
    position: integer("position").notNull().default(0),
    name: localized("name").notNull(),
    slug: localized("slug").notNull(),
    visibility: text("visibility", { enum: VISIBILITIES }).notNull().default("all"),
  },
  (t) => [index("menu_items_kind_parent_idx").on(t.kind, t.parentId)],
)

// the energy classes and labels are contract rules (the shop filters and shows them)
export { EPREL_CLASSES, PRODUCT_LABELS } from "#contract/catalog-rules"
export const BRAND_TIERS = [1, 2, 3, 4, 5, 6, 7] as const
export const WAREHOUSES = ["DBE11", "DBE12"] as const
export const EXPRESS_RESTRICTIONS = ["glass", "quartz", "liquid"] as const

export interface ProductMedia {
  url: string
  thumb: string
  alt: Record<string, string>
  /** intrinsic size of the picture (the thumb has the same proportions) */
  width: number
  height: number
}

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    name: localized("name").notNull(),
    slug: localized("slug").notNull(),
    descriptionTechSpec: localized("description_tech_spec").notNull(),
    popupInfo: localized("popup_info"),
    brand: smallint("brand").notNull(),
    media: jsonb("media")
      .$type<ProductMedia[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    pageCatalogNumber: integer("page_catalog_number"),
    pagePromoNumber: integer("page_promo_number"),
    categoryId: integer("product_category_id").notNull(),
    rangeId: integer("product_range_id").notNull(),
    subrangeId: integer("product_subrange_id").notNull(),
    familyId: integer("product_family_id"),
    subfamilyId: integer("product_subfamily_id"),
    lineId: integer("product_line_id"),
    isNew: boolean("is_new").notNull().default(false),
    isGoodDeal: boolean("is_good_deal").notNull().default(false),
    isOld: boolean("is_old").notNull().default(false),
    // CAT-12: express badge = availability above 0 and express-ready
    isUpsReady: boolean("is_ups_ready").notNull().default(false),
    isHighlighted: boolean("is_highlighted").notNull().default(false),
    hitParadeRank: integer("hit_parade_rank"),
    label: text("label", { enum: PRODUCT_LABELS }),
    hasAccessories: boolean("has_accessories").notNull().default(false),
    replacementProductId: text("replacement_product_id"),
    maxOrderQuantity: integer("max_order_quantity"),
    // clearance: a kid article points at its parent; the parent lists its kids
    declinedParentArticleId: text("declined_parent_article_id"),
    hasDeclinedArticles: boolean("has_declined_articles").notNull().default(false),
    declinedKidArticlesId: text("declined_kid_articles_id")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    declinedReason: text("declined_reason", { enum: DECLINED_REASONS }),
    // CAT-13: the value '/' means no restock info
    restockInfo: text("restock_info"),
    termOfDeliveryDays: integer("term_of_delivery_days"),
    eprelClass: text("eprel_class", { enum: EPREL_CLASSES }),
    reference: text("reference"),
    grossWeightKg: numeric("gross_weight_kg", { precision: 8, scale: 2 }),
    widthMm: integer("width_mm"),
    depthMm: integer("depth_mm"),
    heightMm: integer("height_mm"),
    volumeM3: numeric("volume_m3", { precision: 8, scale: 3 }),
    powerKw: numeric("power_kw", { precision: 7, scale: 2 }),
    horsePower: numeric("horse_power", { precision: 6, scale: 2 }),
    gasKcalH: integer("gas_kcal_h"),
    steam: boolean("steam"),
    voltage: text("voltage"),
    temperatureMinC: integer("temperature_min_c"),
    temperatureMaxC: integer("temperature_max_c"),
    additionalTaxName: localized("additional_tax_name"),
    // ORDER-7: glass, quartz or liquids never ship by express delivery
    expressRestriction: text("express_restriction", { enum: EXPRESS_RESTRICTIONS }),
    // what the integration API's updated_since and If-Modified-Since read (decision 023), with the
    // updated_at of the product's prices and stock
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("products_category_idx").on(t.categoryId, t.rangeId, t.subrangeId),
    index("products_family_idx").on(t.familyId, t.subfamilyId),
    index("products_line_idx").on(t.lineId),
    index("products_declined_parent_idx").on(t.declinedParentArticleId),
    // the default list order (catalogue page, then id)
    index("products_list_order_idx").on(t.pageCatalogNumber, t.id),
  ],
)

export const spareParts = pgTable("spare_parts", {
  id: text("id").primaryKey(),
  name: localized("name").notNull(),
  description: localized("description").notNull(),
  isUpsReady: boolean("is_ups_ready").notNull().default(false),
  restockInfo: text("restock_info"),
  grossWeightKg: numeric("gross_weight_kg", { precision: 8, scale: 2 }),
  expressRestriction: text("express_restriction", { enum: EXPRESS_RESTRICTIONS }),
})

export const productSpareParts = pgTable(
  "product_spare_parts",
  {
    productId: text("product_id").notNull(),
    sparePartId: text("spare_part_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sparePartId] }), index("psp_spare_idx").on(t.sparePartId)],
)

// Money is integer cents plus a currency code, never floats (architecture, Data).
// display is the partner's own price: catalog less the partner's discount, computed per request.
export const prices = pgTable(
  "prices",
  {
    itemType: text("item_type", { enum: ITEM_TYPES }).notNull(),
    itemId: text("item_id").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    catalogCents: integer("catalog_cents").notNull(),
    promoCents: integer("promo_cents"),
    liquidationCents: integer("liquidation_cents"),
    // PRICE-5: the product tax is labelled "maritime extra cost"
    productTaxCents: integer("product_tax_cents").notNull().default(0),
    additionalTaxCents: integer("additional_tax_cents").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [primaryKey({ columns: [t.itemType, t.itemId, t.currency] })],
)

export const stock = pgTable(
  "stock",
  {
    itemType: text("item_type", { enum: ITEM_TYPES }).notNull(),
    itemId: text("item_id").notNull(),
    warehouse: text("warehouse", { enum: WAREHOUSES }).notNull(),
    quantity: integer("quantity").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [primaryKey({ columns: [t.itemType, t.itemId, t.warehouse] })],
)

export const RELATION_KINDS = ["accessory", "option", "similar"] as const
export const productRelations = pgTable(
  "product_relations",
  {
    productId: text("product_id").notNull(),
    relatedId: text("related_id").notNull(),
    kind: text("kind", { enum: RELATION_KINDS }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.kind, t.relatedId] })],
)

// CAT-18: technical document types
export const TECH_DOC_TYPES = [
  "ec-declaration",
  "energy-label",
  "exploded-view",
  "technical-data-sheet",
  "installation-manual",
  "user-manual",
  "control-unit-parameters",
  "electric-diagrams",
  "technical-bulletin",
] as const

// A document is generated from the product's data (technical-document-pdf.ts), not stored as a file:
// fileName is the name it downloads under, issuedOn its date (printed, and the PDF's creation date, so
// the same document always gives the same bytes).
export const technicalDocuments = pgTable(
  "technical_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: text("product_id").notNull(),
    type: text("type", { enum: TECH_DOC_TYPES }).notNull(),
    language: text("language").notNull(),
    fileName: text("file_name").notNull(),
    issuedOn: date("issued_on", { mode: "string" })
      .notNull()
      .default(sql`current_date`),
  },
  (t) => [index("technical_documents_product_idx").on(t.productId)],
)

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
})

// The generated PDF of a technical document, kept once made (technical-document-files.ts): every server
// process on the database serves the same bytes and lists their size, with nothing in DATA_DIR. renderer
// names the generator's version; a row of an older version is made again.
export const technicalDocumentFiles = pgTable("technical_document_files", {
  documentId: integer("document_id").primaryKey(),
  renderer: text("renderer").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  content: bytea("content").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
})

export const productFilters = pgTable("product_filters", {
  id: integer("id").primaryKey(),
  key: text("key").notNull(),
  name: localized("name").notNull(),
})
