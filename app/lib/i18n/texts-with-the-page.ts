import { type DataStrategyResult, matchRoutes, type MiddlewareFunction } from "react-router"

import { namespacesOf } from "./namespaces"
import type { Translator } from "./translator"

// A page's texts come with its data after a client navigation, not after it. Without this, a route that
// needs a namespace the page did not bring (the home page's, the basket's) suspended when React drew it,
// after the router had already taken the new address: the texts were a round trip of their own after
// the data, and for that long the old page stayed on screen, and in use, under the new address (on CI's
// loaded cores for seconds, where a journey clicked an old page's button: its fetcher's answer was then
// dropped with the page). The root's client middleware now starts the target routes' namespaces beside
// the loaders and lets the navigation finish only when both are there.

/** The page's translator, handed over by app/entry.client.tsx before hydration. */
let pageTranslator: Translator | undefined

export function loadTextsForNavigations(translator: Translator) {
  pageTranslator = translator
}

/** What React Router keeps on window in framework mode: the routes it knows and where their modules are. */
interface FrameworkGlobals {
  __reactRouterDataRouter?: { routes: Parameters<typeof matchRoutes>[0] }
  __reactRouterManifest?: { routes: Record<string, { module: string } | undefined> }
}

/**
 * Loads the namespaces of the routes a path matches: the route modules come from the browser's module
 * map, where React Router is fetching the same URLs for the navigation. Nothing when the router or its
 * manifest cannot be read: the page then loads its texts when it is drawn, as before.
 */
export async function loadTextsOfPath(pathname: string, translator: Translator, globals: FrameworkGlobals) {
  const routes = globals.__reactRouterDataRouter?.routes
  const manifest = globals.__reactRouterManifest
  if (!routes || !manifest) return
  const modules = (matchRoutes(routes, pathname) ?? [])
    .map((match) => manifest.routes[match.route.id ?? ""]?.module)
    .filter((url): url is string => typeof url === "string")
  await Promise.all(
    modules.map(async (url) => {
      // the route module's handle, as a document's matches give it (namespacesOf)
      const module = (await import(/* @vite-ignore */ url)) as { handle?: unknown }
      await Promise.all(namespacesOf([module]).map((namespace) => translator.load(namespace)))
    }),
  )
}

/**
 * The root route's client middleware: a page's reads (navigations, and the reload after an action's
 * redirect) wait for its texts as well as its data. Actions do not: they draw no page. A text that
 * failed to load fails nothing here; the page meets the same error when it is drawn (its error boundary).
 */
export const textsWithThePage: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request, url },
  next,
) => {
  if (request.method !== "GET" || !pageTranslator) return next()
  const texts = loadTextsOfPath(url.pathname, pageTranslator, window as FrameworkGlobals).catch(
    () => undefined,
  )
  const [result] = await Promise.all([next(), texts])
  return result
}
