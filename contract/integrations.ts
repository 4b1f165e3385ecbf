import { z } from "zod"

import { ProductAttributesSchema } from "./catalog"
import { endpoint } from "./endpoint"
import { requiredText } from "./fields"
import { InvoiceResourceSchema } from "./invoices"
import { OrderLineResourceSchema, OrderResourceSchema } from "./orders"
import { PaginationSchema } from "./pagination"

// The partners' integration API (API-4: roles 6 product_export_api and 7 order_export_api,
// docs/decisions/023-integration-api-keys.md): API keys a partner manages in
// the account area, and the paged reads an integration makes with one (X-Api-Key).

/** The header an integration sends its key in. */
export const API_KEY_HEADER = "X-Api-Key"
/** Every key starts with this, so that a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "bcp_"
export const API_KEY_NAME_MAX = 60
/** A partner holds at most this many keys that are not revoked. */
export const API_KEYS_MAX_ACTIVE = 10

export const INTEGRATION_PAGE_SIZE = 100
export const INTEGRATION_PAGE_SIZE_MAX = 500

// ── Keys ──────────────────────────────────────────────────────────────────────────────────────────────

export const ApiKeyAttributesSchema = z.object({
  name: z.string(),
  prefix: z.string().describe("the key's first characters (bcp_ and 8 more), to tell keys apart"),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
})

export const ApiKeyResourceSchema = z.object({
  type: z.literal("api-keys"),
  id: z.string(),
  attributes: ApiKeyAttributesSchema,
})
export type ApiKeyResource = z.infer<typeof ApiKeyResourceSchema>

export const ApiKeyListDocumentSchema = z.object({ data: z.array(ApiKeyResourceSchema) })

export const CreatedApiKeyDocumentSchema = z.object({
  data: ApiKeyResourceSchema.extend({
    attributes: ApiKeyAttributesSchema.extend({
      key: z.string().describe("the whole key: answered this once, never again (only its hash is kept)"),
    }),
  }),
})

export const ApiKeyBodySchema = z.object({
  name: requiredText(API_KEY_NAME_MAX).describe("a label: where the key is used"),
})

const KEYS_ROLE_NOTE = "Partners with role 6 (product_export_api) or 7 (order_export_api) only; others 403."

export const listApiKeys = endpoint({
  method: "get",
  path: "/api-keys",
  operationId: "listApiKeys",
  auth: "partner",
  summary: "The partner's API keys, newest first (revoked ones too)",
  description: `${KEYS_ROLE_NOTE} The key itself is never answered here, only its prefix.`,
  tags: ["Integrations"],
  responses: {
    200: { description: "The keys", schema: ApiKeyListDocumentSchema },
    403: { description: "Neither role 6 nor 7 (forbidden)" },
  },
})

export const createApiKey = endpoint({
  method: "post",
  path: "/api-keys",
  operationId: "createApiKey",
  auth: "partner",
  summary: "Make an API key for an integration",
  description:
    `${KEYS_ROLE_NOTE} The answer carries the whole key in attributes.key, this once: only its SHA-256 ` +
    `hash is stored. Keys start with ${API_KEY_PREFIX}. At most ${API_KEYS_MAX_ACTIVE} keys that are not ` +
    "revoked (422 on name beyond that).",
  tags: ["Integrations"],
  body: ApiKeyBodySchema,
  responses: {
    201: { description: "The new key, shown once", schema: CreatedApiKeyDocumentSchema },
    403: { description: "Neither role 6 nor 7 (forbidden)" },
  },
})

export const revokeApiKey = endpoint({
  method: "delete",
  path: "/api-keys/{id}",
  operationId: "revokeApiKey",
  auth: "partner",
  summary: "Revoke an API key",
  description:
    `${KEYS_ROLE_NOTE} From then on the key answers 401. The key stays in the list, with revoked_at; ` +
    "revoking a revoked key changes nothing. Another partner's key is a 404.",
  tags: ["Integrations"],
  params: z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) }),
  paramPatterns: { id: "[0-9]+" },
  responses: {
    204: { description: "Revoked" },
    403: { description: "Neither role 6 nor 7 (forbidden)" },
    404: { description: "No such key of this partner" },
  },
})

// ── Reads ─────────────────────────────────────────────────────────────────────────────────────────────

const IntegrationQuerySchema = z.object({
  "page[number]": z.coerce.number().int().min(1).max(100_000).optional().describe("default 1"),
  "page[size]": z.coerce
    .number()
    .int()
    .min(1)
    .max(INTEGRATION_PAGE_SIZE_MAX)
    .optional()
    .describe(`1 to ${INTEGRATION_PAGE_SIZE_MAX}, default ${INTEGRATION_PAGE_SIZE}`),
  "filter[updated_since]": z
    .string()
    // a date the database can compare: JavaScript reads years up to 275760, PostgreSQL stops at 294276
    // but a year past 9999 is no sync date anyone means
    .refine((value) => {
      const time = Date.parse(value)
      return !Number.isNaN(time) && new Date(time).getUTCFullYear() >= 1970 && time < Date.UTC(10_000, 0)
    }, "validation.invalid")
    .optional()
    .describe("ISO 8601 date and time: only what changed at or after it"),
})

const IntegrationHeadersSchema = z.object({
  "If-Modified-Since": z
    .string()
    .optional()
    .describe("an HTTP date (a Last-Modified answered before): 304 when nothing changed since"),
})

export const IntegrationLinksSchema = z.object({
  self: z.string(),
  first: z.string(),
  last: z.string(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
})

const IntegrationMetaSchema = z.object({
  pagination: PaginationSchema,
  last_modified: z.string().nullable().describe("the newest change of the whole list (ISO 8601)"),
})

export const IntegrationProductResourceSchema = z.object({
  type: z.literal("products"),
  id: z.string(),
  attributes: ProductAttributesSchema.extend({
    updated_at: z.string().describe("the newest change of the product, its price or its stock"),
  }),
})

export const IntegrationProductListDocumentSchema = z.object({
  data: z.array(IntegrationProductResourceSchema),
  meta: IntegrationMetaSchema,
  links: IntegrationLinksSchema,
})

export const IntegrationOrderResourceSchema = OrderResourceSchema.extend({
  attributes: OrderResourceSchema.shape.attributes.extend({ updated_at: z.string() }),
})

export const IntegrationOrderListDocumentSchema = z.object({
  data: z.array(IntegrationOrderResourceSchema),
  included: z.array(z.discriminatedUnion("type", [OrderLineResourceSchema, InvoiceResourceSchema])),
  meta: IntegrationMetaSchema,
  links: IntegrationLinksSchema,
})

const READS_NOTE =
  "Call it with an API key (`X-Api-Key`, made in the account area or with POST /api-keys) or a bearer " +
  "token of the same partner. A key is rate limited (429 with Retry-After); a revoked or unknown key is a " +
  "401. Pages follow links.next; `filter[updated_since]` keeps what changed since a date, `If-Modified-Since` " +
  "answers 304 when nothing in the list changed since (every answer carries Last-Modified)."

/** The answers both synced lists share (their 403 names the role each needs). */
const SYNC_ANSWERS = {
  304: { description: "Nothing changed since If-Modified-Since" },
  401: { description: "No key or token, or a key that is revoked or unknown" },
  429: { description: "The key's rate limit is used up: Retry-After says when to try again" },
}

export const listIntegrationProducts = endpoint({
  method: "get",
  path: "/integration/products",
  operationId: "listIntegrationProducts",
  auth: "integration",
  summary: "The catalogue with the partner's prices and stock, for an integration",
  description:
    `Role 6 (product_export_api); others 403. ${READS_NOTE} Products by id; texts in the language of ` +
    "Accept-Language; price in the partner's currency with their discount (null when the product has no " +
    "price in it); availability per warehouse (DBE11 local, DBE12 external).",
  tags: ["Integrations"],
  query: IntegrationQuerySchema,
  headers: IntegrationHeadersSchema,
  responses: {
    200: { description: "A page of products", schema: IntegrationProductListDocumentSchema },
    ...SYNC_ANSWERS,
    403: { description: "No product_export_api role (forbidden)" },
  },
})

export const listIntegrationOrders = endpoint({
  method: "get",
  path: "/integration/orders",
  operationId: "listIntegrationOrders",
  auth: "integration",
  summary: "The partner's orders with their lines and invoices, for an integration",
  description:
    `Role 7 (order_export_api); others 403. ${READS_NOTE} Only the partner's own orders, the most ` +
    "recently changed last (a sync reads on from its last page); each as in GET /orders/{id}, with " +
    "updated_at; lines and invoices in `included`.",
  tags: ["Integrations"],
  query: IntegrationQuerySchema,
  headers: IntegrationHeadersSchema,
  responses: {
    200: { description: "A page of orders", schema: IntegrationOrderListDocumentSchema },
    ...SYNC_ANSWERS,
    403: { description: "No order_export_api role (forbidden)" },
  },
})
