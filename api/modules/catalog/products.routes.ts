import { eq, inArray, isNotNull, sql } from "drizzle-orm"
import { Hono, type Context } from "hono"
import { z } from "zod"
import { productFilters, products, productSpareParts, spareParts, technicalDocuments } from "../../db/schema"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError, notFound } from "../../lib/errors"
import { document, pagination, resource, type ResourceObject } from "../../lib/jsonapi"
import { pick } from "../../lib/localized"
import { seesPrices } from "../../lib/viewer"
import { menuTree } from "./menu.service"
import { parseProductQuery, ProductQueryDocumentation, type ProductQuery } from "./product-query"
import {
  availableFilters,
  clearanceSummary,
  declinedKidsOf,
  findProduct,
  listProducts,
  maxPrice,
  partnerData,
  relatedProducts,
  resources,
} from "./products.service"
import { searchProducts, searchSpareParts } from "./search.service"
import { readStoredFile } from "../../lib/files"

export const productRoutes = new Hono<ApiEnv>()

const rawQuery = (c: Context<ApiEnv>) => {
  const out: Record<string, string | string[]> = {}
  for (const [key, values] of Object.entries(c.req.queries()))
    out[key] = key.endsWith("[]") ? values : values[0]
  return out
}

const ProductResourceSchema = z
  .object({ type: z.literal("products"), id: z.string(), attributes: z.record(z.string(), z.unknown()) })
  .describe("A product; attributes.price and attributes.availability are null for visitors")
const PaginationSchema = z.object({
  total: z.number(),
  count: z.number(),
  per_page: z.number(),
  current_page: z.number(),
  total_pages: z.number(),
})

async function productList(c: Context<ApiEnv>, query: ProductQuery) {
  const db = c.get("db")
  const locale = c.get("locale")
  const viewer = c.get("viewer")
  const page = await listProducts(db, query, viewer)
  const data = await resources(db, page.rows, locale, viewer)
  const included = query.include.includes("includedProducts")
    ? await resources(
        db,
        await declinedKidsOf(
          db,
          page.rows.filter((row) => row.hasDeclinedArticles).map((row) => row.id),
        ),
        locale,
        viewer,
      )
    : undefined
  if (!page.page) return c.json(document(data, included ? { included } : {}))
  return c.json(
    document(data, {
      ...(included ? { included } : {}),
      meta: { pagination: pagination(page.total, data.length, page.page.size, page.page.number) },
    }),
  )
}

defineRoute(
  productRoutes,
  {
    method: "get",
    path: "/products",
    summary: "Products, filtered, sorted and paginated",
    description:
      "Every filter of the spec. Unknown filters and malformed values answer 422 naming the parameter. Price filters and " +
      "the price and availability sorts apply to partners only (a visitor's list is never shaped by prices). A list " +
      "filtered by declined_kid_articles_id is not paginated.",
    tags: ["Catalogue"],
    query: ProductQueryDocumentation,
    responses: {
      200: {
        description: "A page of products",
        schema: z.object({
          data: z.array(ProductResourceSchema),
          included: z.array(ProductResourceSchema).optional(),
          meta: z.object({ pagination: PaginationSchema }).optional(),
        }),
      },
    },
  },
  (c) => productList(c, parseProductQuery(rawQuery(c))),
)

defineRoute(
  productRoutes,
  {
    method: "get",
    path: "/products/filters",
    summary: "The families, subfamilies, lines and EPREL classes left in a filtered list, with counts",
    tags: ["Catalogue"],
    query: ProductQueryDocumentation,
    responses: { 200: { description: "Filter choices" } },
  },
  async (c) => {
    const filters = await availableFilters(c.get("db"), parseProductQuery(rawQuery(c)), c.get("viewer"))
    return c.json(document(resource("product-list-filters", "current", filters)))
  },
)

defineRoute(
  productRoutes,
  {
    method: "get",
    path: "/products/max-price",
    summary: "The highest price in a filtered list, for the price slider (null for visitors)",
    tags: ["Catalogue"],
    query: ProductQueryDocumentation,
    responses: { 200: { description: "Highest price in cents of the partner's currency" } },
  },
  async (c) => {
    const viewer = c.get("viewer")
    const max = await maxPrice(c.get("db"), parseProductQuery(rawQuery(c)), viewer)
    return c.json(
      document(resource("max-price", "current", { max_price: max, currency: viewer?.currency ?? null })),
    )
  },
)

defineRoute(
  productRoutes,
  {
    method: "get",
    path: "/products/clearance-summary",
    summary:
      "The clearance button: how many clearance articles have stock, and (partners) the lowest positive price among them",
    description:
      "spec §4: the lowest positive price among clearance articles with stock in DBE11 or DBE12. Visitors get no price.",
    tags: ["Catalogue"],
    responses: { 200: { description: "The summary" } },
  },
  async (c) => {
    const db = c.get("db")
    const viewer = c.get("viewer")
    const summary = await clearanceSummary(db, viewer)
    return c.json(
      document(
        resource("clearance-summary", "current", {
          articles_in_stock: summary.count,
          lowest_price: summary.lowest,
          currency: viewer?.currency ?? null,
        }),
      ),
    )
  },
)

defineRoute(
  productRoutes,
  {
    method: "get",
    path: "/products/sitemap",
    summary: "Every product's id and menu place, for the sitemap",
    tags: ["Catalogue"],
    responses: { 200: { description: "data: [{id, category, range, subrange}]" } },
  },
  async (c) => {
    const rows = await c
      .get("db")
      .select({
        id: products.id,
        category: products.categoryId,
        range: products.rangeId,
        subrange: products.subrangeId,
      })
      .from(products)
      .orderBy(products.id)
    return c.json({ data: rows })
  },
)

const ProductIdParam = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,39}$/, "Must be a product id."),
})
const INCLUDES = [
  "similar",
  "metatag",
  "accessories",
  "replacement",
  "options",
  "spare-parts",
  "technical-documents",
] as const

defineRoute(
  productRoutes,
  {
    method: "get",
    path: "/products/{id}",
    summary: "One product with its related products",
    tags: ["Catalogue"],
    params: ProductIdParam,
    query: z.object({
      "include[]": z
        .union([z.enum(INCLUDES), z.array(z.enum(INCLUDES))])
        .optional()
        .describe("similar, metatag, accessories, replacement, options, spare-parts, technical-documents"),
      accessoriesLimit: z.coerce
        .number()
        .int()
        .min(1)
        .max(50)
        .optional()
        .describe("at most this many accessories"),
    }),
    responses: { 200: { description: "The product" }, 404: { description: "No such product" } },
  },
  async (c, { params, query }) => {
    const db = c.get("db")
    const locale = c.get("locale")
    const viewer = c.get("viewer")
    const row = await findProduct(db, params.id)
    if (!row) throw notFound()
    const includes = new Set([query["include[]"] ?? []].flat())
    const [data] = await resources(db, [row], locale, viewer)
    const included: ResourceObject<unknown>[] = []
    const relationships: Record<
      string,
      { data: { type: string; id: string }[] | { type: string; id: string } | null }
    > = {}
    const relate = async (name: string, rows: (typeof products.$inferSelect)[]) => {
      const related = await resources(db, rows, locale, viewer)
      included.push(...related)
      relationships[name] = { data: related.map((item) => ({ type: "products", id: item.id })) }
    }
    if (includes.has("accessories"))
      await relate("accessories", await relatedProducts(db, row.id, "accessory", query.accessoriesLimit))
    if (includes.has("options")) await relate("options", await relatedProducts(db, row.id, "option"))
    if (includes.has("similar")) await relate("similar", await relatedProducts(db, row.id, "similar"))
    if (includes.has("replacement")) {
      const replacement = row.replacementProductId ? await findProduct(db, row.replacementProductId) : null
      await relate("replacement", replacement ? [replacement] : [])
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
      const resourcesOfParts = parts.map(({ part }) =>
        resource("spare-parts", part.id, {
          name: pick(part.name, locale),
          description: pick(part.description, locale),
          is_ups_ready: part.isUpsReady,
          restock_info: part.restockInfo,
          price: priceById.get(part.id) ?? null,
          availability: stockById.get(part.id) ?? null,
        }),
      )
      included.push(...resourcesOfParts)
      relationships["spare-parts"] = {
        data: resourcesOfParts.map((part) => ({ type: "spare-parts", id: part.id })),
      }
    }
    if (includes.has("technical-documents")) {
      const documents = await db
        .select()
        .from(technicalDocuments)
        .where(eq(technicalDocuments.productId, row.id))
        .orderBy(technicalDocuments.type, technicalDocuments.language)
      const docs = documents.map((doc) =>
        resource("technical-documents", doc.id, {
          type: doc.type,
          name: doc.fileName,
          size: doc.sizeBytes,
          language: doc.language,
          url: `/api/technical-documents/${doc.id}/file`,
        }),
      )
      included.push(...docs)
      relationships["technical-documents"] = {
        data: docs.map((doc) => ({ type: "technical-documents", id: doc.id })),
      }
    }
    if (includes.has("metatag")) {
      included.push(
        resource("meta-tags", `product-${row.id}`, {
          title: `${pick(row.name, locale)} | Belcater Pro`,
          description: (pick(row.descriptionTechSpec, locale) ?? "").slice(0, 160),
        }),
      )
    }
    return c.json(document({ ...data, relationships }, { included }))
  },
)

const StockBody = z.object({
  items: z
    .array(
      z.object({
        id: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,39}$/, "Must be a product or spare-part id."),
        type: z.enum(["products", "spare-parts"]),
      }),
    )
    .min(1)
    .max(200),
})

async function stockOf(c: Context<ApiEnv>, items: z.infer<typeof StockBody>["items"]) {
  const viewer = c.get("viewer")
  // prices and stock are for partners only (contract)
  if (!seesPrices(viewer)) throw new ApiError(401, "unauthenticated", "Log in as a partner to see stock.")
  const db = c.get("db")
  const result: Record<string, { DBE11: number; DBE12: number }> = {}
  for (const type of ["products", "spare-parts"] as const) {
    const ids = items.filter((item) => item.type === type).map((item) => item.id)
    const { stockById } = await partnerData(db, ids, viewer, type)
    for (const [id, stock] of stockById) result[id] = { DBE11: stock.DBE11, DBE12: stock.DBE12 }
  }
  return result
}

defineRoute(
  productRoutes,
  {
    method: "post",
    path: "/products/stock",
    summary: "Stock per warehouse (DBE11 local, DBE12 external) of products and spare parts (partners)",
    tags: ["Catalogue"],
    body: StockBody,
    responses: {
      200: { description: "data maps each id to {DBE11, DBE12}" },
      401: { description: "Not a partner" },
    },
  },
  async (c, { body }) => c.json({ data: await stockOf(c, body.items) }),
)

defineRoute(
  productRoutes,
  {
    method: "post",
    path: "/products/availability",
    summary: "Total availability of the products of a list or of the clearance (partners)",
    description:
      "The availability call of lists and clearance: data maps each id to the sum of DBE11 and DBE12.",
    tags: ["Catalogue"],
    body: StockBody,
    responses: {
      200: { description: "data maps each id to its total availability" },
      401: { description: "Not a partner" },
    },
  },
  async (c, { body }) => {
    const stock = await stockOf(c, body.items)
    return c.json({
      data: Object.fromEntries(Object.entries(stock).map(([id, value]) => [id, value.DBE11 + value.DBE12])),
    })
  },
)

// ── Lists by kind (spec §7: the filters-relations-with-products call) ──────────────────────────────
const FILTER_KIND_BY_KEY = {
  new: "new",
  "good-deals": "good-deals",
  "hit-parade": "hit-parade",
  promo: "promo",
} as const

defineRoute(
  productRoutes,
  {
    method: "get",
    path: "/product-filters",
    summary: "The product lists by kind: new, good deals, hit parade, promotions",
    tags: ["Catalogue"],
    responses: { 200: { description: "The lists" } },
  },
  async (c) => {
    const rows = await c.get("db").select().from(productFilters)
    return c.json(
      document(
        rows.map((row) =>
          resource("product-filters", row.id, { key: row.key, name: pick(row.name, c.get("locale")) }),
        ),
      ),
    )
  },
)

const RelationQuery = z.object({
  "page[size]": z.coerce.number().int().min(1).max(100).optional().describe("default 6"),
  "page[number]": z.coerce.number().int().min(1).optional(),
  sort: z.literal("random").optional().describe("random: a random sample"),
})

async function listOfKind(c: Context<ApiEnv>, id: number, query: z.infer<typeof RelationQuery>) {
  const [filter] = await c.get("db").select().from(productFilters).where(eq(productFilters.id, id))
  if (!filter) throw notFound()
  const kind = FILTER_KIND_BY_KEY[filter.key as keyof typeof FILTER_KIND_BY_KEY]
  const size = query["page[size]"] ?? 6
  if (query.sort === "random") {
    const db = c.get("db")
    const base = parseProductQuery({ "filter[product_filter][0][value]": kind })
    const sample = await listProducts(db, { ...base, page: { number: 1, size } }, c.get("viewer"), {
      random: true,
    })
    return c.json(document(await resources(db, sample.rows, c.get("locale"), c.get("viewer"))))
  }
  const parsed = parseProductQuery({
    "filter[product_filter][0][value]": kind,
    "filter[products.is_old][value]": "0",
    "page[size]": String(size),
    "page[number]": String(query["page[number]"] ?? 1),
  })
  return productList(c, parsed)
}

for (const suffix of ["", "/cached"]) {
  defineRoute(
    productRoutes,
    {
      method: "get",
      path: `/product-filters/{id}/relationships/products${suffix}`,
      summary: suffix ? "Products of a list kind, the cacheable visitor variant" : "Products of a list kind",
      description: suffix
        ? "Same answer as without /cached, without prices: safe for shared caches."
        : undefined,
      tags: ["Catalogue"],
      params: z.object({ id: z.coerce.number().int().min(1) }),
      query: RelationQuery,
      responses: { 200: { description: "Products of the list" }, 404: { description: "No such list" } },
    },
    async (c, { params, query }) => {
      if (suffix) c.set("viewer", null)
      const response = await listOfKind(c, params.id, query)
      if (suffix) response.headers.set("Cache-Control", "public, max-age=60, stale-while-revalidate=300")
      return response
    },
  )
}

defineRoute(
  productRoutes,
  {
    method: "get",
    path: "/declined-menu-tree",
    summary: "The menu tree of the clearance: only the items that hold clearance articles",
    tags: ["Catalogue"],
    responses: { 200: { description: "The clearance menu tree" } },
  },
  async (c) => {
    const db = c.get("db")
    const used = await db
      .selectDistinct({
        category: products.categoryId,
        range: products.rangeId,
        subrange: products.subrangeId,
      })
      .from(products)
      .where(isNotNull(products.declinedParentArticleId))
    const keep = new Set(
      used.flatMap((row) => [String(row.category), String(row.range), String(row.subrange)]),
    )
    const menu = await menuTree(db, { partner: seesPrices(c.get("viewer")) })
    type Node = (typeof menu.tree)[number]
    const prune = (nodes: Node[]): Node[] =>
      nodes.filter((node) => keep.has(node.id)).map((node) => ({ ...node, children: prune(node.children) }))
    const tree = prune(menu.tree)
    const ids = new Set<string>()
    const collect = (nodes: Node[]) =>
      nodes.forEach((node) => (ids.add(`${node.type}:${node.id}`), collect(node.children)))
    collect(tree)
    return c.json(
      document(
        { type: "menu-trees", id: "declined", attributes: { tree } },
        { included: menu.included.filter((item) => ids.has(`${item.type}:${item.id}`)) },
      ),
    )
  },
)

// ── Search ─────────────────────────────────────────────────────────────────────────────────────────
const SearchQuery = z.object({
  query: z.string().trim().min(2, "Type at least 2 characters.").max(100, "At most 100 characters."),
})

defineRoute(
  productRoutes,
  {
    method: "get",
    path: "/search",
    summary: "Search products: full text in the request's language, partial ids, typos",
    tags: ["Search"],
    query: SearchQuery,
    responses: { 200: { description: "Products, best match first (at most 20)" } },
  },
  async (c, { query }) => {
    const db = c.get("db")
    const rows = await searchProducts(db, c.get("locale"), query.query)
    const data = await resources(db, rows, c.get("locale"), c.get("viewer"))
    return c.json(document(data, { meta: { query: query.query, total: data.length } }))
  },
)

defineRoute(
  productRoutes,
  {
    method: "get",
    path: "/search/spare-parts",
    summary: "Search spare parts: by their own ids, in part, and by words of the request's language",
    tags: ["Search"],
    query: SearchQuery,
    responses: { 200: { description: "Spare parts, best match first (at most 20)" } },
  },
  async (c, { query }) => {
    const db = c.get("db")
    const locale = c.get("locale")
    const viewer = c.get("viewer")
    const rows = await searchSpareParts(db, locale, query.query)
    const { priceById, stockById } = await partnerData(
      db,
      rows.map((row) => row.id),
      viewer,
      "spare-parts",
    )
    const fits = rows.length
      ? await db
          .select({
            id: productSpareParts.sparePartId,
            products: sql<
              string[]
            >`array_agg(${productSpareParts.productId} order by ${productSpareParts.productId})`,
          })
          .from(productSpareParts)
          .where(
            inArray(
              productSpareParts.sparePartId,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(productSpareParts.sparePartId)
      : []
    const fitById = new Map(fits.map((row) => [row.id, row.products]))
    const data = rows.map((row) =>
      resource("spare-parts", row.id, {
        name: pick(row.name, locale),
        description: pick(row.description, locale),
        is_ups_ready: row.isUpsReady,
        restock_info: row.restockInfo,
        gross_weight_kg: row.grossWeightKg == null ? null : Number(row.grossWeightKg),
        fits_products: fitById.get(row.id) ?? [],
        price: priceById.get(row.id) ?? null,
        availability: stockById.get(row.id) ?? null,
      }),
    )
    return c.json(document(data, { meta: { query: query.query, total: data.length } }))
  },
)

defineRoute(
  productRoutes,
  {
    method: "get",
    path: "/technical-documents/{id}/file",
    summary: "Download a technical document (PDF)",
    tags: ["Catalogue"],
    params: z.object({ id: z.coerce.number().int().min(1) }),
    responses: { 200: { description: "The PDF file" }, 404: { description: "No such document" } },
  },
  async (c, { params }) => {
    const [doc] = await c
      .get("db")
      .select()
      .from(technicalDocuments)
      .where(eq(technicalDocuments.id, params.id))
    const filesDir = c.get("filesDir")
    if (!doc || !filesDir) throw notFound()
    const file = await readStoredFile(filesDir, doc.storageKey)
    if (!file) throw notFound()
    return new Response(new Uint8Array(file), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${doc.fileName.replace(/[^\w.-]/g, "_")}"`,
        "Content-Length": String(file.length),
        "Cache-Control": "public, max-age=86400",
      },
    })
  },
)
