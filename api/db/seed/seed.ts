import { sql } from "drizzle-orm"

import type { FileStorage } from "../../lib/storage"
import type { Database } from "../client"
import * as t from "../schema"
import { seedContent } from "./content"
import { seedPartners } from "./demo-accounts"
import { seedDemoOrders } from "./demo-orders"
import { seedMenu } from "./menu"
import { MEDIA_DIR, writeProductPictures } from "./product-pictures"
import { seedProducts } from "./products"
import { createRandom } from "./random"
import { SEED_DATE } from "./seed-rows"
import { seedSpareParts } from "./spare-parts"
import { seedTechnicalDocuments } from "./technical-documents"

export { DEMO_PASSWORD, DEMO_STAFF, DEMO_STAFF_TOTP_SECRET } from "./demo-accounts"

export interface SeedOptions {
  /** 1: ≥ 1,500 products and ≥ 8,000 spare parts; 10: ten times as many, for benchmarks */
  scale: number
  /** where generated files (product pictures) are stored */
  storage: FileStorage
  /**
   * Told as each step starts (a whole seed takes tens of seconds on a small machine, and a first start
   * that says nothing meanwhile looks stuck): the step's words, and its number of SEED_STEPS.
   */
  onStep?: (step: SeedStep, number: number) => void
}

/** The seed's steps, in order, as a person reading the start-up's lines would name them. */
export const SEED_STEPS = [
  "the menu and product pictures",
  "products",
  "spare parts",
  "technical documents",
  "news, pages and downloads",
  "demo accounts",
  "demo orders",
  "planner statistics",
] as const
export type SeedStep = (typeof SEED_STEPS)[number]

/** Every table the seed empties first, so that `npm run db:seed` can run again on the same database. */
export const TABLES_EMPTIED_BY_SEED = [
  "menu_items",
  "products",
  "spare_parts",
  "product_spare_parts",
  "prices",
  "stock",
  "product_relations",
  "technical_documents",
  "technical_document_files",
  "product_filters",
  "news",
  "announcements",
  "announcement_reads",
  "download_categories",
  "download_files",
  "download_file_contents",
  "faqs",
  "services",
  "company_infos",
  "meta_tags",
  "settings",
  "policy_sections",
  "roles",
  "companies",
  "clients",
  "client_roles",
  "staff",
  "staff_sessions",
  "staff_recovery_codes",
  "staff_audit_log",
  "orders",
  "order_lines",
  "invoices",
  // what belongs to a partner: client ids start again at 1, so nothing of an earlier partner may stay
  // behind to be read as a new one's (a login, a basket, an export file, an API key)
  "auth_sessions",
  "refresh_tokens",
  "password_tokens",
  "signup_requests",
  "basket_lines",
  "wishlist_lines",
  "drafts",
  "draft_lines",
  "offers",
  "offer_lines",
  "offer_counters",
  "export_settings",
  "export_files",
  "api_keys",
  "stock_alerts",
]

async function truncateSeededTables(db: Database) {
  const tables = TABLES_EMPTIED_BY_SEED
  await db.execute(sql.raw(`truncate table ${tables.map((name) => `"${name}"`).join(", ")} restart identity`))
}

export async function seed(db: Database, options: SeedOptions) {
  const random = createRandom(20261120)
  const scale = Math.max(1, Math.floor(options.scale))
  const step = (name: SeedStep) => options.onStep?.(name, SEED_STEPS.indexOf(name) + 1)
  step("the menu and product pictures")
  await truncateSeededTables(db)
  // only the seed's own files, and the files of the rows just emptied (export files, staff's uploads):
  // other keys (a later feature's) are not the seed's to remove
  await options.storage.deletePrefix(`${MEDIA_DIR}/`)
  for (const prefix of [t.EXPORTS_PREFIX, t.NEWS_PICTURES_PREFIX, t.DOWNLOAD_FILES_PREFIX])
    await options.storage.deletePrefix(`${prefix}/`)

  const menu = await seedMenu(db)
  const pictures = await writeProductPictures(
    menu.types.map((entry) => entry.type),
    options.storage,
  )
  step("products")
  const catalog = await seedProducts(db, random, menu, scale, pictures)
  step("spare parts")
  const spareCount = await seedSpareParts(db, random, catalog, scale)
  step("technical documents")
  const documents = await seedTechnicalDocuments(db, random, catalog)
  step("news, pages and downloads")
  await seedContent(db)
  step("demo accounts")
  await seedPartners(db)
  step("demo orders")
  await seedDemoOrders(db, SEED_DATE)
  // fresh planner statistics and visibility map after a bulk load: without them every list query scans
  step("planner statistics")
  await db.execute(sql`vacuum analyze`)
  return { products: catalog.products.length, spareParts: spareCount, technicalDocuments: documents }
}
