import "#contract/examples/index"

import { afterAll, beforeAll, describe, expect, test, vi } from "vitest"
import type { z } from "zod"

import { ValidationErrorBodySchema } from "#contract/api-errors"
import type { Endpoint } from "#contract/endpoint"
import { endpointExamples } from "#contract/endpoint-examples"

import { createApi } from "../../api/app"
import type { DatabaseHandle } from "../../api/db/client"
import { registeredEndpoints } from "../../api/lib/define-route"
import { buildOpenApiDocument } from "../../api/lib/openapi"

// The examples of the OpenAPI document (contract/examples/) are held to the endpoints' own schemas, so an
// example that drifts from the contract fails here instead of misleading a partner's developer.

// The examples are the API's answers of that morning; an order's dates must lie ahead of "now".
const EXAMPLES_WRITTEN_AT = new Date("2026-11-25T10:36:00Z")

const label = (endpoint: Endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`

/** The schema an answer with this status is read with: the endpoint's, or the validation error's. */
function answerSchema(endpoint: Endpoint, status: number): z.ZodType | undefined {
  const declared = endpoint.responses[status]?.schema
  if (declared) return declared
  if (status === 422 && (endpoint.body || endpoint.query)) return ValidationErrorBodySchema
  return undefined
}

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
}

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] })
  vi.setSystemTime(EXAMPLES_WRITTEN_AT)
})
afterAll(() => {
  vi.useRealTimers()
})

describe("the examples of the OpenAPI document", () => {
  test.each([...endpointExamples].map(([endpoint, given]) => [label(endpoint), endpoint, given] as const))(
    "%s: every example reads with the endpoint's schemas",
    (_, endpoint, given) => {
      const problems: string[] = []
      if (given.body !== undefined) {
        if (endpoint.body)
          problems.push(...issuesOf(endpoint.body, given.body).map((issue) => `body ${issue}`))
        else problems.push("a body example, but the endpoint takes no body")
      }
      for (const [status, answer] of Object.entries(given.responses ?? {})) {
        const schema = answerSchema(endpoint, Number(status))
        if (schema) problems.push(...issuesOf(schema, answer).map((issue) => `${status} ${issue}`))
        else problems.push(`${status}: the endpoint answers no JSON document with this status`)
      }
      expect(problems).toEqual([])
    },
  )

  test("every endpoint with a body or a JSON success answer has them", () => {
    // importing the API registered every route it serves (api/lib/define-route.ts)
    const endpoints = [...new Set(registeredEndpoints)]
    expect(endpoints.length).toBeGreaterThan(70)
    const missing = endpoints.flatMap((endpoint) => {
      const given = endpointExamples.get(endpoint)
      const successes = Object.entries(endpoint.responses)
        .filter(([status, response]) => Number(status) < 300 && response.schema)
        .map(([status]) => Number(status))
      return [
        ...(endpoint.body && given?.body === undefined ? [`${label(endpoint)}: body`] : []),
        ...successes
          .filter((status) => given?.responses?.[status] === undefined)
          .map((status) => `${label(endpoint)}: ${status}`),
      ]
    })
    expect(missing).toEqual([])
  })

  test("the document shows each example on its request body and on its answer's media types", () => {
    // assembling the API registers its routes; no request is served, so no database
    createApi({ handle: {} as DatabaseHandle, tokenSecret: "openapi-examples-test-no-requests-served" })
    type Media = Record<string, { example?: unknown }>
    const document = buildOpenApiDocument() as unknown as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Media }; responses: Record<string, { content?: Media }> }>
      >
    }
    for (const [endpoint, given] of endpointExamples) {
      const operation = document.paths[endpoint.path]?.[endpoint.method]
      expect(operation, label(endpoint)).toBeDefined()
      if (given.body !== undefined)
        for (const media of Object.values(operation!.requestBody!.content))
          expect(media.example, `${label(endpoint)} body`).toEqual(given.body)
      for (const [status, answer] of Object.entries(given.responses ?? {})) {
        const content = Object.values(operation!.responses[status]?.content ?? {})
        expect(content.length, `${label(endpoint)} ${status}`).toBeGreaterThan(0)
        for (const media of content) expect(media.example, `${label(endpoint)} ${status}`).toEqual(answer)
      }
    }
  })
})
