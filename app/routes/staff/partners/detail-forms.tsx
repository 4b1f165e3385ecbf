import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { type ReactNode, useEffect, useRef } from "react"
import { Form } from "react-router"
import { z } from "zod"

import { ROLES } from "#contract/accounts"

import { ErrorList, ErrorSummary, formStyles, SubmitButton } from "../../../components/form"
import { FormToken } from "../../../components/form-token"
import { useTranslation } from "../../../lib/i18n/translation"
import type { Route } from "./+types/detail"
import * as css from "./partners.css"

// The forms of a partner's page (PARTNER-3 to PARTNER-5): the roles as a group of checkboxes, and the
// account's actions, each a form with one button and a sentence saying what it does. Deactivating asks
// first (the answer to `ask-deactivate` shows the question where the button was).

const ROLE_IDS = Object.keys(ROLES).map(Number)

/** The roles checked; none checked sends no value at all, which is "no roles" (ACCOUNT-1). */
export const RolesFormSchema = z.object({
  roles: z.preprocess(
    (value): unknown[] => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z.array(
      z.coerce
        .number({ error: "staff-partners:roles.unknown" })
        .int()
        .refine((id) => ROLE_IDS.includes(id), "staff-partners:roles.unknown"),
    ),
  ),
})

type Partner = Route.ComponentProps["loaderData"]["partner"]

export function RolesForm({
  roles,
  lastResult,
}: {
  roles: number[]
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation("staff-partners")
  const [form, fields] = useForm({
    id: "partner-roles",
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RolesFormSchema }),
  })
  const field = fields.roles
  // the partner's roles, or what was sent when the form comes back with an error
  const sent = lastResult ? ([] as unknown[]).concat(field.initialValue ?? []) : roles
  const checked = new Set(sent.map((value) => String(value)))
  return (
    <section aria-labelledby="partner-roles-title" className={css.section}>
      <h2 id="partner-roles-title">{t("roles.title")}</h2>
      <Form method="post" {...getFormProps(form)} className={formStyles.form}>
        <FormToken />
        <ErrorSummary form={form} labels={{ roles: t("roles.legend") }} />
        <fieldset
          id={field.id}
          tabIndex={-1}
          className={css.checkboxes}
          aria-describedby={`${field.descriptionId}${field.errors?.length ? ` ${field.errorId}` : ""}`}
        >
          <legend className={formStyles.label}>{t("roles.legend")}</legend>
          <p id={field.descriptionId} className={formStyles.hint}>
            {t("roles.hint")}
          </p>
          {ROLE_IDS.map((id) => (
            <div key={id} className={formStyles.checkboxRow}>
              <input
                type="checkbox"
                id={`${field.id}-${id}`}
                name={field.name}
                value={String(id)}
                defaultChecked={checked.has(String(id))}
                className={formStyles.checkboxInput}
              />
              <label htmlFor={`${field.id}-${id}`}>
                {t(`roles.${id}`)} ({id})
              </label>
            </div>
          ))}
          <ErrorList id={field.errorId} errors={field.errors} />
        </fieldset>
        <div className={formStyles.actions}>
          <SubmitButton name="intent" value="roles">
            {t("roles.save")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  )
}

/** One action: its button in a form of its own, and what it does said under it. */
function ActionForm({
  intent,
  label,
  hint,
  danger,
}: {
  intent: string
  label: string
  hint: ReactNode
  danger?: boolean
}) {
  const hintId = `partner-action-${intent}-hint`
  return (
    <Form method="post" className={css.action}>
      <FormToken />
      <SubmitButton name="intent" value={intent} className={danger ? css.danger : css.button}>
        {label}
      </SubmitButton>
      <p id={hintId} className={formStyles.hint}>
        {hint}
      </p>
    </Form>
  )
}

export function AccountActions({
  partner,
  ask,
  message,
}: {
  partner: Partner
  ask: string | null
  message: string | null
}) {
  const { t } = useTranslation("staff-partners")
  return (
    <section aria-labelledby="partner-actions-title" className={css.section}>
      <h2 id="partner-actions-title">{t("actions.title")}</h2>
      {message ? (
        <p role="alert" className={css.problem}>
          {message}
        </p>
      ) : null}
      <div className={css.actions}>
        <ActionForm intent="terms" label={t("actions.terms")} hint={t("actions.termsHint")} />
        {partner.is_active ? (
          <ActionForm
            intent="password-link"
            label={t("actions.passwordLink")}
            hint={t("actions.passwordLinkHint")}
          />
        ) : null}
        <ActionForm
          intent="end-sessions"
          label={t("actions.endSessions")}
          hint={t("actions.endSessionsHint")}
        />
        {!partner.is_active ? (
          <ActionForm
            intent="reactivate"
            label={t("actions.reactivate")}
            hint={t("actions.reactivateHint")}
          />
        ) : ask === "deactivate" ? (
          <DeactivateQuestion name={`${partner.first_name} ${partner.last_name}`} />
        ) : (
          <ActionForm
            intent="ask-deactivate"
            label={t("actions.deactivate")}
            hint={t("actions.deactivateHint")}
            danger
          />
        )}
      </div>
    </section>
  )
}

/** The question before deactivating; with scripts it takes the focus, so that it is read first. */
function DeactivateQuestion({ name }: { name: string }) {
  const { t } = useTranslation("staff-partners")
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} tabIndex={-1} className={css.question} role="group" aria-labelledby="deactivate-question">
      <p id="deactivate-question">
        <strong>{t("actions.deactivateQuestion", { name })}</strong>
      </p>
      <p>{t("actions.deactivateHint")}</p>
      <div className={css.questionButtons}>
        <Form method="post">
          <FormToken />
          <SubmitButton name="intent" value="deactivate" className={css.danger}>
            {t("actions.deactivateConfirm")}
          </SubmitButton>
        </Form>
        <Form method="get">
          <button type="submit" className={css.secondary}>
            {t("actions.cancel")}
          </button>
        </Form>
      </div>
    </div>
  )
}
