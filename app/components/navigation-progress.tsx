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
 * login panel, a list that was drawn again). Focusable by script only (tabindex -1, not a Tab stop); the
 * scroll is the router's to restore.
 */
function useArrival(): string {
  const { key, pathname } = useLocation()
  const [title, setTitle] = useState("")
  const previous = useRef("")
  useEffect(() => {
    const before = previous.current
    previous.current = pathname
    // the page as loaded: the browser has announced it
    if (!before) return
    setTitle(document.title)
    const active = document.activeElement
    if (before !== pathname || !active || active === document.body || !active.isConnected) {
      const heading = document.querySelector("main h1") ?? document.getElementById("main")
      heading?.setAttribute("tabindex", "-1")
      ;(heading as HTMLElement | null)?.focus({ preventScroll: true })
    }
  }, [key, pathname])
  return title
}
