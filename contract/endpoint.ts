import type { z } from "zod"

import type { ApiTag } from "./api-tags"

// One endpoint of the partners API, stated once (architecture: "Two halves, one contract"). The API
// registers its route from it (api/lib/define-route.ts: request validation, and the OpenAPI document
// at /api/openapi.json); the web shop's client sends it (app/lib/transport/api.server.ts: typed input
// and typed answer). A change here is a compile error on both sides instead of a silent drift.

/** The versioned media type of the API's JSON (contract "The partners API"): asked for with Accept. */
export const API_MEDIA_TYPE = "application/vnd.partners.v1+json"

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete"

export interface ResponseSpec {
  description: string
  /** the JSON document answered with this status; none for an empty answer or a file */
  schema?: z.ZodType
}

/**
 * Who may call an endpoint, stated once: the API refuses a visitor before anything else where a partner
 * is needed (api/lib/define-route.ts), and the OpenAPI document declares the security and the 401/403
 * answers from it (api/lib/openapi.ts).
 * - partner: a partner's bearer token is needed; without one, 401
 * - optional: anyone; a partner gets more (prices and stock, their own wishlist, partner-only files)
 * - integration: a partner's API key (X-Api-Key) or bearer token; without either, 401
 * - none: public; a token changes nothing in the answer
 * - staff: a staff session's token (contract/staff.ts), never a partner's; without one, 401
 */
export type EndpointAuth = "partner" | "integration" | "optional" | "none" | "staff"

export interface Endpoint {
  method: HttpMethod
  /** OpenAPI-style path under /api, e.g. "/orders/{id}" */
  path: string
  /**
   * The operation's name in the OpenAPI document and in clients generated from it: a camelCase verb
   * phrase (listOrders, getOrder, submitOrder), unique, and never renamed once published.
   */
  operationId: string
  auth: EndpointAuth
  summary: string
  tags: ApiTag[]
  description?: string
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  /**
   * request headers the operation reads beyond the API's own (Authorization, Accept, Accept-Language),
   * an object keyed by the header's name as documented (Idempotency-Key): validated like the query
   */
  headers?: z.ZodObject
  /**
   * a file as the request body itself (not JSON): the media types it may be sent as, and its largest
   * size (413 above); the handler gets its bytes as `file`
   */
  upload?: { mediaTypes: string[]; maxBytes: number }
  /** a path parameter's pattern, e.g. {id: "[0-9]+"}: other values fall through to later routes */
  paramPatterns?: Record<string, string>
  responses: Record<number, ResponseSpec>
}

/** Declares an endpoint; its own type is kept, so both sides infer from its schemas. */
export function endpoint<const E extends Endpoint>(descriptor: E): E {
  return descriptor
}

/** The part of an endpoint's request one schema describes, parsed: what a handler receives. */
export type Parsed<E extends Endpoint, K extends "params" | "query" | "body" | "headers"> = E extends {
  [key in K]: infer S extends z.ZodType
}
  ? z.output<S>
  : undefined

// ---- types both halves read off a descriptor ----

type SchemaAt<R, S extends number> = S extends keyof R
  ? R[S] extends { schema: infer Z extends z.ZodType }
    ? z.output<Z>
    : null
  : never

/** The document a successful call answers (200, 201, 202 or 204; null for an empty answer). */
export type ResponseOf<E extends Endpoint> =
  | SchemaAt<E["responses"], 200>
  | SchemaAt<E["responses"], 201>
  | SchemaAt<E["responses"], 202>
  | SchemaAt<E["responses"], 204>

// On the wire every query value is text: a field the API coerces (z.coerce.number()) is sent as its
// output type, any other as its input type (an enum of "0" | "1" stays text).
type Wire<I, O> = { [K in keyof I]: unknown extends I[K] ? (K extends keyof O ? O[K] : never) : I[K] }

type ParamsInput<E> = E extends { params: infer P extends z.ZodType }
  ? { params: Record<keyof z.output<P>, string | number> }
  : unknown
type QueryInput<E> = E extends { query: infer Q extends z.ZodType }
  ? Partial<Wire<z.input<Q>, z.output<Q>>> extends Wire<z.input<Q>, z.output<Q>>
    ? { query?: Wire<z.input<Q>, z.output<Q>> }
    : { query: Wire<z.input<Q>, z.output<Q>> }
  : unknown
type BodyInput<E> = E extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown

/** What a caller gives to send this endpoint: path parameters, query and body, typed from its schemas. */
export type InputOf<E extends Endpoint> = ParamsInput<E> & QueryInput<E> & BodyInput<E>

/** The endpoint's path with its parameters filled in, each encoded: "/orders/{id}" → "/orders/12". */
export function pathOf(descriptor: Pick<Endpoint, "path">, params?: Record<string, string | number>) {
  return descriptor.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`${descriptor.path}: missing path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}

/** A query object as the API reads it: repeated keys for arrays, nothing for null or undefined. */
export function searchOf(query: Record<string, unknown> | undefined): string {
  if (!query) return ""
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value == null) continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      params.append(key, String(value))
    else throw new Error(`query ${key}: a query value is text, a number or a boolean`)
  }
  const text = params.toString()
  return text ? `?${text}` : ""
}
