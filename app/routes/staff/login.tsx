import { getFormProps, useForm } from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import { data, Form, redirect } from "react-router"

import { logInStaff, StaffLoginBodySchema } from "#contract/staff"

import { formStyles, SubmitButton } from "../../components/form"
import { LoginFields } from "../../components/login-form"
import { readForm } from "../../lib/forms/read-form.server"
import { getLocale } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { staffSessionContext } from "../../lib/session/staff-session.server"
import { createApiClient } from "../../lib/transport/api.server"
import { STAFF_PATHS, staffNext } from "../../lib/urls/staff-paths"
import type { Route } from "./+types/login"
import * as css from "./staff.css"
import { replyToStaffFailure } from "./staff-forms.server"
import { staffMeta } from "./staff-meta"
import { staffTitle } from "./staff-page.server"

// The first of the two login steps (docs/decisions/093): the e-mail address and password. The API's
// login token for the second step stays in the staff session cookie, never in the page. A partner's
// address and password are refused here like wrong ones (the API keeps the two kinds of account apart).

export function loader({ context, url }: Route.LoaderArgs) {
  const staff = context.get(staffSessionContext)
  const next = staffNext(url.searchParams.get("next"))
  if (staff.member) throw redirect(next)
  return { title: staffTitle(context, "login.title"), notice: staff.takeFlash("notice"), next }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: StaffLoginBodySchema })
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 422 })
  const answer = await createApiClient(context, { locale: getLocale(context) }).send(logInStaff, {
    body: submission.value,
  })
  if (!answer.ok)
    return data(
      { result: replyToStaffFailure(submission, answer, "password", { hideFields: ["password"] }) },
      { status: answer.status >= 500 ? 503 : 422 },
    )
  const step = answer.data.data.attributes
  const enrolment = step.enrolment ? { secret: step.enrolment.secret, uri: step.enrolment.otpauth_uri } : null
  context.get(staffSessionContext).startLogin(step.login_token, submission.value.email, enrolment)
  const next = staffNext(url.searchParams.get("next"))
  throw redirect(`${STAFF_PATHS.secondFactor}?next=${encodeURIComponent(next)}`, 303)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff")
  const [form, fields] = useForm({
    id: "staff-login",
    lastResult: actionData?.result,
    constraint: getZodConstraint(StaffLoginBodySchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StaffLoginBodySchema }),
  })
  return (
    <article className={css.narrow}>
      <h1>{t("login.title")}</h1>
      <p>{t("login.intro")}</p>
      {loaderData.notice ? (
        <p role="status" className={css.notice}>
          {t(loaderData.notice)}
        </p>
      ) : null}
      <Form
        method="post"
        action={`${STAFF_PATHS.login}?next=${encodeURIComponent(loaderData.next)}`}
        {...getFormProps(form)}
        noValidate
        className={formStyles.form}
      >
        <LoginFields form={form} fields={fields} namespace="staff" />
        <div className={formStyles.actions}>
          <SubmitButton busyLabel={t("login.submitting")}>{t("login.submit")}</SubmitButton>
        </div>
      </Form>
    </article>
  )
}
