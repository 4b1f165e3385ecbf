import type { Context, Hono } from "hono"
import type { z } from "zod"

import type { Endpoint, Parsed } from "#contract/endpoint"
import { hasControlCharacters } from "#contract/fields"

import type { ApiEnv } from "./context"
import {
  ApiError,
  ErrorBodySchema,
  unauthenticated,
  ValidationError,
  ValidationErrorBodySchema,
} from "./errors"

type Input<E extends Endpoint> = {
  query: Parsed<E, "query">
  params: Parsed<E, "params">
  body: Parsed<E, "body">
  headers: Parsed<E, "headers">
  /** the request body's bytes, for an endpoint that takes a file (`upload`) */
  file: Uint8Array | undefined
}

/** Every route declared in the API, read by the OpenAPI generator and the contract test. */
export const registeredEndpoints: Endpoint[] = []

/**
 * Deeper than any request of the contract nests (an order's delivery address sits three levels down): a
 * body nested further is refused as malformed before anything walks it.
 */
const MAX_NESTING = 32

/**
 * FORM-5: a control character (a NUL above all, which PostgreSQL refuses in text with an error) in any
 * string the caller sent, wherever it sits (a query parameter, a path parameter, a field deep in a JSON
 * body, a key), is the caller's mistake: 422 naming the field, before the schema or the database sees it.
 * The shared field rules (contract/fields.ts) say the same to the shop's forms. The walk keeps its own
 * stack instead of recursing: a body 10,000 levels deep (JSON.parse takes it) overflowed the call stack,
 * a 500 the fuzz suite found (tests/api/fuzz.test.ts); past MAX_NESTING the body is refused whole.
 */
function refuseControlCharacters(value: unknown) {
  const errors: Record<string, string[]> = {}
  const pending: { node: unknown; path: string[] }[] = [{ node: value, path: [] }]
  while (pending.length) {
    const { node, path } = pending.pop()!
    if (path.length > MAX_NESTING) throw new ValidationError({ _: ["validation.malformed"] })
    if (typeof node === "string") {
      if (hasControlCharacters(node)) {
        const plain = path[0] === "data" && path[1] === "attributes" ? path.slice(2) : path
        errors[plain.join(".") || "_"] = ["validation.controlCharacters"]
      }
    } else if (node && typeof node === "object") {
      // in reverse, so that fields are visited (and named in the answer) in the order they were sent
      const entries = Object.entries(node as Record<string, unknown>)
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!
        if (!Array.isArray(node) && hasControlCharacters(key))
          errors[[...path, "_"].join(".")] = ["validation.controlCharacters"]
        else pending.push({ node: item, path: [...path, key] })
      }
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors)
}

function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, prefix: string): z.output<T> {
  refuseControlCharacters(value)
  const result = schema.safeParse(value)
  if (!result.success) throw ValidationError.fromZod(result.error, prefix)
  return result.data
}

// Query keys like filter[products.x][value] arrive flat; repeated keys (include[]) become arrays.
function queryObject(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [key, values] of Object.entries(c.req.queries())) {
    out[key] = key.endsWith("[]") || values.length > 1 ? values : values[0]!
  }
  return out
}

// The declared headers by their documented names (header names are case-insensitive on the wire); an
// absent or blank one is left out, as an absent query key is.
function headerObject(c: Context, schema: z.ZodObject): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of Object.keys(schema.shape)) {
    const value = c.req.header(name)?.trim()
    if (value) out[name] = value
  }
  return out
}

/** Whether a body schema accepts no body at all (it is optional or has a default). */
export const bodyIsOptional = (schema: z.ZodType) => schema.safeParse(undefined).success

// An empty body is "no body": fine where the schema allows it, otherwise the same answer as bad JSON.
async function jsonBody(c: Context, schema: z.ZodType): Promise<unknown> {
  const text = await c.req.text()
  if (!text.trim() && bodyIsOptional(schema)) return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new ValidationError({ _: ["validation.malformed"] })
  }
}

/**
 * A file sent as the body itself: its bytes, at most `maxBytes` (the server's body limit also holds, but
 * the API refuses the same way when it is called in-process); what it is, is the handler's to read from its
 * content, never from the Content-Type the caller chose.
 */
async function fileBody(c: Context, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(c.req.header("content-length"))
  if (Number.isFinite(declared) && declared > maxBytes) throw payloadTooLarge(maxBytes)
  const bytes = new Uint8Array(await c.req.arrayBuffer())
  if (bytes.byteLength > maxBytes) throw payloadTooLarge(maxBytes)
  return bytes
}

const payloadTooLarge = (maxBytes: number) =>
  new ApiError(
    413,
    "payload_too_large",
    `The request body is larger than ${Math.round(maxBytes / 1024)} KiB.`,
  )

// every error answer has one of the two documented error bodies (api/lib/openapi.ts)
const errorBodySchema = (status: number) =>
  status === 422 ? ValidationErrorBodySchema : status >= 400 ? ErrorBodySchema : undefined

/**
 * In the API's own tests (createApi's checkResponses), every JSON answer is held to the endpoint's
 * response schema: the shop's types are inferred from those schemas, so an answer that drifts from
 * them fails a test instead of misleading the shop.
 */
async function checkAnswer(endpoint: Endpoint, response: Response) {
  const schema = endpoint.responses[response.status]?.schema ?? errorBodySchema(response.status)
  if (!schema || !response.headers.get("content-type")?.includes("json")) return
  const result = schema.safeParse(await response.clone().json())
  if (!result.success)
    throw new Error(
      `${endpoint.method.toUpperCase()} ${endpoint.path} answered ${response.status} off its contract: ` +
        JSON.stringify(result.error.issues.slice(0, 5)),
    )
}

/**
 * Registers one API route from its contract/ descriptor: the same schemas validate requests (422 on
 * failure) and describe the route in /api/openapi.json.
 */
export function defineRoute<E extends Endpoint>(
  app: Hono<ApiEnv>,
  endpoint: E,
  handler: (c: Context<ApiEnv>, input: Input<E>) => Response | Promise<Response>,
) {
  registeredEndpoints.push(endpoint)
  const honoPath = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    endpoint.paramPatterns?.[name] ? `:${name}{${endpoint.paramPatterns[name]}}` : `:${name}`,
  )
  app.on(endpoint.method.toUpperCase(), honoPath, async (c) => {
    // a visitor is refused before the request is read: 401 comes before any 422
    if ((endpoint.auth === "partner" || endpoint.auth === "integration") && !c.get("viewer"))
      throw unauthenticated()
    // a staff operation needs a staff session (api/modules/staff/staff-access.ts), never a partner's token
    if (endpoint.auth === "staff" && !c.get("staff")) throw unauthenticated()
    const query = endpoint.query ? parseOrThrow(endpoint.query, queryObject(c), "") : undefined
    const params = endpoint.params ? parseOrThrow(endpoint.params, c.req.param(), "") : undefined
    const headers = endpoint.headers
      ? parseOrThrow(endpoint.headers, headerObject(c, endpoint.headers), "")
      : undefined
    let body: unknown
    if (endpoint.body) body = parseOrThrow(endpoint.body, await jsonBody(c, endpoint.body), "")
    const file = endpoint.upload ? await fileBody(c, endpoint.upload.maxBytes) : undefined
    const response = await handler(c, { query, params, body, headers, file } as Input<E>)
    if (c.get("checkResponses")) await checkAnswer(endpoint, response)
    return response
  })
}
