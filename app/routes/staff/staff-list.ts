/**
 * The back office's lists (sign-up requests, orders, partners, news, …): paged, searchable, sortable and
 * filterable by GET parameters only, so every state is a link that works without scripts, can be kept
 * as a bookmark and comes back with the browser's Back button. One screen uses it like this:
 *
 *   // the loader (server): the rows from the API, then the list's state from the URL applied to them
 *   const SIGNUPS: StaffListSpec<Row> = {
 *     sorts: { created: (row) => row.created_at, name: (row) => row.last_name },   // column → sort key
 *     defaultSort: "-created",                                                    // "-": descending
 *     filters: { status: ["pending", "all"] },                                    // the first is default
 *     searchText: (row) => [row.email, row.company_name].join(" "),               // what `q` matches
 *     pageSize: 25,
 *   }
 *   const state = readListState(url, SIGNUPS)
 *   return { list: pageOf(rows, state, SIGNUPS) }        // { rows, state, total, page, totalPages }
 *
 *   // the page (staff-list-controls.tsx): a GET form with q and the filters (the sort kept hidden),
 *   // column headers that sort (SortHeader), and the pages (Pagination with listHref)
 *   <StaffListSearch state={list.state} label={searchLabel} filters={[…selects…]} />
 *   <SortHeader state={list.state} column="created">{receivedLabel}</SortHeader>
 *   <StaffListFooter list={list} />                    // the count and the pages (Pagination)
 *
 * An API list that pages and sorts itself takes the same state (readListState) and sends it on instead of
 * calling pageOf. Unknown values in the URL (a sort column, a filter value) fall back to the defaults:
 * a list never fails because of its address.
 */

export interface StaffListSpec<Row> {
  /** the sortable columns: each its sort key (strings compare in the page's order, numbers as numbers) */
  sorts: Record<string, (row: Row) => string | number | null>
  /** a column of `sorts`, "-column" for descending */
  defaultSort: string
  /** filter name → its allowed values; the first is the default (left out of links) */
  filters?: Record<string, readonly string[]>
  /** the text `q` is looked for in (case and accents ignored) */
  searchText?: (row: Row) => string
  pageSize?: number
}

export interface StaffListState {
  q: string
  /** a column of the list's sorts */
  sort: string
  descending: boolean
  page: number
  filters: Record<string, string>
  /** the list's defaults, so that links leave them out */
  defaults: { sort: string; filters: Record<string, string> }
}

export interface StaffListPage<Row> {
  rows: Row[]
  state: StaffListState
  /** rows that match the search and filters, on every page */
  total: number
  page: number
  totalPages: number
}

const DEFAULT_PAGE_SIZE = 25
const MAX_QUERY = 100

const parseSort = (value: string) =>
  value.startsWith("-") ? { column: value.slice(1), descending: true } : { column: value, descending: false }

/** The list's state from the page's URL: q, sort (column or -column), page and the list's filters. */
export function readListState<Row>(url: URL, spec: StaffListSpec<Row>): StaffListState {
  const params = url.searchParams
  const fallback = parseSort(spec.defaultSort)
  const asked = parseSort(params.get("sort") ?? spec.defaultSort)
  const sort = asked.column in spec.sorts ? asked : fallback
  const page = Number(params.get("page") ?? "1")
  const filters: Record<string, string> = {}
  const defaultFilters: Record<string, string> = {}
  for (const [name, values] of Object.entries(spec.filters ?? {})) {
    const value = params.get(name)
    defaultFilters[name] = values[0] ?? ""
    filters[name] = value !== null && values.includes(value) ? value : (values[0] ?? "")
  }
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_QUERY),
    sort: sort.column,
    descending: sort.descending,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    filters,
    defaults: { sort: spec.defaultSort, filters: defaultFilters },
  }
}

const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()

/**
 * One page of rows the server holds whole (an API list without paging): searched by q, sorted, cut to
 * the page. Filters are the caller's: it asks the API for them or filters the rows before.
 */
export function pageOf<Row>(
  rows: readonly Row[],
  state: StaffListState,
  spec: StaffListSpec<Row>,
): StaffListPage<Row> {
  const words = folded(state.q).split(/\s+/).filter(Boolean)
  const matching =
    words.length && spec.searchText
      ? rows.filter((row) => {
          const text = folded(spec.searchText!(row))
          return words.every((word) => text.includes(word))
        })
      : [...rows]
  const key = spec.sorts[state.sort]
  if (key) {
    const direction = state.descending ? -1 : 1
    matching.sort((a, b) => direction * compareKeys(key(a), key(b)))
  }
  const size = spec.pageSize ?? DEFAULT_PAGE_SIZE
  const totalPages = Math.max(1, Math.ceil(matching.length / size))
  const page = Math.min(state.page, totalPages)
  return {
    rows: matching.slice((page - 1) * size, page * size),
    state: { ...state, page },
    total: matching.length,
    page,
    totalPages,
  }
}

function compareKeys(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  if (typeof a === "number" && typeof b === "number") return a - b
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: "base" })
}

/**
 * The list's address with some of its state changed: what is not changed is kept (a sort keeps the
 * search and filters; a new sort or search goes back to page 1), defaults are left out.
 */
export function listHref(
  pathname: string,
  state: StaffListState,
  change: Partial<Pick<StaffListState, "q" | "page" | "filters">> & { sort?: string; descending?: boolean },
): string {
  const next = { ...state, ...change, filters: { ...state.filters, ...change.filters } }
  if (change.sort !== undefined || change.q !== undefined || change.filters !== undefined)
    next.page = change.page ?? 1
  const params = new URLSearchParams()
  if (next.q) params.set("q", next.q)
  for (const [name, value] of Object.entries(next.filters))
    if (value !== state.defaults.filters[name]) params.set(name, value)
  const sort = `${next.descending ? "-" : ""}${next.sort}`
  if (sort !== state.defaults.sort) params.set("sort", sort)
  if (next.page > 1) params.set("page", String(next.page))
  const search = params.toString()
  return search ? `${pathname}?${search}` : pathname
}
