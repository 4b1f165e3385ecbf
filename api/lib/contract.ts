import type { Context, Hono } from "hono"
import { z } from "zod"
import type { ApiEnv } from "./context"
import { ValidationError } from "./errors"

type Method = "get" | "post" | "put" | "patch" | "delete"

export interface RouteContract<
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  method: Method
  /** OpenAPI-style path under /api, e.g. "/meta-tags/{page}" */
  path: string
  summary: string
  tags: string[]
  description?: string
  query?: Q
  params?: P
  /** a path parameter's pattern, e.g. {id: "[0-9]+"}: other values fall through to later routes */
  paramPatterns?: Record<string, string>
  body?: B
  responses: Record<number, { description: string; schema?: z.ZodType }>
}

type Input<Q, P, B> = {
  query: Q extends z.ZodType ? z.output<Q> : undefined
  params: P extends z.ZodType ? z.output<P> : undefined
  body: B extends z.ZodType ? z.output<B> : undefined
}

/** Every route declared in the API, read by the OpenAPI generator. */
export const registeredContracts: RouteContract[] = []

function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, prefix: string): z.output<T> {
  const result = schema.safeParse(value)
  if (!result.success) throw ValidationError.fromZod(result.error, prefix)
  return result.data
}

// Query keys like filter[products.x][value] arrive flat; repeated keys (include[]) become arrays.
function queryObject(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [key, values] of Object.entries(c.req.queries())) {
    out[key] = key.endsWith("[]") || values.length > 1 ? values : values[0]
  }
  return out
}

/**
 * Declares one API route from its zod contract: the same schemas validate requests (422 on failure)
 * and describe the route in /api/openapi.json.
 */
export function defineRoute<
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
>(
  app: Hono<ApiEnv>,
  contract: Omit<RouteContract, "query" | "params" | "body"> & { query?: Q; params?: P; body?: B },
  handler: (c: Context<ApiEnv>, input: Input<Q, P, B>) => Response | Promise<Response>,
) {
  registeredContracts.push(contract as RouteContract)
  const honoPath = contract.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    contract.paramPatterns?.[name] ? `:${name}{${contract.paramPatterns[name]}}` : `:${name}`,
  )
  app.on(contract.method.toUpperCase(), honoPath, async (c) => {
    const query = contract.query ? parseOrThrow(contract.query, queryObject(c), "") : undefined
    const params = contract.params ? parseOrThrow(contract.params, c.req.param(), "") : undefined
    let body: unknown
    if (contract.body) {
      let raw: unknown
      try {
        raw = await c.req.json()
      } catch {
        throw new ValidationError({ _: ["The request body must be JSON."] })
      }
      body = parseOrThrow(contract.body, raw, "")
    }
    return handler(c, { query, params, body } as Input<Q, P, B>)
  })
}
