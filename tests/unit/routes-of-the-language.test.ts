import type { RouteConfigEntry } from "@react-router/dev/routes"
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router"
import { describe, expect, test } from "vitest"

import { SUPPORTED_LOCALES } from "#contract/locales"

import {
  buildOfTheLanguage,
  languageOfRoute,
  requestHandlerPerLanguage,
} from "../../app/lib/urls/routes-of-the-language.server"
import routes from "../../app/routes"

// The shop's real route table (app/routes.ts), as React Router's manifest holds it: every route by id,
// with its parent, under the root route.
interface ManifestRoute {
  id: string
  parentId: string
  path?: string
  index?: boolean
}
const manifest: Record<string, ManifestRoute> = {}
function collect(entries: RouteConfigEntry[], parentId: string) {
  for (const entry of entries) {
    const id = entry.id ?? entry.file
    manifest[id] = { id, parentId, path: entry.path, index: entry.index }
    collect(entry.children ?? [], id)
  }
}
collect(routes, "root")

/** React Router's route tree of these manifest routes: what its matching runs on */
function treeOf(routesById: Record<string, ManifestRoute>): RouteObject[] {
  const childrenOf = (parentId: string): RouteObject[] =>
    Object.values(routesById)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      )
  return [{ id: "root", path: "", children: childrenOf("root") }]
}

/** a server build as far as buildOfTheLanguage reads it: the routes by id, on the server and in the browser's manifest */
function serverBuild(): ServerBuild {
  const routesById = { root: { id: "root", path: "" }, ...manifest }
  return {
    routes: routesById,
    assets: { version: "v1", routes: structuredClone(routesById) },
    basename: "/",
  } as unknown as ServerBuild
}

/** a URL of every route (its parameters filled in), and every ancestor of each, as lazy discovery asks */
function pathsToTry(): string[] {
  const full = (route: ManifestRoute): string => {
    const parent = manifest[route.parentId]
    const own = (route.path ?? "").replace(/:[\w-]+\??/g, "x").replace(/\*$/, "some/thing")
    return parent ? `${full(parent)}/${own}` : `/${own}`
  }
  const paths = new Set<string>(["/", "/en/unknown/page", "/xx/products"])
  for (const route of Object.values(manifest)) {
    const segments = full(route).split("/").filter(Boolean)
    for (let length = 0; length <= segments.length; length++)
      paths.add(`/${segments.slice(0, length).join("/")}`)
  }
  return [...paths]
}

const ids = (tree: RouteObject[], path: string) => matchRoutes(tree, path)?.map((match) => match.route.id)

describe("the routes a page is rendered with (decisions 053 and 065)", () => {
  test("a route's language is the prefix of its id; the root and the routes outside any language have none", () => {
    expect(languageOfRoute("fr:productList")).toBe("fr")
    expect(languageOfRoute("en:notFound")).toBe("en")
    expect(languageOfRoute("root")).toBeNull()
    expect(languageOfRoute("routes/cookie-consent")).toBeNull()
    expect(languageOfRoute("xx:productList")).toBeNull()
  })

  test("a language's build keeps its routes and those of no language, and matches a URL in it as before", () => {
    const build = serverBuild()
    const fullTree = treeOf(manifest)
    const paths = pathsToTry()
    expect(paths.length).toBeGreaterThan(200)
    for (const locale of SUPPORTED_LOCALES) {
      const cut = buildOfTheLanguage(build, locale)
      const keptIds = Object.keys(cut.routes)
      expect(keptIds.every((id) => [null, locale].includes(languageOfRoute(id)))).toBe(true)
      expect(keptIds.filter((id) => languageOfRoute(id) === locale).length).toBeGreaterThan(30)
      expect(keptIds).toEqual(
        Object.keys(build.routes).filter((id) => [null, locale].includes(languageOfRoute(id))),
      )
      // the browser's manifest is cut the same way; the rest of the build is the same
      expect(Object.keys(cut.assets.routes)).toEqual(keptIds)
      expect(cut.assets.version).toBe(build.assets.version)
      expect(cut.basename).toBe(build.basename)
      const cutTree = treeOf(cut.routes as unknown as Record<string, ManifestRoute>)
      for (const path of paths.filter((path) => path === `/${locale}` || path.startsWith(`/${locale}/`)))
        expect(ids(cutTree, path), path).toEqual(ids(fullTree, path))
      // the root and its ancestors' paths, which lazy discovery also asks for
      expect(ids(cutTree, "/")).toEqual(ids(fullTree, "/"))
    }
  })

  test("a request goes to its language's handler; a URL in no language to the one with every route", async () => {
    const build = serverBuild()
    const made: ServerBuild[] = []
    const handler = requestHandlerPerLanguage(build, (of) => {
      made.push(of)
      const routeCount = Object.keys(of.routes).length
      return () => Promise.resolve(new Response(String(routeCount)))
    })
    // one handler per language and one whole, made once, not per request
    expect(made).toHaveLength(SUPPORTED_LOCALES.length + 1)
    const answer = async (url: string) => Number(await (await handler(new Request(url), undefined)).text())
    const whole = Object.keys(build.routes).length
    const german = Object.keys(buildOfTheLanguage(build, "de").routes).length
    expect(german).toBeLessThan(whole / 3)
    expect(await answer("http://shop.test/de/produkte?x=1")).toBe(german)
    expect(await answer("http://shop.test/de")).toBe(german)
    expect(await answer("http://shop.test/de/produkte.data?_routes=root")).toBe(german)
    expect(await answer("http://shop.test/de.data")).toBe(german)
    for (const url of [
      "/",
      "/language",
      "/cookie-consent",
      "/__manifest?paths=%2Ffr%2Fproduits",
      "/DE/produkte",
      "/xx/produkte",
      "/deutsch",
    ])
      expect(await answer(`http://shop.test${url}`), url).toBe(whole)
    expect(made).toHaveLength(SUPPORTED_LOCALES.length + 1)
  })
})
