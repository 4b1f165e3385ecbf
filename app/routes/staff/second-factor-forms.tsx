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
  const [codeForm, codeFields] = useForm({
    id: "staff-code",
    lastResult: actionData?.intent === "code" ? actionData.result : undefined,
    constraint: getZodConstraint(CodeFormSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CodeFormSchema }),
  })
  const [recoveryForm, recoveryFields] = useForm({
    id: "staff-recovery",
    lastResult: actionData?.intent === "recovery" ? actionData.result : undefined,
    constraint: getZodConstraint(RecoveryFormSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RecoveryFormSchema }),
  })
  return (
    <>
      <Form method="post" action={action} {...getFormProps(codeForm)} noValidate className={formStyles.form}>
        <FormToken />
        <input type="hidden" name="intent" value="code" />
        <ErrorSummary form={codeForm} labels={{ code: t("factor.code") }} />
        <TextField
          field={codeFields.code}
          label={t("factor.code")}
          hint={t("factor.codeHint")}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <div className={formStyles.actions}>
          <SubmitButton busyLabel={t("factor.checking")} name="intent" value="code">
            {submitLabel}
          </SubmitButton>
        </div>
      </Form>
      {allowRecovery ? (
        <section aria-labelledby="staff-recovery-title">
          <h2 id="staff-recovery-title">{t("factor.recoveryTitle")}</h2>
          <p>{t("factor.recoveryIntro")}</p>
          <Form
            method="post"
            action={action}
            {...getFormProps(recoveryForm)}
            noValidate
            className={formStyles.form}
          >
            <FormToken />
            <input type="hidden" name="intent" value="recovery" />
            <ErrorSummary form={recoveryForm} labels={{ recovery_code: t("factor.recoveryCode") }} />
            <TextField
              field={recoveryFields.recovery_code}
              label={t("factor.recoveryCode")}
              hint={t("factor.recoveryHint")}
              autoComplete="off"
            />
            <div className={formStyles.actions}>
              <SubmitButton busyLabel={t("factor.checking")} name="intent" value="recovery">
                {t("factor.useRecovery")}
              </SubmitButton>
            </div>
          </Form>
        </section>
      ) : null}
    </>
  )
}
