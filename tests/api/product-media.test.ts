import { describe, expect, test } from "vitest"

import { setupTestApi } from "../support/api"

const api = setupTestApi()

interface Media {
  url: string
  thumb: string
  alt: string
  width: number
  height: number
}

describe("product media", () => {
  test("every product of a list has pictures, with the product's name as alt in the request's language", async () => {
    const english = await api.json("/products?page[size]=20", { locale: "en" })
    const french = await api.json("/products?page[size]=20", { locale: "fr" })
    expect(english.status).toBe(200)
    for (const [index, product] of english.body.data.entries()) {
      const media: Media[] = product.attributes.media
      expect(media.length).toBeGreaterThanOrEqual(2)
      expect(media[0]).toEqual({
        url: expect.stringMatching(/^\/api\/media\/[a-z0-9-]+\.svg$/),
        thumb: expect.stringMatching(/^\/api\/media\/[a-z0-9-]+\.svg$/),
        alt: product.attributes.name,
        width: 800,
        height: 600,
      })
      const frenchProduct = french.body.data[index]
      expect(frenchProduct.id).toBe(product.id)
      expect(frenchProduct.attributes.media[0].alt).toBe(frenchProduct.attributes.name)
      expect(frenchProduct.attributes.media[0].alt).not.toBe(media[0]!.alt)
      expect(frenchProduct.attributes.media[0].url).toBe(media[0]!.url)
    }
  })

  test("a product's details carry its media for visitors too", async () => {
    const list = await api.json("/products?page[size]=1", { locale: "de" })
    const id = list.body.data[0].id
    const { status, body } = await api.json(`/products/${id}`, { locale: "de" })
    expect(status).toBe(200)
    expect(body.data.attributes.price).toBeNull()
    expect(body.data.attributes.media[0].alt).toBe(body.data.attributes.name)
    expect(body.data.attributes.media[1].alt).toContain(body.data.attributes.name)
  })

  test("the media route serves the picture as a cacheable, locked-down SVG", async () => {
    const list = await api.json("/products?page[size]=1")
    const { url, thumb } = list.body.data[0].attributes.media[0] as Media
    for (const path of [url, thumb]) {
      const response = await api.request(path.replace(/^\/api/, ""), { headers: { accept: "image/*,*/*" } })
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("image/svg+xml")
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
      expect(response.headers.get("x-content-type-options")).toBe("nosniff")
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      )
      const text = await response.text()
      expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
      expect(text).not.toMatch(/<script|href=/i)
    }
  })

  test("unknown names and paths outside the pictures folder are 404", async () => {
    for (const path of [
      "/media/nothing-here.svg",
      "/media/frg-front.png",
      "/media/..%2F..%2Fpgdata.tar",
      "/media/%2e%2e%2ftechnical-documents",
      "/media/..%5Cseed.svg",
      "/media/.svg",
    ]) {
      const response = await api.request(path)
      expect(response.status, path).toBe(404)
    }
  })

  test("the media route is in the OpenAPI document", async () => {
    const { body } = await api.json("/openapi.json")
    expect(body.paths["/media/{file}"].get).toBeDefined()
  })
})
