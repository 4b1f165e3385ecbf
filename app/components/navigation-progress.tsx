import { useEffect, useRef, useState } from "react"
import { NavigationType, useLocation, useNavigation, useNavigationType } from "react-router"

import { useTranslation } from "../lib/i18n/translation"
import * as css from "./navigation-progress.css"

/**
 * PAGE-9: the loading indicator shows while a page loads and clears 500 ms after the navigation.
 * Its polite live region, in the page from the start, says "Loading…" meanwhile and then the new page's
 * title, so that the new page is announced and the focus does not fall to <body> (decision 039).
 */
export function NavigationProgress() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const busy = navigation.state !== "idle"
  // the same page with another query (filters applied, a sort): the page's own status says the result,
  // so "Loading…" is not said before it (one message per update, decision 077)
  const samePage = navigation.location?.pathname === pathname
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
        {busy ? (samePage ? "" : t("loading")) : arrived}
      </div>
    </>
  )
}

/**
 * After a client navigation: the new page's title, to announce; and where the focus goes. Back or forward
 * to a page: the element that had the focus there, if it is drawn again (browsers do this only for pages
 * they keep whole). Another page: its main heading. The same page with another query (filters applied,
 * the next page of a list) when the update took the focus away: the element the page marks as what
 * changed (`data-arrival-focus`, the list's count), else the heading. Focusable by script only (tabindex
 * -1, not a Tab stop); the scroll is the router's to restore.
 */
function useArrival(): string {
  const { key, pathname } = useLocation()
  const navigationType = useNavigationType()
  const [title, setTitle] = useState("")
  const previous = useRef("")
  const entry = useRef(key)
  // where the focus was on each page of the tab's history (its location key): a path of child indexes
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element) focusOfEntry.set(entry.current, pathOf(event.target))
    }
    document.addEventListener("focusin", onFocusIn)
    return () => document.removeEventListener("focusin", onFocusIn)
  }, [])
  useEffect(() => {
    entry.current = key
    const before = previous.current
    previous.current = pathname
    // the page as loaded: the browser has announced it
    if (!before) return
    // another page is announced by its title; the same page with another query is not (its status says
    // what changed)
    setTitle(before !== pathname ? document.title : "")
    const active = document.activeElement
    const lost = !active || active === document.body || !active.isConnected
    const saved = navigationType === NavigationType.Pop ? elementAt(focusOfEntry.get(key)) : null
    const target = saved
      ? saved
      : before !== pathname
        ? document.querySelector("main h1")
        : lost
          ? (document.querySelector("main [data-arrival-focus]") ?? document.querySelector("main h1"))
          : null
    if (!target && !lost) return
    const element = (target ?? document.getElementById("main")) as HTMLElement | null
    if (element && !saved) element.setAttribute("tabindex", "-1")
    element?.focus({ preventScroll: true })
  }, [key, pathname, navigationType])
  return title
}

const focusOfEntry = new Map<string, number[]>()

/** An element's place in the document: the index of each ancestor among its siblings, from <body>. */
function pathOf(element: Element): number[] {
  const path: number[] = []
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement)
    path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0)
  return path
}

function elementAt(path: number[] | undefined): HTMLElement | null {
  if (!path) return null
  let node: Element | undefined = document.body
  for (const index of path) node = node?.children[index]
  // only what can take the focus again: a control, a link, or what a page made focusable
  return node instanceof HTMLElement &&
    node.matches("a[href], button, input, select, textarea, summary, [tabindex]")
    ? node
    : null
}
