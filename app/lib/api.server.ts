import type { RouterContextProvider } from "react-router"
import { pathOf, searchOf, type Endpoint, type InputOf, type ResponseOf } from "#contract/endpoint"
import { env } from "./env.server"
import type { Locale } from "#contract/locales"
import { serverContext } from "./server-context"

// The web shop reaches the partners API only through this module (architecture): it adds the bearer
// token, the versioned Accept header, Accept-Language and the JSON content type, and turns answers into
// typed results. In-process (the Hono app's fetch) by default; over HTTP when API_BASE_URL is set.

export const API_MEDIA_TYPE = "application/vnd.partners.v1+json"

export type ApiFailure =
  | { ok: false; kind: "unauthorized"; status: 401 }
  | { ok: false; kind: "gtc_not_accepted"; status: 403 }
  | { ok: false; kind: "forbidden"; status: 403; code: string | null; message?: string }
  | { ok: false; kind: "not_found"; status: 404 }
  | { ok: false; kind: "validation"; status: 422; message: string; fieldErrors: Record<string, string[]> }
  | { ok: false; kind: "rate_limited"; status: 429; retryAfter: number | null; message?: string }
  | { ok: false; kind: "error"; status: number; code: string | null; message?: string }

export type ApiResult<T> = { ok: true; status: number; data: T; headers: Headers } | ApiFailure

export interface ApiCallOptions {
  query?: Record<string, string | number | boolean | (string | number)[] | undefined | null>
  body?: unknown
  signal?: AbortSignal
  /** extra request headers (the visitor's X-Wishlist-Key) */
  headers?: Record<string, string>
}

/** What a call may add to an endpoint's typed input. */
export interface SendOptions {
  signal?: AbortSignal
  /** extra request headers (the visitor's X-Wishlist-Key) */
  headers?: Record<string, string>
}

// an endpoint with nothing required may be sent without an input
type SendArgs<E extends Endpoint> =
  Partial<InputOf<E>> extends InputOf<E>
    ? [input?: InputOf<E> & SendOptions]
    : [input: InputOf<E> & SendOptions]

export interface ApiClientOptions {
  locale: Locale
  /** the partner's access token, when logged in */
  token?: string | null
  /** sees every failed answer first; may throw (a redirect) to take over (shopApi: 401, terms gate) */
  onFailure?: (failure: ApiFailure) => void
}

type Transport = (request: Request) => Promise<Response>

function transportFor(context: Readonly<RouterContextProvider>): { base: string; send: Transport } {
  if (env.API_BASE_URL)
    return { base: env.API_BASE_URL.replace(/\/$/, ""), send: (request) => fetch(request) }
  const { apiFetch } = context.get(serverContext)
  // the host is never contacted: the request goes straight to the Hono app's fetch (paths without /api)
  return { base: "http://in-process", send: apiFetch }
}

export function buildQuery(query: ApiCallOptions["query"]): string {
  if (!query) return ""
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value == null) continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.append(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ""
}

export async function toResult<T>(response: Response): Promise<ApiResult<T>> {
  const text = await response.text()
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = null
  }
  const body = (json ?? {}) as { error?: string; message?: string; errors?: Record<string, string[]> }
  if (response.ok) return { ok: true, status: response.status, data: json as T, headers: response.headers }
  switch (response.status) {
    case 401:
      return { ok: false, kind: "unauthorized", status: 401 }
    case 403:
      return body.error === "gtc_not_accepted"
        ? { ok: false, kind: "gtc_not_accepted", status: 403 }
        : { ok: false, kind: "forbidden", status: 403, code: body.error ?? null, message: body.message }
    case 404:
      return { ok: false, kind: "not_found", status: 404 }
    case 422:
      return {
        ok: false,
        kind: "validation",
        status: 422,
        message: body.message ?? "The given data was invalid.",
        fieldErrors: body.errors ?? {},
      }
    case 429: {
      const retryAfter = Number(response.headers.get("retry-after"))
      return {
        ok: false,
        kind: "rate_limited",
        status: 429,
        retryAfter: Number.isFinite(retryAfter) ? retryAfter : null,
        message: body.message,
      }
    }
    default:
      return {
        ok: false,
        kind: "error",
        status: response.status,
        code: body.error ?? null,
        message: body.message,
      }
  }
}

export function createApiClient(context: Readonly<RouterContextProvider>, options: ApiClientOptions) {
  const { base, send: transport } = transportFor(context)
  const { requestId, clientAddress } = context.get(serverContext)

  async function call<T>(
    method: string,
    path: string,
    callOptions: ApiCallOptions = {},
  ): Promise<ApiResult<T>> {
    const headers = new Headers({
      Accept: API_MEDIA_TYPE,
      "Accept-Language": options.locale,
      "X-Request-Id": requestId,
      "X-Forwarded-For": clientAddress,
    })
    if (options.token) headers.set("Authorization", `Bearer ${options.token}`)
    for (const [name, value] of Object.entries(callOptions.headers ?? {})) headers.set(name, value)
    let body: string | undefined
    if (callOptions.body !== undefined) {
      headers.set("Content-Type", "application/json")
      body = JSON.stringify(callOptions.body)
    }
    const url = `${base}/${path.replace(/^\//, "")}${buildQuery(callOptions.query)}`
    let result: ApiResult<T>
    try {
      const response = await transport(
        new Request(url, { method, headers, body, signal: callOptions.signal }),
      )
      result = await toResult<T>(response)
    } catch {
      result = { ok: false, kind: "error", status: 503, code: "unreachable" }
    }
    if (!result.ok) options.onFailure?.(result)
    return result
  }

  /**
   * Sends one contract/ endpoint: the path filled from `params`, the query and body typed from its
   * schemas, the answer typed from its response schema.
   */
  function send<E extends Endpoint>(endpoint: E, ...[input]: SendArgs<E>): Promise<ApiResult<ResponseOf<E>>> {
    const { params, query, body, headers, signal } = (input ?? {}) as {
      params?: Record<string, string | number>
      query?: Record<string, unknown>
      body?: unknown
    } & SendOptions
    return call<ResponseOf<E>>(endpoint.method.toUpperCase(), pathOf(endpoint, params) + searchOf(query), {
      body,
      headers,
      signal,
    })
  }

  /** A file answer (an invoice PDF): the API's response to stream on when it succeeds, else the failure. */
  async function file(path: string): Promise<{ ok: true; response: Response } | ApiFailure> {
    const headers = new Headers({
      Accept: `application/pdf, ${API_MEDIA_TYPE}`,
      "Accept-Language": options.locale,
      "X-Request-Id": requestId,
      "X-Forwarded-For": clientAddress,
    })
    if (options.token) headers.set("Authorization", `Bearer ${options.token}`)
    let failure: ApiFailure
    try {
      const response = await transport(new Request(`${base}/${path.replace(/^\//, "")}`, { headers }))
      if (response.ok) return { ok: true, response }
      failure = (await toResult(response)) as ApiFailure
    } catch {
      failure = { ok: false, kind: "error", status: 503, code: "unreachable" }
    }
    options.onFailure?.(failure)
    return failure
  }

  /** A file endpoint of contract/ (an invoice PDF), sent like `send`: the answer to stream on, or the failure. */
  function fileOf<E extends Endpoint>(endpoint: E, ...[input]: SendArgs<E>) {
    const { params, query } = (input ?? {}) as {
      params?: Record<string, string | number>
      query?: Record<string, unknown>
    }
    return file(pathOf(endpoint, params) + searchOf(query))
  }

  return {
    send,
    call,
    file: fileOf,
    get: <T>(path: string, query?: ApiCallOptions["query"]) => call<T>("GET", path, { query }),
    settings: () => call<SettingsDocument>("GET", "settings"),
    menuTrees: () => call<MenuTreesDocument>("GET", "menu-trees"),
    metaTags: (page: string) => call<MetaTagsDocument>("GET", `meta-tags/${encodeURIComponent(page)}`),
    companyInfos: () =>
      call<ListDocument<{ key: string; title: string; body: string }>>("GET", "pages/company-infos"),
    faqs: () => call<ListDocument<{ question: string; answer: string }>>("GET", "pages/faqs"),
    cookiesPolicy: () => call<ListDocument<{ title: string; body: string }>>("GET", "pages/cookies-policy"),
    products: (query: ApiCallOptions["query"]) => call<ProductListDocument>("GET", "products", { query }),
    productListFilters: (query: ApiCallOptions["query"]) =>
      call<{ data: { attributes: ProductListFilters } }>("GET", "products/filters", { query }),
    product: (id: string, include: string[] = []) =>
      call<ProductDocument>("GET", `products/${encodeURIComponent(id)}`, { query: { "include[]": include } }),
    /** a list by kind (1 new, 2 good deals, 3 hit parade, 4 promo); visitors use the cacheable variant */
    listOfKind: (id: number, size: number) =>
      call<ProductListDocument>(
        "GET",
        `product-filters/${id}/relationships/products${options.token ? "" : "/cached"}`,
        {
          query: { "page[size]": size },
        },
      ),
    highlightedNews: () =>
      call<ListDocument<{ title: string; summary: string; published_at: string; slug: string }>>(
        "GET",
        "pages/news",
        {
          query: { "filter[news.is_highlighted][value]": 1, "page[size]": 10 },
        },
      ),
    clearanceSummary: () =>
      call<{
        data: {
          attributes: {
            articles_in_stock: number
            lowest_price: number | null
            currency: "EUR" | "GBP" | null
          }
        }
      }>("GET", "products/clearance-summary"),
    search: (query: string) => call<ProductListDocument>("GET", "search", { query: { query } }),
    searchSpareParts: (query: string) =>
      call<SparePartListDocument>("GET", "search/spare-parts", { query: { query } }),
    services: () =>
      call<ListDocument<{ key: string; title: string; summary: string; body: string }>>(
        "GET",
        "pages/services",
      ),
    /** the contact form, mailed to the chosen department (spec §7 POST /pages/contact-email) */
    sendContact: (values: ContactMessageBody) =>
      call<{ data: { type: "contact-messages"; attributes: { status: "sent" } } }>(
        "POST",
        "pages/contact-email",
        { body: values },
      ),
    /** a sign-up request (spec §7 PUT users): pending until the provider's staff review it */
    signup: (attributes: SignupRequestBody) =>
      call<{ data: { type: "signup-requests"; id: string; attributes: { status: "pending" } } }>(
        "PUT",
        "users",
        {
          body: { data: { type: "clients", attributes } },
        },
      ),
    /** forgot your password (spec §7 POST /passwords/email): the same answer for every address */
    forgotPassword: (email: string) =>
      call<{ meta: { email_sent: true } }>("POST", "passwords/email", { body: { email } }),
    /** set a new password with a reset or welcome link's token (spec §7 POST /passwords/reset) */
    resetPassword: (values: PasswordResetBody) =>
      call<{ meta: { password_reset: true } }>("POST", "passwords/reset", { body: values }),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

/** Unwraps a result a page cannot do without: a missing thing is a 404, anything else a 503 page. */
export function requireOk<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data
  if (result.kind === "not_found") throw new Response("Not found", { status: 404 })
  throw new Response("Service unavailable", { status: 503 })
}

// Document shapes of the calls above (the API's OpenAPI document describes them in full).
export interface ListDocument<A> {
  data: { type: string; id: string; attributes: A }[]
}
export interface SettingsDocument {
  data: {
    type: "settings"
    id: string
    attributes: {
      deactivate_login_for_users: "0" | "1"
      maintenance: boolean
      maintenance_until: string | null
      registration_only: boolean
      vat_rate: number
      company_contact: CompanyContact | null
    }
  }
}
export interface CompanyContact {
  street: string
  postalCode: string
  city: Record<string, string>
  country: Record<string, string>
  phone: string
  email: string
  vat: string
  openingHours: Record<string, string>
  social: { name: string; url: string }[]
}
export interface MetaTagsDocument {
  data: {
    type: "meta-tags"
    id: string
    attributes: { page: string; locale: string; title: string; description: string }
  }
}
export interface MenuNode {
  id: string
  type: string
  children: MenuNode[]
}
export interface MenuTreesDocument {
  data: {
    type: "menu-trees"
    id: string
    attributes: { tree: MenuNode[]; families: MenuNode[]; lines: MenuNode[]; eprel_classes: string[] }
  }
  included: {
    type: string
    id: string
    attributes: { position: number; visibility: "all" | "partners" } & Record<string, unknown>
    relationships?: { parent?: { data: { type: string; id: string } } }
  }[]
}

export interface PriceObject {
  currency: "EUR" | "GBP"
  display: number
  catalog: number
  promo: number | null
  price: number
  liquidation: number | null
  product_tax: number
  additional_tax: number
}
export interface ProductAttributes {
  name: string
  slug: string
  description_tech_spec: string | null
  popup_info: string | null
  brand: number
  brand_label: string | null
  brand_badge: "silver" | "gold" | "platinum" | null
  label: "best_quality" | "best_price" | "best_choice" | null
  media: { url: string; thumb: string; alt: string; width: number; height: number }[]
  price: PriceObject | null
  availability: { DBE11: number; DBE12: number; total: number } | null
  product_category_id: number
  product_range_id: number
  product_subrange_id: number
  is_new: boolean
  is_good_deal: boolean
  is_old: boolean
  is_ups_ready: boolean
  is_promo: boolean
  is_highlighted: boolean
  hit_parade_rank: number | null
  replacement_product_id: string | null
  max_order_quantity: number | null
  declined_parent_article_id: string | null
  declined_reason: "reconditioned" | "end_of_series" | "downgraded" | null
  has_declined_articles: boolean
  restock_info: string | null
  eprel_class: string | null
  [key: string]: unknown
}
export interface ProductResource {
  type: "products"
  id: string
  attributes: ProductAttributes
  relationships?: Record<string, { data: { type: string; id: string }[] }>
}
export interface ProductListDocument {
  data: ProductResource[]
  included?: ProductResource[]
  meta?: {
    pagination?: { total: number; count: number; per_page: number; current_page: number; total_pages: number }
    total?: number
  }
}
export interface ProductDocument {
  data: ProductResource
  included: { type: string; id: string; attributes: Record<string, unknown> }[]
}
export interface ProductListFilters {
  families: { id: number; count: number }[]
  subfamilies: { id: number; count: number }[]
  lines: { id: number; count: number }[]
  eprel: { id: string; count: number }[]
}
export interface SparePartListDocument {
  data: {
    type: "spare-parts"
    id: string
    attributes: {
      name: string
      description: string
      is_ups_ready: boolean
      restock_info: string | null
      fits_products: string[]
      price: PriceObject | null
      availability: { total: number } | null
    }
  }[]
}

export interface ContactMessageBody {
  service: string
  category: string
  company_name: string
  address: string
  address_2?: string | null
  postal_code: string
  city: string
  country: string
  vat_number: string
  phone: string
  email: string
  first_name: string
  last_name: string
  message: string
  captcha_id: string
  captcha_value: string
}

/** POST auth/login and auth/refresh (contract): the tokens and the user. */
export interface LoginDocument {
  access_token: string
  token_type: "bearer"
  expires_in: number
  refresh_token: string
  refresh_at: string
  data: UserResource
}

export interface UserResource {
  type: "clients"
  id: string
  attributes: {
    email: string
    first_name: string
    last_name: string
    phone: string | null
    company_function: string | null
    category: string | null
    currency: "EUR" | "GBP"
    language: string
    newsletter: boolean
    is_gtc_accepted: boolean
  }
  relationships?: { roles: { data: { type: "roles"; id: string }[] } }
  meta?: { role_flags: Record<string, boolean> }
}

export interface CompanyResource {
  type: "companies"
  id: string
  attributes: {
    name: string
    reference_number: string | null
    vat_number: string | null
    address_line1: string | null
    address_line2: string | null
    postal_code: string | null
    city: string | null
    country: string | null
    phone: string | null
  }
}

/** PUT users: the sign-up form's attributes (spec §3 "Profile and sign-up form") */
export interface SignupRequestBody {
  first_name: string
  last_name: string
  email: string
  email_confirmation: string
  password: string
  password_confirmation: string
  phone: string
  company_name: string
  company_reference: string
  company_function: string
  newsletter: boolean
  gdpr_accepted: boolean
  terms_accepted: boolean
  category: "catering_trade" | "wholesaler" | null
  captcha_id: string
  captcha_value: string
}

/** POST /passwords/reset */
export interface PasswordResetBody {
  token: string
  email: string
  password: string
  password_confirmation: string
}
