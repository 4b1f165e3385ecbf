import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import { useEffect, useRef } from "react"
import { useFetcher } from "react-router"

import { SaveDraftSchema } from "../lib/forms/draft-schemas"
import { useTranslation } from "../lib/i18n/translation"
import { button } from "../styles/utilities.css"
import { ErrorSummary, formStyles, TextAreaField, TextField } from "./form"
import { FormToken } from "./form-token"
import * as css from "./saved-baskets.css"

/**
 * DRAFT-1: "Save basket" – the current basket becomes a saved basket, with an optional reference
 * and comments. It posts to the saved baskets page's action (`action`), which answers with a redirect to
 * `redirectTo` (the page the form is on) and a toast. Without scripts a refusal shows on the saved
 * baskets page (`lastResult`), typed values kept; with scripts it stays beside the form.
 * Pages that render it declare the "drafts" translation namespace in their handle.
 */
export function SaveBasketForm({
  action,
  redirectTo,
  lastResult,
  title,
}: {
  /** the URL of the saved baskets page (localizedPath(locale, "myBaskets")) */
  action: string
  redirectTo: string
  lastResult?: SubmissionResult<string[]> | null
  title?: string
}) {
  const { t } = useTranslation("drafts")
  const fetcher = useFetcher<{ result?: SubmissionResult<string[]> }>({ key: "save-basket" })
  const [form, fields] = useForm({
    id: "save-basket",
    lastResult: fetcher.data?.result ?? lastResult,
    constraint: getZodConstraint(SaveDraftSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SaveDraftSchema }),
  })
  const labels = { reference: t("reference"), comments: t("comments") }
  const busy = fetcher.state !== "idle"
  // with scripts, a saved basket empties the form (without, the redirect loads a fresh page)
  const wasBusy = useRef(false)
  useEffect(() => {
    if (busy) wasBusy.current = true
    else if (wasBusy.current) {
      wasBusy.current = false
      if (!fetcher.data?.result) form.reset()
    }
  }, [busy, fetcher.data, form])
  return (
    <section className={css.saveBox} aria-labelledby="save-basket-title">
      <h2 id="save-basket-title">{title ?? t("saveTitle")}</h2>
      <p className={formStyles.hint}>{t("saveIntro")}</p>
      <fetcher.Form
        method="post"
        action={action}
        {...getFormProps(form)}
        noValidate
        className={formStyles.form}
      >
        <FormToken />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <ErrorSummary form={form} labels={labels} />
        <TextField field={fields.reference} label={labels.reference} optional />
        <TextAreaField field={fields.comments} label={labels.comments} optional />
        <div className={formStyles.actions}>
          <button type="submit" className={button} aria-disabled={busy || undefined}>
            {busy ? t("saving") : t("saveSubmit")}
          </button>
        </div>
      </fetcher.Form>
    </section>
  )
}
