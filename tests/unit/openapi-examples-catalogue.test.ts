// What the catalogue and content examples of the OpenAPI document (contract/examples/) must show beyond
// parsing with their schemas, which tests/unit/openapi-examples.test.ts checks for every endpoint: a
// partner's prices where a partner gets them, and documents whose relationships resolve in `included`.
import "#contract/examples/index"

import { describe, expect, test } from "vitest"

import * as announcements from "#contract/announcements"
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
