import { describe, expect, test } from "vitest"

import type { Endpoint } from "#contract/endpoint"

import { registeredEndpoints } from "../../api/lib/define-route"
import { buildOpenApiDocument } from "../../api/lib/openapi"
import { setupTestApi } from "../support/api"

// The OpenAPI document against the API it describes: what it says about who may call each operation,
// and the media type it names, hold for real answers.
const api = setupTestApi()

// every path parameter "0": below every id's minimum, so no handler does real work for it
const visitorCall = (endpoint: Endpoint) =>
  api.request(endpoint.path.replace(/\{\w+\}/g, "0"), {
    method: endpoint.method.toUpperCase(),
    ...(endpoint.method === "get" ? {} : { headers: { "content-type": "application/json" }, body: "{}" }),
  })

describe("the OpenAPI document", () => {
  test("every operation for partners, integrations or staff answers 401 to a visitor, and no other does", async () => {
    const answers: string[] = []
    for (const endpoint of registeredEndpoints) {
      const response = await visitorCall(endpoint)
      await response.body?.cancel()
      answers.push(`${endpoint.operationId} ${endpoint.auth} ${response.status === 401 ? 401 : "other"}`)
    }
    const expected = registeredEndpoints.map(
      (endpoint) =>
        `${endpoint.operationId} ${endpoint.auth} ${["partner", "integration", "staff"].includes(endpoint.auth) ? 401 : "other"}`,
    )
    expect(answers).toEqual(expected)
    expect(answers.filter((answer) => answer.endsWith(" 401")).length).toBeGreaterThan(30)
  })

  test("an operation open to anyone gives a partner more: prices with a token, none without", async () => {
    const { auth } = await api.login("buyer@partners.test")
    const price = async (headers?: HeadersInit) =>
      (await api.json("/products?page[size]=1", { headers })).body.data[0].attributes.price
    expect(await price()).toBeNull()
    expect(await price(auth)).not.toBeNull()
  })

  test("answers name the versioned media type to whoever asks for it, plain JSON otherwise", async () => {
    const versioned = await api.request("/settings", {
      headers: { accept: "application/vnd.partners.v1+json" },
    })
    expect(versioned.headers.get("content-type")).toMatch(/^application\/vnd\.partners\.v1\+json/)
    const plain = await api.request("/settings", { headers: { accept: "application/json" } })
    expect(plain.headers.get("content-type")).toMatch(/^application\/json/)
    expect(await versioned.json()).toEqual(await plain.json())
  })

  test("GET /openapi.json serves the document api/openapi-cli.ts writes", async () => {
    const { status, headers, body } = await api.json("/openapi.json")
    expect(status).toBe(200)
    expect(headers.get("content-type")).toMatch(/json/)
    expect(body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())))
  })
})
