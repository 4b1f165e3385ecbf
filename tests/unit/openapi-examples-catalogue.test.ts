// The examples the OpenAPI document shows for the catalogue, search, content, news, announcements,
// downloads, captcha and contact endpoints (contract/examples/): each must be an answer the API could
// send, so it is parsed with the very schemas that describe the endpoint.
import "#contract/examples/index"

import { describe, expect, test } from "vitest"
import type { z } from "zod"

import * as announcements from "#contract/announcements"
import { ValidationErrorBodySchema } from "#contract/api-errors"
import * as captcha from "#contract/captcha"
import * as catalog from "#contract/catalog"
import * as catalogProducts from "#contract/catalog-products"
import * as catalogSearch from "#contract/catalog-search"
import * as contact from "#contract/contact"
import * as content from "#contract/content"
import * as downloads from "#contract/downloads"
import type { Endpoint } from "#contract/endpoint"
import { endpointExamples } from "#contract/endpoint-examples"

const modules = {
  announcements,
  captcha,
  catalog,
  catalogProducts,
  catalogSearch,
  contact,
  content,
  downloads,
}

const isEndpoint = <T>(value: T): value is T & Endpoint =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "responses" in value

const endpoints = Object.values(modules).flatMap((module) => Object.values(module).filter(isEndpoint))
const nameOf = (endpoint: Endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`
const jsonSuccesses = (endpoint: Endpoint) =>
  [200, 201].filter((status) => endpoint.responses[status]?.schema !== undefined)

// 422 is the one error handler's answer (api/lib/errors.ts) unless the endpoint states its own
const schemaOf = (endpoint: Endpoint, status: number): z.ZodType | undefined =>
  endpoint.responses[status]?.schema ??
  (status === 422 && (endpoint.body || endpoint.query) ? ValidationErrorBodySchema : undefined)

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success
    ? []
    : result.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".")}: ${issue.message}`)
}

interface Reference {
  type: string
  id: string
}
interface Resource extends Reference {
  attributes?: Record<string, unknown>
  relationships?: Record<string, { data: Reference | Reference[] }>
}
interface MenuNode extends Reference {
  children: MenuNode[]
}

/** Every product and spare part an example answer holds, wherever it sits in the document. */
function itemsIn(value: unknown): Resource[] {
  if (Array.isArray(value)) return value.flatMap(itemsIn)
  if (typeof value !== "object" || value === null) return []
  const resource = value as Resource
  const own = ["products", "spare-parts"].includes(resource.type) && resource.attributes ? [resource] : []
  return [...own, ...Object.values(value).flatMap(itemsIn)]
}

describe("the OpenAPI examples of the catalogue and content endpoints", () => {
  test("each of the domains' modules declares endpoints", () => {
    // guards the list of modules above: a module that no longer declares endpoints would check nothing
    const empty = Object.entries(modules)
      .filter(([, module]) => !Object.values(module).some(isEndpoint))
      .map(([name]) => name)
    expect(empty).toEqual([])
  })

  test("every endpoint with a body or a JSON answer has an example body and success answer", () => {
    const missing = endpoints.flatMap((endpoint) => {
      const given = endpointExamples.get(endpoint)
      return [
        ...(endpoint.body && given?.body === undefined ? [`${nameOf(endpoint)}: body`] : []),
        ...jsonSuccesses(endpoint)
          .filter((status) => given?.responses?.[status] === undefined)
          .map((status) => `${nameOf(endpoint)}: ${status}`),
      ]
    })
    expect(missing).toEqual([])
  })

  test("every example parses with its endpoint's schemas", () => {
    const problems = endpoints.flatMap((endpoint) => {
      const given = endpointExamples.get(endpoint)
      if (!given) return []
      const bodyProblems =
        given.body === undefined
          ? []
          : endpoint.body
            ? issuesOf(endpoint.body, given.body).map((issue) => `${nameOf(endpoint)} body ${issue}`)
            : [`${nameOf(endpoint)}: a body example for an endpoint without a body`]
      const answerProblems = Object.entries(given.responses ?? {}).flatMap(([status, answer]) => {
        const schema = schemaOf(endpoint, Number(status))
        if (!schema) return [`${nameOf(endpoint)} ${status}: no JSON answer for this status`]
        return issuesOf(schema, answer).map((issue) => `${nameOf(endpoint)} ${status} ${issue}`)
      })
      return [...bodyProblems, ...answerProblems]
    })
    expect(problems).toEqual([])
  })

  test("the catalogue's examples show a partner's prices and stock; the cacheable list shows a visitor's", () => {
    const catalogue = [
      ...Object.values(catalog),
      ...Object.values(catalogProducts),
      ...Object.values(catalogSearch),
    ]
      .filter(isEndpoint)
      .filter((endpoint) => endpoint !== catalogProducts.listProductsOfKindCached)
    const items = catalogue.flatMap((endpoint) =>
      itemsIn(Object.values(endpointExamples.get(endpoint)?.responses ?? {})),
    )
    expect(items.length).toBeGreaterThan(5)
    expect(
      items.filter((item) => item.attributes?.price === null || item.attributes?.availability === null),
    ).toEqual([])
    const visitorItems = itemsIn(
      endpointExamples.get(catalogProducts.listProductsOfKindCached)?.responses?.[200],
    )
    expect(visitorItems.length).toBeGreaterThan(0)
    for (const item of visitorItems)
      expect(item.attributes).toMatchObject({ price: null, availability: null })
  })

  test("what an example relates to, and every node of an example menu, is in its included", () => {
    const dangling = endpoints.flatMap((endpoint) => {
      const answer = endpointExamples.get(endpoint)?.responses?.[200] as
        { data: Resource; included?: Resource[] } | undefined
      if (!answer?.included) return []
      const { data } = answer
      const present = new Set(answer.included.map(({ type, id }) => `${type}/${id}`))
      const related = Object.values(data.relationships ?? {}).flatMap(({ data }) =>
        Array.isArray(data) ? data : [data],
      )
      const nodes = (list: unknown): MenuNode[] =>
        Array.isArray(list) ? (list as MenuNode[]).flatMap((node) => [node, ...nodes(node.children)]) : []
      const menu = ["tree", "families", "lines"].flatMap((key) => nodes(data.attributes?.[key]))
      return [...related, ...menu]
        .filter(({ type, id }) => !present.has(`${type}/${id}`))
        .map(({ type, id }) => `${nameOf(endpoint)}: ${type}/${id}`)
    })
    expect(dangling).toEqual([])
  })
})
