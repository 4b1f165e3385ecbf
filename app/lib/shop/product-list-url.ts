import { EPREL_CLASSES, type EprelClass, PRODUCT_SORTS, type ProductSort } from "#contract/catalog-rules"

// The state of a product list lives in the URL's query (CAT-8: every combination works without
// scripts and can be bookmarked): page, sort, view, family, subfamily, line, eprel, old, declined, min, max.

// the list's sorts are the API's (CAT-6)
export const SORTS = PRODUCT_SORTS
export type Sort = ProductSort
export const PRICE_STEP = 50

export interface ListState {
  page: number
  sort: Sort | null
  /** "auto" (none chosen): rows below the lg breakpoint, a grid from lg on (CAT-6) */
  view: "auto" | "list" | "grid"
  family: string | null
  subfamily: string | null
  line: string | null
  eprel: EprelClass[]
  showOld: boolean
  declined: boolean
  min: number | null
  max: number | null
}

const id = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? value : null)

export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get("page"))
  const sort = params.get("sort")
  const number = (name: string) => {
    const value = params.get(name)
    return value && /^\d{1,7}$/.test(value) ? Number(value) : null
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    sort: (SORTS as readonly string[]).includes(sort ?? "") ? (sort as Sort) : null,
    view: params.get("view") === "grid" ? "grid" : params.get("view") === "list" ? "list" : "auto",
    family: id(params.get("family")),
    subfamily: id(params.get("subfamily")),
    line: id(params.get("line")),
    eprel: params.getAll("eprel").filter(isEprelClass),
    showOld: params.get("old") === "1",
    declined: params.has("declined"),
    min: number("min"),
    max: number("max"),
  }
}

/**
 * The filter form's price inputs always hold a value (the range as applied, or 0 and the ceiling when the
 * person set none), and a GET form submits every input. Written back as they are, the ceiling of one list
 * would become a limit of the next: changing the family or showing old products would hide every product
 * above the old ceiling. So the form also sends the ceiling it showed (`ceiling`), and a bound left
 * at its end of the slider is read as no bound: a minimum of 0 and a maximum at or above that ceiling.
 * Returns the state the submission asked for, or null when the query is not such a submission.
 */
export function readSubmittedFilters(params: URLSearchParams): ListState | null {
  const shown = params.get("ceiling")
  if (shown === null) return null
  const state = readListState(params)
  const ceiling = /^\d{1,9}$/.test(shown) ? Number(shown) : null
  return {
    ...state,
    min: state.min === 0 ? null : state.min,
    max: state.max != null && ceiling != null && state.max >= ceiling ? null : state.max,
  }
}

const isEprelClass = (value: string): value is EprelClass =>
  (EPREL_CLASSES as readonly string[]).includes(value)

/** The query string of a state; defaults are left out so URLs stay short. */
export function listQuery(state: Partial<ListState>): string {
  const params = new URLSearchParams()
  if (state.declined) params.set("declined", "")
  if (state.family) params.set("family", state.family)
  if (state.subfamily) params.set("subfamily", state.subfamily)
  if (state.line) params.set("line", state.line)
  for (const value of state.eprel ?? []) params.append("eprel", value)
  if (state.showOld) params.set("old", "1")
  if (state.min != null) params.set("min", String(state.min))
  if (state.max != null) params.set("max", String(state.max))
  if (state.sort) params.set("sort", state.sort)
  if (state.view === "grid" || state.view === "list") params.set("view", state.view)
  if (state.page && state.page > 1) params.set("page", String(state.page))
  const text = params.toString().replace(/declined=(&|$)/, "declined$1")
  return text ? `?${text}` : ""
}

/**
 * PRICE-8: step 50, minimum 0; values rounded up to multiples of 50 and clamped between 0
 * and the maximum; the lower bound never above the upper.
 */
export function normalizePriceRange(min: number | null, max: number | null, ceiling: number) {
  const top = Math.ceil(Math.max(0, ceiling) / PRICE_STEP) * PRICE_STEP
  const round = (value: number) => Math.min(top, Math.max(0, Math.ceil(value / PRICE_STEP) * PRICE_STEP))
  let low = min == null ? 0 : round(min)
  const high = max == null ? top : round(max)
  if (low > high) low = high
  return { min: low, max: high, ceiling: top }
}

/**
 * PAGE-11: previous, numbered pages, next; five links above the medium breakpoint and three
 * below. The window is centred on the current page; `narrow` marks the pages only wide screens show.
 */
export function pageWindow(current: number, total: number): { page: number; narrow: boolean }[] {
  const wide = windowOf(current, total, 5)
  const narrow = new Set(windowOf(current, total, 3))
  return wide.map((page) => ({ page, narrow: narrow.has(page) }))
}

function windowOf(current: number, total: number, size: number): number[] {
  const count = Math.min(size, total)
  let start = Math.max(1, current - Math.floor(count / 2))
  start = Math.min(start, total - count + 1)
  return Array.from({ length: count }, (_, index) => start + index)
}
