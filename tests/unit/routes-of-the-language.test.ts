import type { RouteConfigEntry } from "@react-router/dev/routes"
import { type EntryContext, matchRoutes, type RouteObject } from "react-router"
import { describe, expect, test } from "vitest"

import { SUPPORTED_LOCALES } from "#contract/locales"

import { languageOfRoute, routesOfTheLanguage } from "../../app/lib/urls/routes-of-the-language.server"
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

/** an EntryContext as far as routesOfTheLanguage reads it: the manifest's routes and one branch per leaf */
function entryContext(): EntryContext {
  const leaves = Object.keys(manifest).filter((id) => !Object.values(manifest).some((r) => r.parentId === id))
  return {
    manifest: { routes: { root: { id: "root", path: "" }, ...manifest } },
    branches: leaves.map((id) => ({ path: "", score: 0, routesMeta: [{ route: { id } }] })),
  } as unknown as EntryContext
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

describe("the routes a page is rendered with (issue 17)", () => {
  test("a route's language is the prefix of its id; the root and the routes outside any language have none", () => {
    expect(languageOfRoute("fr:productList")).toBe("fr")
    expect(languageOfRoute("en:notFound")).toBe("en")
    expect(languageOfRoute("root")).toBeNull()
    expect(languageOfRoute("routes/cookie-consent")).toBeNull()
    expect(languageOfRoute("xx:productList")).toBeNull()
  })

  test("a URL in a language keeps that language's routes and those of no language, and matches as before", () => {
    const context = entryContext()
    const fullTree = treeOf(manifest)
    const paths = pathsToTry()
    expect(paths.length).toBeGreaterThan(200)
    for (const locale of SUPPORTED_LOCALES) {
      const cut = routesOfTheLanguage(context, `/${locale}/anything`)
      const keptIds = Object.keys(cut.manifest.routes)
      expect(keptIds.every((id) => [null, locale].includes(languageOfRoute(id)))).toBe(true)
      expect(keptIds.filter((id) => languageOfRoute(id) === locale).length).toBeGreaterThan(30)
      expect(cut.branches.map((branch) => branch.routesMeta.at(-1)!.route.id).sort()).toEqual(
        context.branches
          .map((branch) => branch.routesMeta.at(-1)!.route.id)
          .filter((id) => [null, locale].includes(languageOfRoute(id)))
          .sort(),
      )
      const cutTree = treeOf(cut.manifest.routes as unknown as Record<string, ManifestRoute>)
      for (const path of paths.filter((path) => path === `/${locale}` || path.startsWith(`/${locale}/`)))
        expect(ids(cutTree, path), path).toEqual(ids(fullTree, path))
      // the root and its ancestors' paths, which lazy discovery also asks for
      expect(ids(cutTree, "/")).toEqual(ids(fullTree, "/"))
    }
  })

  test("a URL in no language is rendered with every route; the cut is made once per language", () => {
    const context = entryContext()
    expect(routesOfTheLanguage(context, "/cookie-consent")).toBe(context)
    expect(routesOfTheLanguage(context, "/de/produkte").manifest).toBe(
      routesOfTheLanguage(context, "/de/kontakt").manifest,
    )
  })
})
