import { useEffect, useRef } from "react"
import { Link, useFetcher } from "react-router"

import { usePageTexts, useTranslation } from "../lib/i18n/translation"
import { useRootData } from "../lib/session/root-data"
import { localizedPath } from "../lib/urls/pages"
import { button } from "../styles/utilities.css"
import * as formStyles from "./form.css"
import { FormToken } from "./form-token"
import * as css from "./terms-gate.css"

/**
 * ACCOUNT-9: the terms-and-conditions gate. It cannot be closed with Escape, the backdrop or a close
 * button; it offers Accept and Cancel, and Cancel first warns that the account will become inactive.
 * Its link to the terms of service leads to that page, where the gate is `reading`: a panel above the
 * terms with the same Accept and Cancel, instead of a dialog over them (every other page keeps the dialog).
 */
export function TermsGate({
  step,
  redirectTo,
  reading = false,
}: {
  step: "terms" | "warning"
  redirectTo: string
  reading?: boolean
}) {
  const { t } = useTranslation()
  const { locale } = useRootData()
  usePageTexts("terms")
  const dialog = useRef<HTMLDialogElement>(null)
  const fetcher = useFetcher({ key: "terms-gate" })
  const busy = fetcher.state !== "idle"
  const form = (
    <fetcher.Form method="post" action="/terms-gate" className={formStyles.actions}>
      <FormToken />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" name="intent" value="accept" className={button} aria-disabled={busy || undefined}>
        {t("terms:accept")}
      </button>
      <button
        type="submit"
        name="intent"
        value="cancel"
        className={css.secondary}
        aria-disabled={busy || undefined}
      >
        {step === "terms" ? t("terms:cancel") : t("terms:cancelAndLogout")}
      </button>
    </fetcher.Form>
  )
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    // server-rendered open (non-modal); with scripts it becomes a true modal dialog
    if (!element.matches(":modal")) {
      element.close()
      element.showModal()
    }
    element.querySelector<HTMLElement>("h2")?.focus()
  }, [step])
  if (reading)
    return (
      <section className={css.panel} aria-labelledby="terms-gate-title">
        <h2 id="terms-gate-title">{t("terms:title")}</h2>
        {step === "terms" ? (
          <p>{t("terms:readingIntro")}</p>
        ) : (
          <p className={css.warning} role="alert">
            {t("terms:warning")}
          </p>
        )}
        {form}
      </section>
    )
  return (
    <div className={css.backdrop}>
      <dialog
        ref={dialog}
        open
        className={css.dialog}
        aria-labelledby="terms-gate-title"
        aria-describedby="terms-gate-text"
        // Escape must not close it (ACCOUNT-9)
        onCancel={(event) => event.preventDefault()}
      >
        <h2 id="terms-gate-title" tabIndex={-1}>
          {t("terms:title")}
        </h2>
        {step === "terms" ? (
          <div id="terms-gate-text" className={css.terms}>
            <p>{t("terms:intro")}</p>
            <ul>
              <li>{t("terms:pointOrders")}</li>
              <li>{t("terms:pointPrices")}</li>
              <li>{t("terms:pointData")}</li>
            </ul>
          </div>
        ) : (
          <p id="terms-gate-text" className={css.warning} role="alert">
            {t("terms:warning")}
          </p>
        )}
        {/* outside the scrolled summary, so that it is always in sight */}
        <p>
          <Link to={localizedPath(locale, "termsOfService")}>{t("terms:readTerms")}</Link>
        </p>
        {form}
      </dialog>
    </div>
  )
}
