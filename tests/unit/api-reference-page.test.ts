import crypto from "node:crypto"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"

import { describe, expect, test } from "vitest"

import { API_REFERENCE_MANIFEST, createApiReferencePage } from "../../server/api-reference-page"
import { hashSource, toFragmentRoutes, toStrictPage } from "../../vite/api-reference-html"

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`

describe("the API reference page made strict", () => {
  const page = [
    "<html><head><style>body{margin:0}</style></head><body>",
    '<div id="redoc"><script>document.documentElement.classList.add("light")</script>',
    '<div style="display:none;height:0px">x</div><a href="/">home</a><a href="/catalogue">c</a>',
    '<a href="/api/openapi.json">doc</a></div>',
    '<script type="module">const bundle = "<\\/script>"; hydrate()</script>',
    '<script src="/kept.js"></script></body></html>',
  ].join("")

  test("every inline script becomes a file named by its content, loaded where it stood", () => {
    const strict = toStrictPage(page, "/api/docs/assets/", "api-reference")
    expect(strict.scripts.map((script) => script.source)).toEqual([
      'document.documentElement.classList.add("light")',
      'const bundle = "<\\/script>"; hydrate()',
    ])
    for (const script of strict.scripts) expect(script.fileName).toMatch(/^api-reference-[0-9a-f]{10}\.js$/)
    expect(strict.html).toContain(`<script src="/api/docs/assets/${strict.scripts[0]!.fileName}"></script>`)
    expect(strict.html).toContain(
      `<script type="module" src="/api/docs/assets/${strict.scripts[1]!.fileName}">`,
    )
    expect(strict.html).toContain('<script src="/kept.js"></script>')
    expect(strict.html).not.toMatch(/<script[^>]*>[^<]/)
  })

  test("the inline styles that stay are listed by their hashes", () => {
    const strict = toStrictPage(page, "/assets/", "x")
    expect(strict.styleElementHashes).toEqual([sha256("body{margin:0}")])
    expect(strict.styleAttributeHashes).toEqual([sha256("display:none;height:0px")])
    expect(hashSource("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
  })

  test("Redoc's own links take the fragment form the browser renders; the document's links stay", () => {
    const html = toFragmentRoutes(page)
    expect(html).toContain('<a href="#/">home</a><a href="#/catalogue">c</a>')
    expect(html).toContain('<a href="/api/openapi.json">doc</a>')
  })
})

describe("GET /api/docs", () => {
  const request = (pathname: string, headers: Record<string, string> = {}) =>
    new Request(`http://localhost${pathname}`, { headers })

  test("without a build it says how to make one", async () => {
    const serve = await createApiReferencePage(path.join(os.tmpdir(), "no-build-here"))
    const response = serve(request("/api/docs"))!
    expect(response.status).toBe(503)
    expect(await response.text()).toMatch(/npm run build/)
    expect(serve(request("/api/openapi.json"))).toBeNull()
  })

  test("the built page comes with its own policy, compressed, and revalidated by its ETag", async () => {
    const buildDir = await fs.mkdtemp(path.join(os.tmpdir(), "api-reference-"))
    const dir = path.join(buildDir, "api-docs")
    await fs.mkdir(path.join(dir, "assets"), { recursive: true })
    for (const [name, content] of Object.entries({
      "index.html": "<!DOCTYPE html><title>Partners API reference</title>",
      "index.html.br": "br",
      "index.html.gz": "gz",
      "assets/api-reference-0123456789.js": "hydrate()",
    }))
      await fs.writeFile(path.join(dir, name), content)
    await fs.writeFile(
      path.join(dir, API_REFERENCE_MANIFEST),
      JSON.stringify({
        etag: '"v1"',
        styleElementHashes: ["'sha256-a'"],
        styleAttributeHashes: ["'sha256-b'"],
      }),
    )
    const serve = await createApiReferencePage(buildDir)

    const page = serve(request("/api/docs/", { "accept-encoding": "gzip, br" }))!
    expect(page.status).toBe(200)
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(page.headers.get("content-encoding")).toBe("br")
    const policy = page.headers.get("content-security-policy")!
    expect(policy).toContain("script-src 'self';")
    expect(policy).toContain("style-src-elem 'self' 'sha256-a';")
    expect(policy).toContain("style-src-attr 'unsafe-hashes' 'sha256-b';")
    expect(policy).not.toContain("unsafe-inline")

    expect(await serve(request("/api/docs"))!.text()).toContain("Partners API reference")
    expect(serve(request("/api/docs", { "if-none-match": '"v1"' }))!.status).toBe(304)

    const script = serve(request("/api/docs/assets/api-reference-0123456789.js"))!
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(await script.text()).toBe("hydrate()")
    expect(serve(request("/api/docs/assets/missing.js"))).toBeNull()
    await fs.rm(buildDir, { recursive: true })
  })
})
