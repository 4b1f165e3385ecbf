import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import { data, Form, redirect } from "react-router"

import {
  AddStaffBodySchema,
  addStaffMember,
  listStaffMembers,
  revokeStaffSecondFactor,
  STAFF_ROLES,
} from "#contract/staff"
import { setStaffMemberActive } from "#contract/staff-ops"

import { DataTable } from "../../components/data-table"
import { ErrorSummary, formStyles, SelectField, SubmitButton, TextField } from "../../components/form"
import { FormToken } from "../../components/form-token"
import { fieldText, readForm, replyWithApiFailure } from "../../lib/forms/read-form.server"
import { getInstance, getLocale } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { staffSessionContext } from "../../lib/session/staff-session.server"
import { requireStaffOk, staffApi } from "../../lib/transport/staff-api.server"
import { button } from "../../styles/utilities.css"
import type { Route } from "./+types/members"
import * as opsCss from "./ops.css"
import { dayOf } from "./ops-format"
import { opsTitle } from "./ops-title.server"
import * as css from "./staff.css"
import { staffMeta } from "./staff-meta"

// The staff accounts (decision 093, admins only): the list, a new member added with a first password
// shown once, a lost phone's second factor reset, an account switched off or on (docs/decisions/096).
// Adding, resetting and switching need a second factor within five minutes: the API's 403
// reauthentication_required sends the person to confirm it (staffApi), then back here to do it again.

export const handle = { i18n: ["staff-ops"] }

export async function loader({ context, url }: Route.LoaderArgs) {
  const members = requireStaffOk(await staffApi(context, url).send(listStaffMembers)).data
  const locale = getLocale(context)
  return {
    title: opsTitle(context, "members.title"),
    members: members.map((member) => ({
      id: member.id,
      ...member.attributes,
      since: dayOf(member.attributes.created_at, locale),
    })),
  }
}

const MEMBER_INTENTS = ["reset", "deactivate", "reactivate"] as const

export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await readForm(request)
  // a refusal's sentence: the API's own (in the page's language), else this page's
  const t422 = getInstance(context).t("staff-ops:members.failed")
  const api = staffApi(context, url)
  const intent = fieldText(form, "intent") || "add"
  if (intent === "add") {
    const submission = parseWithZod(form, { schema: AddStaffBodySchema })
    if (submission.status !== "success")
      return data({ result: submission.reply(), added: null }, { status: 422 })
    const answer = await api.send(addStaffMember, { body: submission.value })
    if (!answer.ok)
      return data({ result: replyWithApiFailure(submission, answer), added: null }, { status: 422 })
    return {
      result: submission.reply({ resetForm: true }),
      added: { email: answer.data.data.attributes.email, password: answer.data.meta.initial_password },
    }
  }
  const id = fieldText(form, "id")
  if (!/^\d{1,9}$/.test(id) || !(MEMBER_INTENTS as readonly string[]).includes(intent))
    return data({ result: null, added: null, refused: t422 }, { status: 422 })
  const answer =
    intent === "reset"
      ? await api.send(revokeStaffSecondFactor, { params: { id: Number(id) } })
      : await api.send(setStaffMemberActive, {
          params: { id: Number(id) },
          body: { active: intent === "reactivate" },
        })
  if (!answer.ok)
    return data(
      { result: null, added: null, refused: ("message" in answer ? answer.message : undefined) ?? t422 },
      { status: 409 },
    )
  context.get(staffSessionContext).flash("done", `staff-ops:members.done.${intent}`)
  throw redirect("/staff/members", 303)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffMembersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff-ops")
  const refused = actionData && "refused" in actionData ? actionData.refused : null
  return (
    <article>
      <h1>{t("members.title")}</h1>
      {refused ? (
        <p role="alert" className={css.notice}>
          {refused}
        </p>
      ) : null}
      <DataTable
        caption={t("members.title")}
        hiddenCaption
        rows={loaderData.members}
        rowKey={(member) => member.id}
        columns={[
          {
            name: t("members.name"),
            cell: (member) => (
              <>
                {member.name}
                <br />
                <small className={opsCss.small}>{member.email}</small>
              </>
            ),
          },
          { name: t("members.role"), cell: (member) => t(`staff:roles.${member.role}`) },
          {
            name: t("members.state"),
            cell: (member) => (
              <>
                {t(member.is_active ? "members.active" : "members.inactive")},{" "}
                {t(member.second_factor_enrolled ? "members.enrolled" : "members.notEnrolled")}
              </>
            ),
          },
          { name: t("members.since"), cell: (member) => member.since },
          {
            name: t("jobs.actions"),
            cell: (member) => <MemberActions id={member.id} name={member.name} active={member.is_active} />,
          },
        ]}
      />
      <AddMemberForm result={actionData?.result ?? undefined} added={actionData?.added ?? null} />
    </article>
  )
}

function MemberActions({ id, name, active }: { id: string; name: string; active: boolean }) {
  const { t } = useTranslation("staff-ops")
  return (
    <>
      {(["reset", active ? "deactivate" : "reactivate"] as const).map((intent) => (
        <Form method="post" key={intent} className={opsCss.inlineForm}>
          <FormToken />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="intent" value={intent} />
          <button type="submit" className={button} aria-label={t(`members.${intent}Named`, { name })}>
            {t(`members.${intent}`)}
          </button>
        </Form>
      ))}
    </>
  )
}

function AddMemberForm({
  result,
  added,
}: {
  result: SubmissionResult<string[]> | undefined
  added: { email: string; password: string } | null
}) {
  const { t } = useTranslation("staff-ops")
  const [form, fields] = useForm({
    id: "add-staff",
    lastResult: result,
    constraint: getZodConstraint(AddStaffBodySchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddStaffBodySchema }),
  })
  return (
    <section aria-labelledby="add-staff-heading">
      <h2 id="add-staff-heading">{t("members.add")}</h2>
      {added ? (
        <div role="status" className={css.success}>
          <p>{t("members.added", { email: added.email })}</p>
          <p>
            {t("members.firstPassword")} <code className={opsCss.small}>{added.password}</code>
          </p>
        </div>
      ) : null}
      <p>{t("members.addIntro")}</p>
      <Form method="post" {...getFormProps(form)} noValidate className={formStyles.form}>
        <FormToken />
        <input type="hidden" name="intent" value="add" />
        <ErrorSummary
          form={form}
          labels={{ email: t("members.email"), name: t("members.name"), role: t("members.role") }}
        />
        <TextField field={fields.email} label={t("members.email")} type="email" autoComplete="off" />
        <TextField field={fields.name} label={t("members.name")} autoComplete="off" />
        <SelectField
          field={fields.role}
          label={t("members.role")}
          placeholder={t("members.chooseRole")}
          options={STAFF_ROLES.map((role) => ({ value: role, label: t(`staff:roles.${role}`) }))}
        />
        <div className={formStyles.actions}>
          <SubmitButton>{t("members.addSubmit")}</SubmitButton>
        </div>
      </Form>
    </section>
  )
}
