// Building the API registers every route; nothing is served and no database is opened.
import "../../api/app"

import { describe, expect, expectTypeOf, test } from "vitest"
import type { z } from "zod"

import { CaptchaDocumentSchema, createCaptcha, getCaptchaImage } from "#contract/captcha"
import type { Endpoint, InputOf, ResponseOf } from "#contract/endpoint"
import { pathOf } from "#contract/endpoint"

import { registeredEndpoints } from "../../api/lib/define-route"
import { buildOpenApiDocument } from "../../api/lib/openapi"
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

  test("a path is filled from its parameters, each encoded", () => {
    expect(pathOf(getCaptchaImage, { id: "a/b c" })).toBe("/captcha/a%2Fb%20c/image")
    expect(() => pathOf(getCaptchaImage)).toThrow(/missing path parameter id/)
  })

  test("the shop's types are read off the descriptors", () => {
    expectTypeOf<ResponseOf<typeof createCaptcha>>().toEqualTypeOf<z.output<typeof CaptchaDocumentSchema>>()
    expectTypeOf<InputOf<typeof getCaptchaImage>>().toEqualTypeOf<{ params: Record<"id", string | number> }>()
    expectTypeOf<InputOf<typeof createCaptcha>>().toEqualTypeOf<{
      body: { kind?: "image" | "question" | undefined } | undefined
    }>()
    expectTypeOf<typeof createCaptcha>().toExtend<Endpoint>()
  })
})
