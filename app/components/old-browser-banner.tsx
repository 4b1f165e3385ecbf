import { useTranslation } from "../lib/i18n/translation"
import { style } from "./old-browser-banner.css"

/** MODE-4: Internet Explorer is told it is no longer supported (decided on the server). */
export function OldBrowserBanner() {
  const { t } = useTranslation()
  return (
    <div className={style} role="note" data-old-browser-banner="">
      <p>{t("oldBrowser.message")}</p>
    </div>
  )
}
