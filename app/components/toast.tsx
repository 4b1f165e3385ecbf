import { Children, useEffect, useRef, useState } from "react"

import { useTranslation } from "../lib/i18n/translation"
import type { ToastTone } from "../lib/session/root-data"
import * as css from "./toast.css"

/**
 * The live region every toast is written into (polite): in the page from the start, empty, so that a
 * message that appears in it is announced; without scripts it sits in the flow at the top of the main
 * content, with scripts at the top right, over the page.
 */
export function MessageRegion({
  children,
  list,
}: {
  children: React.ReactNode
  /**
   * the header's basket or wishlist link and its count: a change is announced here when no toast goes
   * with it (a toast of a line's change says the count itself: one message per update, decision 077)
   */
  list?: { kind: "basket" | "wishlist"; count: number }
}) {
  const ref = useRef<HTMLDivElement>(null)
  const said = useAnnouncements()
  const toastShown = Children.toArray(children).length > 0
  // With scripts the region floats at the top right, over the page: when the focus is on something it
  // would cover (a header link), it moves to the bottom until the focus goes elsewhere (WCAG 2.2 2.4.11).
  // Checked when a message arrives and when the focus moves: at once, so that the newly focused element
  // is never covered for a frame, and again in the next frame, once the browser has scrolled to it (the
  // two run before the same paint, so a region that the scroll brings back is never drawn away).
  const avoidFocus = () => {
    const region = ref.current
    const target = document.activeElement
    if (!region || !target || target === document.body || region.contains(target)) return
    region.removeAttribute("data-away")
    const a = region.getBoundingClientRect()
    const b = target.getBoundingClientRect()
    const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    if (overlap && a.height > 0) region.setAttribute("data-away", "")
  }
  useEffect(() => {
    const onFocusIn = () => {
      avoidFocus()
      requestAnimationFrame(avoidFocus)
    }
    document.addEventListener("focusin", onFocusIn)
    return () => document.removeEventListener("focusin", onFocusIn)
  }, [])
  useEffect(avoidFocus, [children])
  return (
    <div ref={ref} className={css.region} role="status" data-messages="">
      {children}
      {list ? <ListCount kind={list.kind} count={list.count} quiet={toastShown} /> : null}
      {said ? (
        <span key={said.id} className="visually-hidden">
          {said.text}
        </span>
      ) : null}
    </div>
  )
}

const ANNOUNCE = "shop:announce"

/**
 * Says a sentence once in the messages' live region, for an in-page update that changes no address and
 * brings no toast: "6 more products shown" (decision 077). With scripts only: without them every update
 * is a new page, read from its top.
 */
export function announce(text: string) {
  document.dispatchEvent(new CustomEvent<string>(ANNOUNCE, { detail: text }))
}

/** The latest sentence given to announce(), keyed so that the same sentence twice is said twice. */
function useAnnouncements() {
  const [said, setSaid] = useState<{ id: number; text: string } | null>(null)
  useEffect(() => {
    const onAnnounce = (event: Event) =>
      setSaid((last) => ({ id: (last?.id ?? 0) + 1, text: (event as CustomEvent<string>).detail }))
    document.addEventListener(ANNOUNCE, onAnnounce)
    return () => document.removeEventListener(ANNOUNCE, onAnnounce)
  }, [])
  // a toast that arrives later replaces the sentence: the region holds one message at a time
  return said
}

/**
 * The header's basket (or wishlist) count when it changes on the page (with scripts; decision 039): "Basket:
 * 3 items", said after the toast of what changed. Nothing at load: the link says it.
 */
function ListCount({ kind, count, quiet }: { kind: "basket" | "wishlist"; count: number; quiet: boolean }) {
  const { t } = useTranslation()
  const shown = useRef(`${kind} ${count}`)
  const [said, setSaid] = useState("")
  useEffect(() => {
    if (shown.current === `${kind} ${count}`) return
    shown.current = `${kind} ${count}`
    // the toast of the change says the count: a second message would be spoken twice over
    setSaid(quiet ? "" : listCountText(t, kind, count))
  }, [kind, count, t, quiet])
  return said ? <span className="visually-hidden">{said}</span> : null
}

/** "Basket: 3 items", as the header's count is said. */
export const listCountText = (
  t: (key: string, values?: Record<string, unknown>) => string,
  kind: "basket" | "wishlist",
  count: number,
) => `${t(kind === "basket" ? "nav.basket" : "nav.wishlist")}: ${t("basketButton.count", { count })}`

/**
 * PAGE-10: a toast at the top right for 3 seconds (with scripts; without, it stays on the page, in the
 * flow at the top of the main content, where it covers nothing: toast.css). With scripts its time stops
 * while the pointer or the focus is on it (WCAG 2.2.1), and it has a close button, but for BASKET-9's
 * replacement warning, which must not be dismissible (it stays its 8 seconds, and longer while held).
 * Its kind (success, information, warning, error) gives its colour and its named icon, so the kind never
 * rests on colour alone (WCAG 1.4.1).
 */
export function Toast({
  message,
  values,
  duration = 3000,
  tone = "error",
  dismissible = true,
  after,
}: {
  /** a sentence said after the message, in the same message (the list's new count) */
  after?: string
  message: string
  /** values of the message's placeholders */
  values?: Record<string, string | number>
  /** PAGE-10: 3000 ms by default; the replacement warning 8000 */
  duration?: number
  tone?: ToastTone
  dismissible?: boolean
}) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(true)
  const [held, setHeld] = useState(false)
  // a toast that arrives after hydration has its button at once: added a moment later, its "×" would change
  // the live region a second time (one message per update, decision 077)
  // (root.tsx marks the hydrated document; while hydrating, the server's markup without the button stays)
  const [hydrated, setHydrated] = useState(
    () => typeof document !== "undefined" && document.documentElement.hasAttribute("data-hydrated"),
  )
  useEffect(() => setHydrated(true), [])
  useEffect(() => setVisible(true), [message])
  // held (pointer over it, focus in it): no timer; let go: the whole time again
  useEffect(() => {
    if (held) return
    const timer = setTimeout(() => setVisible(false), duration)
    return () => clearTimeout(timer)
  }, [message, duration, held])
  const hold = () => setHeld(true)
  const release = () => setHeld(false)
  return (
    <div
      className={css.toast[tone]}
      hidden={!visible}
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      <span className={css.icon[tone]} role="img" aria-label={t(`toast.${tone}`)} />
      <span className={css.text}>
        {t(message, values)}
        {after ? ` ${after}` : null}
      </span>
      {hydrated && dismissible ? (
        <button
          type="button"
          className={css.close}
          aria-label={t("toast.dismiss")}
          onClick={() => setVisible(false)}
        >
          ×
        </button>
      ) : null}
    </div>
  )
}
