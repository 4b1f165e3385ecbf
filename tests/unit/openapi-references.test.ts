import { describe, expect, test } from "vitest"

import { createApi } from "../../api/app"
import type { DatabaseHandle } from "../../api/db/client"
import { buildOpenApiDocument } from "../../api/lib/openapi"

// Routes register their descriptors when the API is assembled; no request is served, so no database.
createApi({ handle: {} as DatabaseHandle, tokenSecret: "openapi-document-only-no-requests-served" })

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as { [key: string]: Json }

function references(node: Json): string[] {
  if (Array.isArray(node)) return node.flatMap(references)
  if (node === null || typeof node !== "object") return []
  return Object.entries(node).flatMap(([key, value]) =>
    key === "$ref" && typeof value === "string" ? [value] : references(value),
  )
}

function resolve(pointer: string): Json | undefined {
  let node: Json | undefined = document
  for (const part of pointer.replace(/^#\//, "").split("/")) {
    const key = part.replaceAll("~1", "/").replaceAll("~0", "~")
    node = node && typeof node === "object" && !Array.isArray(node) ? node[key] : undefined
  }
  return node
}

// client generators (openapi-typescript) and the linter refuse a document whose references lead nowhere
describe("the OpenAPI document's references", () => {
  test("every $ref points into the document's components and finds what it names", () => {
    const refs = references(document)
    expect(refs.length).toBeGreaterThan(0)
    expect(
      refs.filter((ref) => !/^#\/components\/(schemas|responses)\//.test(ref) || resolve(ref) === undefined),
    ).toEqual([])
  })

  test("every error answer has a body a client can read: per-field errors for a 422", () => {
    const paths = document.paths as Record<string, Record<string, { responses: Record<string, Json> }>>
    const untyped: string[] = []
    for (const [path, operations] of Object.entries(paths))
      for (const [method, { responses }] of Object.entries(operations))
        for (const [status, response] of Object.entries(responses)) {
          if (!(Number(status) >= 400 || status === "default")) continue
          // a shared answer (components/responses) is read through its reference
          const shared = references(response)[0]
          const answer = shared?.startsWith("#/components/responses/") ? resolve(shared)! : response
          const ref = references(answer)[0]
          const expected = status === "422" ? "ValidationError" : "Error"
          if (ref !== `#/components/schemas/${expected}`) untyped.push(`${method} ${path} ${status}`)
        }
    expect(untyped).toEqual([])
  })
})
