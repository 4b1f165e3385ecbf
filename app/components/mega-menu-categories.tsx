import { createContext, useContext } from "react"
import { createContext as createRouterContext } from "react-router"

// The mega menu's categories are markup the server writes once per menu tree and language
// (menu-markup.server.ts, decision 055): the root loader puts this page's into the request's context,
// entry.server.tsx hands it to the render. The browser never renders the categories: hydration keeps the
// server's elements, and later renders give React the same markup, read once from the page.

/** The page's categories markup, set by the root loader (server only). */
export const menuMarkupContext = createRouterContext<string | null>(null)
/** The same markup for the render: provided by entry.server.tsx, absent in the browser. */
export const MenuMarkup = createContext<string | null>(null)

let markupOfThePage: string | undefined

/** What the server wrote into this page's categories list; "" when the page was drawn without it. */
function markupInThePage(): string {
  if (markupOfThePage === undefined && typeof document !== "undefined") {
    const found = document.querySelector("[data-menu-categories]")?.innerHTML
    if (found) markupOfThePage = found
  }
  return markupOfThePage ?? ""
}

export function MegaMenuCategories({ className }: { className: string }) {
  const html = useContext(MenuMarkup) ?? markupInThePage()
  return (
    <ul
      className={className}
      data-menu-categories=""
      dangerouslySetInnerHTML={{ __html: html }}
      // hydration does not compare inner HTML in production; in development the browser's serialisation
      // may differ from the server's text in quoting alone
      suppressHydrationWarning
    />
  )
}
