import { getFormProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import { data, Form, redirect } from "react-router"
import { z } from "zod"

import { CLIENT_CATEGORIES, ROLES } from "#contract/accounts"
import { CURRENCIES } from "#contract/money"
import { approveSignupRequest, listStaffSignupRequests, rejectSignupRequest } from "#contract/staff-area"

import { ErrorList, ErrorSummary, formStyles, SubmitButton } from "../../components/form"
import { FormToken } from "../../components/form-token"
import { readForm, replyWithApiFailure } from "../../lib/forms/read-form.server"
import { dateFormatters } from "../../lib/i18n/date-formatters"
import { getLocale } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { staffSessionContext } from "../../lib/session/staff-session.server"
import { requireStaffOk, staffApi } from "../../lib/transport/staff-api.server"
import type { Route } from "./+types/signup-review"
import * as css from "./staff.css"
import { staffMeta } from "./staff-meta"
import { staffTitle } from "./staff-page.server"

// One sign-up request (SIGNUP-1): what the applicant gave, and for a pending one the two decisions. Approve
// makes the account with its roles, currency, discount and category, and mails the applicant a
// set-your-password link; reject mails a polite refusal, with the reason staff give (SIGNUP-9). The same services as `npm run staff -- signups approve|reject`.

const ROLE_IDS = Object.keys(ROLES).map(Number)

export const ApproveFormSchema = z.object({
  roles: z
    .array(
      z
        .number()
        .int()
        .refine((id) => ROLE_IDS.includes(id), "staff:signups.rolesRequired"),
      {
        error: "staff:signups.rolesRequired",
      },
    )
    .min(1, "staff:signups.rolesRequired"),
  currency: z.enum(CURRENCIES, { error: "validation.select" }),
  discount: z
    .number({ error: "staff:signups.discountRange" })
    .min(0, "staff:signups.discountRange")
    .max(100, "staff:signups.discountRange")
    .default(0),
  category: z.enum(CLIENT_CATEGORIES, { error: "validation.select" }),
})

/** SIGNUP-9: a refusal's reason, optional, sent to the applicant as written */
export const RejectFormSchema = z.object({
  reason: z.string().trim().max(1000, "validation.tooLong|max=1000").optional(),
})

async function findRequest(context: Route.LoaderArgs["context"], url: URL, id: string) {
  const all = requireStaffOk(
    await staffApi(context, url).send(listStaffSignupRequests, { query: { status: "all" } }),
  )
  const found = all.data.find((request) => request.id === id)
  if (!found) throw new Response("Not found", { status: 404 })
  return found
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const request = await findRequest(context, url, params.id)
  const { moment } = dateFormatters(getLocale(context))
  return {
    title: staffTitle(context, "signups.reviewTitle"),
    request: {
      ...request.attributes,
      id: request.id,
      createdAt: moment(request.attributes.created_at),
      reviewedAt: moment(request.attributes.reviewed_at),
    },
  }
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const formData = await readForm(request)
  const api = staffApi(context, url)
  const id = Number(params.id)
  const staff = context.get(staffSessionContext)
  const intent = formData.get("intent")
  if (intent === "reject") {
    const submission = parseWithZod(formData, { schema: RejectFormSchema })
    if (submission.status !== "success") return data({ rejected: submission.reply() }, { status: 422 })
    const answer = await api.send(rejectSignupRequest, { params: { id }, body: submission.value })
    if (!answer.ok)
      return data(
        { rejected: replyWithApiFailure(submission, answer) },
        { status: answer.status >= 500 ? 503 : answer.status === 422 ? 422 : 409 },
      )
    staff.flash("done", "signups.rejected")
    throw redirect("/staff/signups", 303)
  }
  if (intent !== "approve") throw new Response("Unknown intent", { status: 400 })
  const submission = parseWithZod(formData, { schema: ApproveFormSchema })
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 })
  const answer = await api.send(approveSignupRequest, { params: { id }, body: submission.value })
  if (!answer.ok)
    return data(
      { result: replyWithApiFailure(submission, answer) },
      { status: answer.status >= 500 ? 503 : 422 },
    )
  staff.flash("done", "signups.approved")
  throw redirect("/staff/signups", 303)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffSignupReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff")
  const { request } = loaderData
  const fields: [string, string | null][] = [
    ["signups.received", request.createdAt],
    ["signups.email", request.email],
    ["signups.phone", request.phone],
    ["signups.company", request.company_name],
    ["signups.companyReference", request.company_reference],
    ["signups.companyFunction", request.company_function],
    ["signups.category", request.category ? t(`signups.categories.${request.category}`) : null],
    ["signups.language", request.language],
    ["signups.newsletter", t(request.newsletter ? "signups.yes" : "signups.no")],
    ["signups.status", t(`signups.statuses.${request.status}`)],
    ["signups.reviewed", request.reviewedAt],
  ]
  return (
    <article>
      <h1>{t("signups.reviewHeading", { name: `${request.first_name} ${request.last_name}` })}</h1>
      <dl className={css.facts}>
        {fields
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {request.status === "pending" ? (
        <>
          <ApproveForm
            category={request.category ?? "catering_trade"}
            lastResult={actionData && "result" in actionData ? actionData.result : undefined}
          />
          <RejectForm lastResult={actionData && "rejected" in actionData ? actionData.rejected : undefined} />
        </>
      ) : null}
    </article>
  )
}

function ApproveForm({
  category,
  lastResult,
}: {
  /** the applicant's choice, which staff may change */
  category: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation("staff")
  const [form, fields] = useForm({
    id: "approve",
    lastResult,
    constraint: getZodConstraint(ApproveFormSchema),
    defaultValue: { currency: "EUR", discount: "0", roles: ["1", "2", "3"], category },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ApproveFormSchema }),
  })
  const chosen = new Set((fields.roles.initialValue as string[] | string | undefined) ?? [])
  return (
    <section aria-labelledby="approve-title">
      <h2 id="approve-title">{t("signups.approveTitle")}</h2>
      <Form method="post" {...getFormProps(form)} noValidate className={formStyles.form}>
        <FormToken />
        <ErrorSummary
          form={form}
          labels={{
            roles: t("signups.roles"),
            currency: t("signups.currency"),
            discount: t("signups.discount"),
            category: t("signups.category"),
          }}
        />
        <fieldset
          id={fields.roles.id}
          aria-describedby={fields.roles.errors ? fields.roles.errorId : undefined}
        >
          <legend className={formStyles.label}>{t("signups.roles")}</legend>
          {Object.entries(ROLES).map(([id, name]) => (
            <div key={id} className={formStyles.checkboxRow}>
              <input
                type="checkbox"
                id={`role-${id}`}
                name={fields.roles.name}
                value={id}
                defaultChecked={chosen.has(id)}
                className={formStyles.checkboxInput}
              />
              <label htmlFor={`role-${id}`}>{`${id} · ${name}`}</label>
            </div>
          ))}
          <ErrorList id={fields.roles.errorId} errors={fields.roles.errors} />
        </fieldset>
        <div className={formStyles.field}>
          <label htmlFor={fields.currency.id} className={formStyles.label}>
            {t("signups.currency")}
          </label>
          <select
            {...getSelectProps(fields.currency)}
            key={fields.currency.key}
            className={formStyles.control}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
          <ErrorList id={fields.currency.errorId} errors={fields.currency.errors} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor={fields.discount.id} className={formStyles.label}>
            {t("signups.discount")}
          </label>
          <input
            id={fields.discount.id}
            name={fields.discount.name}
            defaultValue={fields.discount.initialValue}
            key={fields.discount.key}
            inputMode="decimal"
            className={formStyles.control}
            aria-invalid={fields.discount.errors ? true : undefined}
            aria-describedby={fields.discount.errors ? fields.discount.errorId : undefined}
          />
          <ErrorList id={fields.discount.errorId} errors={fields.discount.errors} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor={fields.category.id} className={formStyles.label}>
            {t("signups.category")}
          </label>
          <select
            {...getSelectProps(fields.category)}
            key={fields.category.key}
            className={formStyles.control}
          >
            {CLIENT_CATEGORIES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`signups.categories.${choice}`)}
              </option>
            ))}
          </select>
          <ErrorList id={fields.category.errorId} errors={fields.category.errors} />
        </div>
        <div className={formStyles.actions}>
          <SubmitButton name="intent" value="approve">
            {t("signups.approve")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  )
}

/** SIGNUP-9: rejecting, with a reason for the applicant's mail if staff give one */
function RejectForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("staff")
  const [form, fields] = useForm({
    id: "reject",
    lastResult,
    constraint: getZodConstraint(RejectFormSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RejectFormSchema }),
  })
  return (
    <section aria-labelledby="reject-title">
      <h2 id="reject-title">{t("signups.rejectTitle")}</h2>
      <p>{t("signups.rejectIntro")}</p>
      <Form method="post" {...getFormProps(form)} noValidate className={formStyles.form}>
        <FormToken />
        <ErrorSummary form={form} labels={{ reason: t("signups.reason") }} />
        <div className={formStyles.field}>
          <label htmlFor={fields.reason.id} className={formStyles.label}>
            {t("signups.reason")}
          </label>
          <p id={`${fields.reason.id}-hint`} className={formStyles.hint}>
            {t("signups.reasonHint")}
          </p>
          <textarea
            id={fields.reason.id}
            name={fields.reason.name}
            defaultValue={fields.reason.initialValue}
            key={fields.reason.key}
            rows={4}
            className={formStyles.control}
            aria-invalid={fields.reason.errors ? true : undefined}
            aria-describedby={
              fields.reason.errors
                ? `${fields.reason.id}-hint ${fields.reason.errorId}`
                : `${fields.reason.id}-hint`
            }
          />
          <ErrorList id={fields.reason.errorId} errors={fields.reason.errors} />
        </div>
        <div className={formStyles.actions}>
          <SubmitButton name="intent" value="reject" className={css.dangerButton}>
            {t("signups.reject")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  )
}
