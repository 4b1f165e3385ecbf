import "#contract/examples/index"

import { z } from "zod"

import type { Endpoint } from "#contract/endpoint"
import { endpointExamples } from "#contract/endpoint-examples"
import { LOCALES } from "#contract/locales"

import { bodyIsOptional, registeredEndpoints } from "./define-route"

const ErrorSchema = z.object({ error: z.string(), message: z.string().optional() })
const ValidationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})

const toSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" })

function parameters(schema: z.ZodType | undefined, where: "query" | "path") {
  if (!schema) return []
  const json = toSchema(schema) as { properties?: Record<string, object>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: property,
  }))
}

/** The OpenAPI document, generated from the same zod schemas that validate requests. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const contract of registeredEndpoints) {
    const responses: Record<string, unknown> = {}
    for (const [status, response] of Object.entries(contract.responses)) {
      responses[status] = {
        description: response.description,
        ...(response.schema
          ? { content: { "application/vnd.partners.v1+json": { schema: toSchema(response.schema) } } }
          : {}),
      }
    }
    if (contract.query || contract.body) {
      responses["422"] ??= {
        description: "Validation failed: per-field messages",
        content: { "application/json": { schema: toSchema(ValidationErrorSchema) } },
      }
    }
    responses["default"] = {
      description: "Error",
      content: { "application/json": { schema: toSchema(ErrorSchema) } },
    }
    ;(paths[contract.path] ??= {})[contract.method] = {
      summary: contract.summary,
      description: contract.description,
      tags: contract.tags,
      parameters: [
        ...parameters(contract.params, "path"),
        ...parameters(contract.query, "query"),
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
              content: { "application/json": { schema: toSchema(contract.body) } },
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
 * status's response. A 422 declared with a description only gets the validation error's schema, so that
 * its example has a media type to sit on.
 */
function addExamples(endpoint: Endpoint, operation: OperationObject) {
  const given = endpointExamples.get(endpoint)
  if (!given) return
  if (given.body !== undefined)
    for (const media of Object.values(operation.requestBody?.content ?? {})) media.example = given.body
  for (const [status, example] of Object.entries(given.responses ?? {})) {
    const response = operation.responses[status]
    if (!response) continue
    if (status === "422")
      response.content ??= { "application/json": { schema: toSchema(ValidationErrorSchema) } }
    for (const media of Object.values(response.content ?? {})) media.example = example
  }
}
