import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import * as css from "./toast.css"

/** spec §8: a toast at the top right for 3 seconds (with scripts; without, it stays on the page). */
export function Toast({ message }: { message: string }) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    setVisible(true)
    const timer = setTimeout(() => setVisible(false), 3000)
    return () => clearTimeout(timer)
  }, [message])
  return (
    <div className={css.toast} role="status" hidden={!visible}>
      {t(message)}
    </div>
  )
}
