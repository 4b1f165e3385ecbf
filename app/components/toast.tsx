import { useEffect, useState } from "react"

import { useTranslation } from "../lib/i18n/translation"
import type { ToastTone } from "../lib/session/root-data"
import * as css from "./toast.css"

/**
 * The live region every toast is written into (polite): in the page from the start, empty, so that a
 * message that appears in it is announced; without scripts it sits in the flow at the top of the main
 * content, with scripts at the top right, over the page.
 */
export function MessageRegion({ children }: { children: React.ReactNode }) {
  return (
    <div className={css.region} role="status" data-messages="">
      {children}
    </div>
  )
}

/**
 * spec §8: a toast at the top right for 3 seconds (with scripts; without, it stays on the page, in the
 * flow at the top of the main content, where it covers nothing: toast.css). It has no close button: spec
 * §4's replacement warning, shown 8 seconds, must not be dismissible. Its kind (success, information,
 * warning, error) gives its colour and its named icon, so the kind never rests on colour alone (WCAG
 * 1.4.1).
 */
export function Toast({
  message,
  values,
  duration = 3000,
  tone = "error",
}: {
  message: string
  /** values of the message's placeholders */
  values?: Record<string, string | number>
  /** spec §9: 3000 ms by default; the replacement warning 8000 */
  duration?: number
  tone?: ToastTone
}) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    setVisible(true)
    const timer = setTimeout(() => setVisible(false), duration)
    return () => clearTimeout(timer)
  }, [message, duration])
  return (
    <div className={css.toast[tone]} hidden={!visible}>
      <span className={css.icon[tone]} role="img" aria-label={t(`toast.${tone}`)} />
      <span className={css.text}>{t(message, values)}</span>
    </div>
  )
}
