// JSON:API-shaped documents (contract): data {type, id, attributes, relationships}, included, meta, links.
export interface ResourceObject<A = Record<string, unknown>> {
  type: string
  id: string
  attributes: A
  relationships?: Record<
    string,
    { data: { type: string; id: string } | { type: string; id: string }[] | null }
  >
}

export function resource<A>(
  type: string,
  id: string | number,
  attributes: A,
  relationships?: ResourceObject["relationships"],
): ResourceObject<A> {
  return relationships
    ? { type, id: String(id), attributes, relationships }
    : { type, id: String(id), attributes }
}

export function document<T>(
  data: T,
  extra: { included?: ResourceObject<unknown>[]; meta?: object; links?: object } = {},
) {
  return { data, ...extra }
}

export interface Pagination {
  total: number
  count: number
  per_page: number
  current_page: number
  total_pages: number
}

export function pagination(total: number, count: number, perPage: number, currentPage: number): Pagination {
  return {
    total,
    count,
    per_page: perPage,
    current_page: currentPage,
    total_pages: Math.max(1, Math.ceil(total / perPage)),
  }
}
