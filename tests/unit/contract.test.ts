// Building the API registers every route; nothing is served and no database is opened.
import "../../api/app"

import { describe, expect, expectTypeOf, test } from "vitest"
import type { z } from "zod"

import { CaptchaDocumentSchema, createCaptcha, getCaptchaImage } from "#contract/captcha"
import type { Endpoint, InputOf, ResponseOf } from "#contract/endpoint"
import { pathOf } from "#contract/endpoint"

import { registeredEndpoints } from "../../api/lib/define-route"
import { buildOpenApiDocument } from "../../api/lib/openapi"
import operationIdsPublished from "../fixtures/openapi-operation-ids.json" with { type: "json" }
import operationsBefore from "../fixtures/openapi-operations.json" with { type: "json" }

const contractModules = import.meta.glob<Record<string, unknown>>("../../contract/**/*.ts", { eager: true })
const declared = new Set(Object.values(contractModules).flatMap((module) => Object.values(module)))

describe("one contract for both halves", () => {
  test("every API route is registered from a descriptor that contract/ exports", () => {
    const strays = registeredEndpoints
      .filter((endpoint) => !declared.has(endpoint))
      .map((endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`)
    expect(strays).toEqual([])
  })

  test("the OpenAPI document lists the same operations as before the contract moved", () => {
    const document = buildOpenApiDocument() as { paths: Record<string, Record<string, unknown>> }
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(operations.sort()).toEqual(operationsBefore)
  })

  test("operation ids are unique camelCase verb phrases", () => {
    const ids = registeredEndpoints.map((endpoint) => endpoint.operationId)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
    // what a generated client's method is called: a verb first, then what it acts on
    const verbs =
      "accept|add|approve|cancel|change|check|confirm|copy|create|deactivate|delete|get|list|load|log|merge|preview|reactivate|refresh|reject|replace|request|require|retry|revoke|save|search|send|set|ship|submit|update|validate"
    const phrase = new RegExp(`^(${verbs})([A-Z][a-z0-9]*)*$`)
    expect(ids.filter((id) => !phrase.test(id))).toEqual([])
  })

  test("published operation ids are never renamed: generated clients call them by name", () => {
    const document = buildOpenApiDocument() as {
      paths: Record<string, Record<string, { operationId: string }>>
    }
    const ids = Object.fromEntries(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => [
          `${method.toUpperCase()} ${path}`,
          operation.operationId,
        ]),
      ),
    )
    expect(ids).toEqual(operationIdsPublished)
  })

  test("each operation's security says who may call it, as its descriptor does", () => {
    const document = buildOpenApiDocument() as {
      paths: Record<string, Record<string, { security: object[] }>>
      components: { securitySchemes: Record<string, object> }
    }
    const security = {
      partner: [{ bearer: [] }],
      integration: [{ apiKey: [] }, { bearer: [] }],
      optional: [{}, { bearer: [] }],
      none: [],
      staff: [{ staffBearer: [] }],
    }
    for (const endpoint of registeredEndpoints)
      expect(document.paths[endpoint.path]?.[endpoint.method]?.security, endpoint.operationId).toEqual(
        security[endpoint.auth],
      )
    expect(Object.keys(document.components.securitySchemes)).toEqual(["bearer", "apiKey", "staffBearer"])
  })

  test("every reference in the document points to one of its components", () => {
    const document = buildOpenApiDocument()
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]!)
    expect(refs.length).toBeGreaterThan(0)
    const dangling = refs.filter((ref) => {
      const [, kind, name] = /^#\/components\/(schemas|responses)\/(.+)$/.exec(ref) ?? []
      return !kind || !(name! in (document.components as Record<string, Record<string, unknown>>)[kind]!)
    })
    expect([...new Set(dangling)]).toEqual([])
  })

  test("a path is filled from its parameters, each encoded", () => {
    expect(pathOf(getCaptchaImage, { id: "a/b c" })).toBe("/captcha/a%2Fb%20c/image")
    expect(() => pathOf(getCaptchaImage)).toThrow(/missing path parameter id/)
  })

  test("the shop's types are read off the descriptors", () => {
    expectTypeOf<ResponseOf<typeof createCaptcha>>().toEqualTypeOf<z.output<typeof CaptchaDocumentSchema>>()
    expectTypeOf<InputOf<typeof getCaptchaImage>>().toEqualTypeOf<{ params: Record<"id", string | number> }>()
    expectTypeOf<InputOf<typeof createCaptcha>>().toEqualTypeOf<{
      body: { kind?: "image" | undefined; form?: "contact" | "signup" | undefined } | undefined
    }>()
    expectTypeOf<typeof createCaptcha>().toExtend<Endpoint>()
  })
})
