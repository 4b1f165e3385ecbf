import type { RouterContextProvider } from "react-router"

import {
  API_MEDIA_TYPE,
  type Endpoint,
  type InputOf,
  pathOf,
  type ResponseOf,
  searchOf,
} from "#contract/endpoint"
import type { Locale } from "#contract/locales"

import { env } from "../env.server"
import { serverContext } from "./server-context"

// The web shop reaches the partners API only through this module (architecture): it adds the bearer
// token, the versioned Accept header, Accept-Language and the JSON content type, and turns answers into
// typed results. In-process (the Hono app's fetch) by default; over HTTP when API_BASE_URL is set.

export type ApiFailure =
  | { ok: false; kind: "unauthorized"; status: 401 }
  | { ok: false; kind: "gtc_not_accepted"; status: 403 }
  | { ok: false; kind: "forbidden"; status: 403; code: string | null; message?: string }
  | { ok: false; kind: "not_found"; status: 404 }
  | { ok: false; kind: "validation"; status: 422; message: string; fieldErrors: Record<string, string[]> }
  | { ok: false; kind: "rate_limited"; status: 429; retryAfter: number | null; message?: string }
  | { ok: false; kind: "error"; status: number; code: string | null; message?: string }

export type ApiResult<T> = { ok: true; status: number; data: T; headers: Headers } | ApiFailure

/** What a call may add to an endpoint's typed input. */
export interface SendOptions {
  signal?: AbortSignal
  /** extra request headers (the visitor's X-Wishlist-Key) */
  headers?: Record<string, string>
  /** a file as the request body itself, for an endpoint that takes one (`upload`) */
  file?: { bytes: Uint8Array; type: string }
}

type SendInput = {
  params?: Record<string, string | number>
  query?: Record<string, unknown>
  body?: unknown
} & SendOptions

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
  const { requestId, clientAddress, userAgent } = context.get(serverContext)

  // the one place a request is made: the endpoint's path filled from its parameters, the query, the
  // headers of section 7 and a JSON body
  function request<E extends Endpoint>(endpoint: E, input: SendInput | undefined, accept: string) {
    const headers = new Headers({
      Accept: accept,
      "Accept-Language": options.locale,
      "X-Request-Id": requestId,
      "X-Forwarded-For": clientAddress,
    })
    // the visitor's browser, which the API records with a login ("My sessions")
    if (userAgent) headers.set("User-Agent", userAgent)
    if (options.token) headers.set("Authorization", `Bearer ${options.token}`)
    for (const [name, value] of Object.entries(input?.headers ?? {})) headers.set(name, value)
    let body: string | Blob | undefined
    if (input?.body !== undefined) {
      headers.set("Content-Type", "application/json")
      body = JSON.stringify(input.body)
    } else if (input?.file) {
      headers.set("Content-Type", input.file.type || "application/octet-stream")
      body = new Blob([input.file.bytes as Uint8Array<ArrayBuffer>])
    }
    const url = `${base}${pathOf(endpoint, input?.params)}${searchOf(input?.query)}`
    return transport(
      new Request(url, { method: endpoint.method.toUpperCase(), headers, body, signal: input?.signal }),
    )
  }

  /**
   * Sends one contract/ endpoint: the path filled from `params`, the query and body typed from its
   * schemas, the answer typed from its response schema.
   */
  async function send<E extends Endpoint>(
    endpoint: E,
    ...[input]: SendArgs<E>
  ): Promise<ApiResult<ResponseOf<E>>> {
    let result: ApiResult<ResponseOf<E>>
    try {
      result = await toResult<ResponseOf<E>>(await request(endpoint, input as SendInput, API_MEDIA_TYPE))
    } catch {
      result = { ok: false, kind: "error", status: 503, code: "unreachable" }
    }
    if (!result.ok) options.onFailure?.(result)
    return result
  }

  /** A file endpoint (an invoice PDF): the API's answer to stream on when it succeeds, else the failure. */
  async function file<E extends Endpoint>(
    endpoint: E,
    ...[input]: SendArgs<E>
  ): Promise<{ ok: true; response: Response } | ApiFailure> {
    let failure: ApiFailure
    try {
      const response = await request(endpoint, input as SendInput, `application/pdf, ${API_MEDIA_TYPE}`)
      if (response.ok) return { ok: true, response }
      failure = (await toResult(response)) as ApiFailure
    } catch {
      failure = { ok: false, kind: "error", status: 503, code: "unreachable" }
    }
    options.onFailure?.(failure)
    return failure
  }

  return { send, file }
}

export type ApiClient = ReturnType<typeof createApiClient>

/**
 * An answer that says "not now" rather than "no": the API could not be reached or could not answer (its
 * database down or restarting, a 503 with Retry-After). A form keeps what was typed and says to try again.
 */
export function isOutage(result: ApiResult<unknown>): result is ApiFailure & { kind: "error" } {
  return !result.ok && result.kind === "error" && result.status >= 500
}

/** What a page refused for what its address asked (400) carries: the API's messages, in the page's language. */
export interface BadRequestData {
  badRequest: true
  messages: string[]
}

/**
 * Unwraps a result a page cannot do without: a missing thing is a 404; what the address asked that the
 * API refused (a page number that is no whole number, a character nobody types) is a 400 page saying what
 * is wrong (the caller's mistake: trying again later would change nothing); anything else a 503 page.
 */
export function requireOk<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data
  if (result.kind === "not_found") throw new Response("Not found", { status: 404 })
  if (result.kind === "validation" || (result.kind === "error" && result.status === 400))
    throw badRequest(result.kind === "validation" ? Object.values(result.fieldErrors).flat() : [])
  throw new Response("Service unavailable", { status: 503 })
}

/** A 400 page with these messages (none: the generic one): the error boundary reads them as its data. */
export function badRequest(messages: string[]): Response {
  return Response.json({ badRequest: true, messages: [...new Set(messages)] } satisfies BadRequestData, {
    status: 400,
  })
}
