import { useEffect, useRef, useState } from "react"
import { useLocation, useNavigation } from "react-router"

import { useTranslation } from "../lib/i18n/translation"
import * as css from "./navigation-progress.css"

/**
 * spec §2/§9: the loading indicator shows while a page loads and clears 500 ms after the navigation.
 * Its polite live region, in the page from the start, says "Loading…" meanwhile and then the new page's
 * title (issue 20: nothing announced the new page, and the focus fell to <body> with the old one).
 */
export function NavigationProgress() {
  const { t } = useTranslation()
  const busy = useNavigation().state !== "idle"
  const [visible, setVisible] = useState(false)
  const arrived = useArrival()
  useEffect(() => {
    if (busy) {
      setVisible(true)
      return
    }
    const timer = setTimeout(() => setVisible(false), 500)
    return () => clearTimeout(timer)
  }, [busy])
  return (
    <>
      <div className={css.bar} data-active={busy ? "" : undefined} hidden={!visible} aria-hidden="true" />
      <div role="status" className="visually-hidden">
        {busy ? t("loading") : arrived}
      </div>
    </>
  )
}

/**
 * After a client navigation: the new page's title, to announce; and the focus on the new page's main
 * heading when the page changed, or when the focus was lost with what the update took away (a closed
 * login panel, a list that was drawn again). A jump to an anchor of the same page is left to the browser.
 */
function useArrival(): string {
  const location = useLocation()
  const [title, setTitle] = useState("")
  const previous = useRef<{ pathname: string; search: string } | null>(null)
  useEffect(() => {
    const before = previous.current
    previous.current = { pathname: location.pathname, search: location.search }
    if (!before) return // the page as loaded: the browser has announced it
    const samePage = before.pathname === location.pathname
    if (samePage && before.search === location.search && location.hash) return
    setTitle(document.title)
    const active = document.activeElement
    const lost = !active || active === document.body || !active.isConnected
    if (!samePage || lost) focusMainHeading()
  }, [location.key, location.pathname, location.search, location.hash])
  return title
}

function focusMainHeading() {
  const target = document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main")
  if (!target) return
  // focusable by script only, not a stop in the Tab order; the scroll is the router's to restore
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1")
  target.focus({ preventScroll: true })
}
