// A module resolution hook for a build that lives outside the checkout (BUILD_DIR elsewhere: a copy that
// tests run while the next build is made, or a build kept beside older ones). The built server imports
// its packages by name (vite.server.config.ts keeps them external), and Node looks for them in
// node_modules folders above the importing file, which a copy elsewhere has none of: a package name not
// found there is looked up again from the checkout that starts it, whose node_modules the build was made
// with. Registered by server/start.mjs only for such a build; anything found the usual way is untouched.
import path from "node:path"
import { pathToFileURL } from "node:url"

let checkout = ""

export function initialize(data) {
  checkout = pathToFileURL(path.join(data.root, "package.json")).href
}

const isPackageName = (specifier) => !/^(?:\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier)

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context)
  } catch (error) {
    if (error?.code !== "ERR_MODULE_NOT_FOUND" || !isPackageName(specifier)) throw error
    return nextResolve(specifier, { ...context, parentURL: checkout })
  }
}
