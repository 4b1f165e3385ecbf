import { useEffect, useState } from "react"
import { useNavigation } from "react-router"

import { useTranslation } from "../lib/i18n/translation"
import * as css from "./navigation-progress.css"

/** spec §2/§9: the loading indicator shows while a page loads and clears 500 ms after the navigation. */
export function NavigationProgress() {
  const { t } = useTranslation()
  const busy = useNavigation().state !== "idle"
  const [visible, setVisible] = useState(false)
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
        {busy ? t("loading") : ""}
      </div>
    </>
  )
}
