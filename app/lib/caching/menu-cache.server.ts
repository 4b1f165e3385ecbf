import type { Menu } from "../shop/menu"

// The menu is the same for every visitor and changes only with a catalogue import: each process keeps the
// built tree for a short while instead of fetching and parsing ~100 KB of JSON on every page.
// (Partner-only ranges will make this per audience when partners log in.)
// Partners see partner-only ranges, so there is one tree per audience.
const MENU_CACHE_MS = 30_000
export type Audience = "visitor" | "partner"
const menuCache = new Map<Audience, { at: number; menu: Promise<Menu> }>()
// The last tree that loaded, per audience: while the API cannot answer (its database restarting) pages
// keep their menu, and a form posted meanwhile comes back with what was typed instead of the 503 page.
// A copy of the catalogue's menu, never the only one: the next load replaces it.
const lastLoaded = new Map<Audience, Menu>()
export function cachedMenu(audience: Audience, load: () => Promise<Menu>): Promise<Menu> {
  const cached = menuCache.get(audience)
  if (cached && Date.now() - cached.at < MENU_CACHE_MS) return cached.menu
  const entry = {
    at: Date.now(),
    menu: load().then(
      (menu) => {
        lastLoaded.set(audience, menu)
        return menu
      },
      (error: unknown) => {
        const last = lastLoaded.get(audience)
        if (last) return last
        throw error
      },
    ),
  }
  entry.menu.catch(() => {
    if (menuCache.get(audience) === entry) menuCache.delete(audience)
  })
  menuCache.set(audience, entry)
  return entry.menu
}
