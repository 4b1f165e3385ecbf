import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import { Form, Link, useFetcher } from "react-router"

import { LoginSchema } from "#contract/accounts"

import { useTranslation } from "../lib/i18n/translation"
import { useRootData } from "../lib/session/root-data"
import { localizedPath } from "../lib/urls/pages"
import { button } from "../styles/utilities.css"
import { ErrorSummary, formStyles, SubmitButton, TextField } from "./form"
import { FormToken } from "./form-token"

/**
 * The Partners zone login form: on its own page without scripts, and in the header's panel with them
 * (posting through a fetcher, so errors show in the panel; success goes to the root path).
 */
export function LoginForm({
  lastResult,
  id,
  inPanel = false,
}: {
  lastResult?: SubmissionResult<string[]> | null
  id: string
  inPanel?: boolean
}) {
  const { t } = useTranslation()
  const { locale } = useRootData()
  const fetcher = useFetcher<{ result?: SubmissionResult<string[]> }>({ key: `login-${id}` })
  const result = inPanel ? fetcher.data?.result : lastResult
  const [form, fields] = useForm({
    id,
    lastResult: result,
    constraint: getZodConstraint(LoginSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  })
  const FormComponent = inPanel ? fetcher.Form : Form
  const busy = inPanel ? fetcher.state !== "idle" : undefined
  return (
    <FormComponent
      method="post"
      action={localizedPath(locale, "login")}
      {...getFormProps(form)}
      noValidate
      className={formStyles.form}
    >
      <LoginFields form={form} fields={fields} />
      <div className={formStyles.actions}>
        {inPanel ? (
          <button type="submit" className={button} aria-disabled={busy || undefined}>
            {busy ? t("login.submitting") : t("login.submit")}
          </button>
        ) : (
          <SubmitButton busyLabel={t("login.submitting")}>{t("login.submit")}</SubmitButton>
        )}
        <Link to={localizedPath(locale, "forgotPassword")}>{t("login.forgotPassword")}</Link>
      </div>
      <p>
        {t("login.noAccount")} <Link to={localizedPath(locale, "signup")}>{t("login.register")}</Link>
      </p>
    </FormComponent>
  )
}

/**
 * A login form's token, e-mail and password with their error summary: the partner's (above) and the
 * staff's, each with the labels of its own namespace (login.email, login.password).
 */
export function LoginFields<Schema extends Record<string, unknown>>({
  form,
  fields,
  namespace,
}: {
  form: FormMetadata<Schema, string[]>
  fields: Record<"email" | "password", FieldMetadata<unknown>>
  namespace?: string
}) {
  const { t } = useTranslation(namespace)
  const labels = { email: t("login.email"), password: t("login.password") }
  return (
    <>
      <FormToken />
      <ErrorSummary form={form} labels={labels} />
      <TextField field={fields.email} label={labels.email} type="email" autoComplete="username" />
      <TextField
        field={fields.password}
        label={labels.password}
        type="password"
        autoComplete="current-password"
      />
    </>
  )
}
