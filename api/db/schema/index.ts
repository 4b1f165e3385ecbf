// The one barrel of every table: each module owns its tables in api/modules/<domain>/<domain>.schema.ts,
// and this file gathers them for Drizzle (api/db/client.ts) and drizzle-kit (drizzle.config.ts), so
// migrations still see the whole database.
export * from "../../modules/accounts/accounts.schema"
export * from "../../modules/announcements/announcements.schema"
export * from "../../modules/basket/basket.schema"
export * from "../../modules/basket/wishlist.schema"
export * from "../../modules/captcha/captcha.schema"
export * from "../../modules/catalog/catalog.schema"
export * from "../../modules/content/content.schema"
export * from "../../modules/drafts/drafts.schema"
export * from "../../modules/exports/exports.schema"
export * from "../../modules/files/files.schema"
export * from "../../modules/integrations/integrations.schema"
export * from "../../modules/limits/limits.schema"
export * from "../../modules/offers/offers.schema"
export * from "../../modules/orders/orders.schema"
export * from "../../modules/stock-alerts/stock-alerts.schema"
export * from "./common"
