import { useEffect, useState } from "react"

import { useTranslation } from "../lib/i18n/translation"
import * as css from "./toast.css"

/**
 * spec §8: a toast at the top right for 3 seconds (with scripts; without, it stays on the page). It has
 * no close button: spec §4's replacement warning, shown 8 seconds, must not be dismissible.
 */
export function Toast({
  message,
  values,
  duration = 3000,
}: {
  message: string
  /** values of the message's placeholders */
  values?: Record<string, string | number>
  /** spec §9: 3000 ms by default; the replacement warning 8000 */
  duration?: number
}) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    setVisible(true)
    const timer = setTimeout(() => setVisible(false), duration)
    return () => clearTimeout(timer)
  }, [message, duration])
  return (
    <div className={css.toast} role="status" hidden={!visible}>
      {t(message, values)}
    </div>
  )
}
