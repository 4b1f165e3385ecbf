import "#contract/examples/index"

import { z } from "zod"

import type { Endpoint } from "#contract/endpoint"
import { endpointExamples, ValidationErrorDocumentSchema } from "#contract/endpoint-examples"
import { LOCALES } from "#contract/locales"

import { bodyIsOptional, registeredEndpoints } from "./define-route"

const ErrorSchema = z.object({ error: z.string(), message: z.string().optional() })

/** The document's named schemas (components.schemas), filled while its operations are written. */
type SharedSchemas = Record<string, object>

/**
 * A zod schema as JSON Schema. A recursive schema (the menu tree) comes with `$defs` and references to
 * `#/$defs/...`, which do not resolve from the document's root: those move to components.schemas.
 */
function toSchema(schema: z.ZodType, shared: SharedSchemas): object {
  const { $defs, ...json } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" })
  if (!$defs) return json
  for (const [name, definition] of Object.entries($defs)) {
    // zod's own names (__schema0, …) restart with every schema: only a given name can be shared
    if (name.startsWith("__schema"))
      throw new Error("A recursive schema needs a name for the OpenAPI document: .meta({ id: 'Name' })")
    const hoisted = pointToComponents(definition)
    const known = shared[name]
    if (known && JSON.stringify(known) !== JSON.stringify(hoisted))
      throw new Error(`Two different schemas are named ${name}`)
    shared[name] = hoisted
  }
  return pointToComponents(json)
}

const pointToComponents = (json: object) =>
  JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as object

function parameters(schema: z.ZodType | undefined, where: "query" | "path", shared: SharedSchemas) {
  if (!schema) return []
  const json = toSchema(schema, shared) as { properties?: Record<string, object>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: property,
  }))
}

/** The OpenAPI document, generated from the same zod schemas that validate requests. */
export function buildOpenApiDocument() {
  const shared: SharedSchemas = {
    Error: toSchema(ErrorSchema, {}),
    ValidationError: toSchema(ValidationErrorDocumentSchema, {}),
  }
  // every error answer has one of the two bodies (api/lib/errors.ts): a client types them from here
  const errorContent = (status: string) => ({
    "application/json": {
      schema: { $ref: `#/components/schemas/${status === "422" ? "ValidationError" : "Error"}` },
    },
  })
  const paths: Record<string, Record<string, unknown>> = {}
  for (const contract of registeredEndpoints) {
    const responses: Record<string, unknown> = {}
    for (const [status, response] of Object.entries(contract.responses)) {
      const content = response.schema
        ? { "application/vnd.partners.v1+json": { schema: toSchema(response.schema, shared) } }
        : Number(status) >= 400
          ? errorContent(status)
          : undefined
      responses[status] = { description: response.description, ...(content ? { content } : {}) }
    }
    if (contract.query || contract.body) {
      responses["422"] ??= {
        description: "Validation failed: per-field messages",
        content: errorContent("422"),
      }
    }
    responses["default"] = { description: "Error", content: errorContent("default") }
    ;(paths[contract.path] ??= {})[contract.method] = {
      summary: contract.summary,
      description: contract.description,
      tags: contract.tags,
      parameters: [
        ...parameters(contract.params, "path", shared),
        ...parameters(contract.query, "query", shared),
        {
          name: "Accept-Language",
          in: "header",
          required: false,
          schema: { type: "string", enum: [...LOCALES] },
        },
      ],
      ...(contract.body
        ? {
            requestBody: {
              required: !bodyIsOptional(contract.body),
              content: { "application/json": { schema: toSchema(contract.body, shared) } },
            },
          }
        : {}),
      responses,
    }
  }
  for (const contract of registeredEndpoints)
    addExamples(contract, paths[contract.path]![contract.method] as OperationObject)
  return {
    openapi: "3.1.0",
    info: {
      title: "Partners API",
      version: "1",
      description:
        "The manufacturer's partners API. Send `Accept: application/vnd.partners.v1+json` (plain application/json is accepted), " +
        "`Accept-Language` and, for a partner, `Authorization: Bearer <access_token>`. Callers without a token get catalogue " +
        "data without price or stock.",
    },
    servers: [{ url: "/api" }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      schemas: shared,
    },
    paths,
  }
}

// ---- examples (contract/examples/) ----

type MediaTypes = Record<string, { schema: unknown; example?: unknown }>

interface OperationObject {
  requestBody?: { content: MediaTypes }
  responses: Record<string, { description: string; content?: MediaTypes }>
}

/**
 * Puts an endpoint's examples on its operation: the body's on the request body, each answer's on its
 * status's response (every 422 has the validation error's media type, see errorContent).
 */
function addExamples(endpoint: Endpoint, operation: OperationObject) {
  const given = endpointExamples.get(endpoint)
  if (!given) return
  if (given.body !== undefined)
    for (const media of Object.values(operation.requestBody?.content ?? {})) media.example = given.body
  for (const [status, example] of Object.entries(given.responses ?? {})) {
    const response = operation.responses[status]
    if (!response) continue
    for (const media of Object.values(response.content ?? {})) media.example = example
  }
}
