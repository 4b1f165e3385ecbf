import type { listProducts, listProductsOfKind } from "./catalog-products"
import type { EprelClass, ProductFilterKind, ProductInclude, ProductSort } from "./catalog-rules"
import type { InputOf } from "./endpoint"

// The shop asks for a product list with a typed object; these functions write it in the API's query
// language (filter[products.x][value], filter[product_filter][N][value], page[number], …), so no
// page assembles those keys by hand and a renamed parameter is a compile error here, not a silent 422.

/** The query GET products, /products/filters and /products/max-price accept. */
export type ProductListQuery = Exclude<InputOf<typeof listProducts>["query"], undefined>
/** The query of the lists by kind (GET product-filters/{id}/relationships/products). */
export type ListOfKindQuery = Exclude<InputOf<typeof listProductsOfKind>["query"], undefined>

type MenuId = string | number

export interface ProductListRequest {
  /** menu item ids of the catalogue tree (CAT-1) */
  category?: MenuId | null
  range?: MenuId | null
  subrange?: MenuId | null
  /** menu item ids of the classification (families > subfamilies, lines) */
  family?: MenuId | null
  subfamily?: MenuId | null
  line?: MenuId | null
  eprel?: readonly EprelClass[]
  /** a list kind (CAT-4 special lists: new, promo, …) */
  kind?: ProductFilterKind | null
  /** only clearance articles (CAT-14), within the list kind if there is one */
  clearance?: boolean
  /** false: without old products (CAT-7: shown only when asked for); true: only old ones */
  old?: boolean | null
  /** true: the highlighted products (at most 10) */
  highlighted?: boolean
  /** lowest and highest price in euros or pounds (partners only; the API ignores them for visitors) */
  minPrice?: number | null
  maxPrice?: number | null
  sort?: ProductSort | null
  page?: number
  size?: number
  include?: readonly ProductInclude[]
}

const flag = (value: boolean) => (value ? "1" : "0")
// the API reads amounts with at most two decimals (1250 or 99.90)
const amount = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2))

/** A product list request in the API's query language; keys without a value are left out. */
export function productListQuery(request: ProductListRequest): ProductListQuery {
  const query: ProductListQuery = {}
  const id = (value: MenuId | null | undefined) => (value == null || value === "" ? undefined : String(value))
  query["filter[products.product_category_id][value]"] = id(request.category)
  query["filter[products.product_range_id][value]"] = id(request.range)
  query["filter[products.product_subrange_id][value]"] = id(request.subrange)
  const kinds = [...(request.kind ? [request.kind] : []), ...(request.clearance ? ["declined" as const] : [])]
  query["filter[product_filter][0][value]"] = kinds[0]
  query["filter[product_filter][1][value]"] = kinds[1]
  if (request.old != null) query["filter[products.is_old][value]"] = flag(request.old)
  if (request.highlighted != null) query["filter[products.is_highlighted][value]"] = flag(request.highlighted)
  query["filter[products.product_family_id][value]"] = id(request.family)
  query["filter[products.product_subfamily_id][value]"] = id(request.subfamily)
  query["filter[products.product_line_id][value]"] = id(request.line)
  if (request.eprel?.length) query["filter[products.eprel_class][value]"] = request.eprel.join(",")
  if (request.minPrice != null) query["filter[price][min]"] = amount(request.minPrice)
  if (request.maxPrice != null) query["filter[price][max]"] = amount(request.maxPrice)
  if (request.sort) query.sort = request.sort
  if (request.include?.length) query["include[]"] = [...request.include]
  if (request.page != null) query["page[number]"] = String(request.page)
  if (request.size != null) query["page[size]"] = String(request.size)
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined))
}

/** A page of a list by kind, or a random sample of it. */
export function listOfKindQuery(request: {
  size?: number
  page?: number
  random?: boolean
}): ListOfKindQuery {
  const query: ListOfKindQuery = {}
  if (request.size != null) query["page[size]"] = request.size
  if (request.page != null) query["page[number]"] = request.page
  if (request.random) query.sort = "random"
  return query
}
