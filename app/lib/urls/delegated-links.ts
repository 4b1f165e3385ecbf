import { useCallback } from "react"
import { useNavigate } from "react-router"

/**
 * Client-side navigation for a block of plain <a> links (the mega menu's hundred-odd links): one click
 * handler instead of a <Link> component per link keeps server rendering cheap. Without scripts the links
 * are ordinary links; modified clicks (new tab, download) keep the browser's behaviour.
 */
export function useDelegatedLinks() {
  const navigate = useNavigate()
  return useCallback(
    (event: React.MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as HTMLElement).closest("a")
      const href = anchor?.getAttribute("href")
      if (!anchor || !href || !href.startsWith("/") || anchor.target || anchor.hasAttribute("download"))
        return
      event.preventDefault()
      void navigate(href)
    },
    [navigate],
  )
}
