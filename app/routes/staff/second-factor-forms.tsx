import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import { Form } from "react-router"
import { z } from "zod"

import { ErrorSummary, formStyles, SubmitButton, TextField } from "../../components/form"
import { FormToken } from "../../components/form-token"
import { useTranslation } from "../../lib/i18n/translation"

// The second factor's two forms, for the login's second step and for re-authentication alike: the six
// digits of the authenticator app, or one of the ten recovery codes (each good once) when the phone is
// lost. Two forms told apart by `intent`, each with its own errors.

export const CodeFormSchema = z.object({
  code: z
    .string({ error: "staff:form.codeFormat" })
    .trim()
    .regex(/^\d{6}$/, "staff:form.codeFormat"),
})
export const RecoveryFormSchema = z.object({
  recovery_code: z
    .string({ error: "staff:form.recoveryRequired" })
    .trim()
    .min(1, "staff:form.recoveryRequired")
    .max(40, "staff:form.recoveryRequired"),
})

export type FactorIntent = "code" | "recovery"
export interface FactorActionData {
  intent: FactorIntent
  result: SubmissionResult<string[]>
}

/** The two forms' fields: the authenticator's code, or a recovery code. */
const FACTOR_FIELDS = {
  code: {
    schema: CodeFormSchema,
    name: "code",
    autoComplete: "one-time-code",
    inputMode: "numeric",
  },
  recovery: {
    schema: RecoveryFormSchema,
    name: "recovery_code",
    autoComplete: "off",
    inputMode: undefined,
  },
} as const

export function SecondFactorForms({
  action,
  actionData,
  allowRecovery,
  submitLabel,
}: {
  action: string
  actionData: FactorActionData | undefined
  /** not at enrolment: there are no recovery codes yet */
  allowRecovery: boolean
  submitLabel: string
}) {
  const { t } = useTranslation("staff")
  return (
    <>
      <FactorForm
        intent="code"
        action={action}
        actionData={actionData}
        texts={{ label: t("factor.code"), hint: t("factor.codeHint"), submit: submitLabel }}
      />
      {allowRecovery ? (
        <section aria-labelledby="staff-recovery-title">
          <h2 id="staff-recovery-title">{t("factor.recoveryTitle")}</h2>
          <p>{t("factor.recoveryIntro")}</p>
          <FactorForm
            intent="recovery"
            action={action}
            actionData={actionData}
            texts={{
              label: t("factor.recoveryCode"),
              hint: t("factor.recoveryHint"),
              submit: t("factor.useRecovery"),
            }}
          />
        </section>
      ) : null}
    </>
  )
}

/** One of the two forms, with its own errors: the answer to a post shows in the form that sent it. */
function FactorForm({
  intent,
  action,
  actionData,
  texts,
}: {
  intent: FactorIntent
  action: string
  actionData: FactorActionData | undefined
  texts: { label: string; hint: string; submit: string }
}) {
  const { t } = useTranslation("staff")
  const spec = FACTOR_FIELDS[intent]
  const schema: z.ZodType<Record<string, string>> = spec.schema
  const [form, fields] = useForm({
    id: `staff-${intent}`,
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  return (
    <Form method="post" action={action} {...getFormProps(form)} noValidate className={formStyles.form}>
      <FormToken />
      <input type="hidden" name="intent" value={intent} />
      <ErrorSummary form={form} labels={{ [spec.name]: texts.label }} />
      <TextField
        field={fields[spec.name]!}
        label={texts.label}
        hint={texts.hint}
        autoComplete={spec.autoComplete}
        inputMode={spec.inputMode}
      />
      <div className={formStyles.actions}>
        <SubmitButton busyLabel={t("factor.checking")} name="intent" value={intent}>
          {texts.submit}
        </SubmitButton>
      </div>
    </Form>
  )
}
