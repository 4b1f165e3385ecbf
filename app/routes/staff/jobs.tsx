import { data, Form, redirect } from "react-router"

import { deleteStaffJob, listStaffJobs, retryStaffJob, STAFF_JOB_STATES } from "#contract/staff-ops"

import { DataTable } from "../../components/data-table"
import { FormToken } from "../../components/form-token"
import { fieldText, readForm } from "../../lib/forms/read-form.server"
import { getLocale } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { staffSessionContext } from "../../lib/session/staff-session.server"
import { requireStaffOk, staffApi } from "../../lib/transport/staff-api.server"
import { button } from "../../styles/utilities.css"
import type { Route } from "./+types/jobs"
import * as opsCss from "./ops.css"
import { momentOf } from "./ops-format"
import { opsTitle } from "./ops-title.server"
import * as css from "./staff.css"
import * as listCss from "./staff-list.css"
import { staffMeta } from "./staff-meta"

// The job queue (docs/decisions/096), as `npm run staff -- jobs list` shows it: failed jobs first, each
// with its error, and two buttons for a failed one: try again now, or give it up (drop). Admins only (the
// API's 403 shows the staff 403 page). Filtered by state with a GET form.

export const handle = { i18n: ["staff-ops"] }

type JobState = (typeof STAFF_JOB_STATES)[number]
const stateOf = (value: string | null) =>
  value && (STAFF_JOB_STATES as readonly string[]).includes(value) ? (value as JobState) : undefined

export async function loader({ context, url }: Route.LoaderArgs) {
  const state = stateOf(url.searchParams.get("state"))
  const answer = await staffApi(context, url).send(listStaffJobs, { query: { state, limit: 100 } })
  const locale = getLocale(context)
  return {
    title: opsTitle(context, "jobs.title"),
    state: state ?? "",
    jobs: requireStaffOk(answer).data.map((job) => ({
      id: job.id,
      ...job.attributes,
      created: momentOf(job.attributes.created_on, locale),
      finished: momentOf(job.attributes.completed_on, locale),
    })),
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await readForm(request)
  const id = fieldText(form, "id")
  const intent = form.get("intent")
  if (!/^[0-9a-f-]{36}$/i.test(id) || (intent !== "retry" && intent !== "drop"))
    return data({ refused: null, refusedKey: "jobs.failed" }, { status: 422 })
  const api = staffApi(context, url)
  const answer =
    intent === "retry"
      ? await api.send(retryStaffJob, { params: { id } })
      : await api.send(deleteStaffJob, { params: { id } })
  if (!answer.ok)
    return data(
      { refused: ("message" in answer ? answer.message : undefined) ?? null, refusedKey: "jobs.failed" },
      { status: 409 },
    )
  context.get(staffSessionContext).flash("done", `staff-ops:jobs.done.${intent}`)
  throw redirect(url.pathname + url.search, 303)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffJobsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff-ops")
  return (
    <article>
      <h1>{t("jobs.title")}</h1>
      <p>{t("jobs.intro")}</p>
      <Form method="get" className={listCss.search}>
        <div className={listCss.field}>
          <label htmlFor="jobs-state">{t("jobs.state")}</label>
          <select id="jobs-state" name="state" defaultValue={loaderData.state}>
            <option value="">{t("jobs.anyState")}</option>
            {STAFF_JOB_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`jobs.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={button}>
          {t("orders.apply")}
        </button>
      </Form>
      {actionData ? (
        <p role="alert" className={css.notice}>
          {actionData.refused ?? t(actionData.refusedKey)}
        </p>
      ) : null}
      {loaderData.jobs.length === 0 ? (
        <p>{t("jobs.empty")}</p>
      ) : (
        <DataTable
          caption={t("jobs.title")}
          hiddenCaption
          rows={loaderData.jobs}
          rowKey={(job) => job.id}
          columns={[
            {
              name: t("jobs.name"),
              cell: (job) => (
                <>
                  {job.name}
                  <br />
                  <small className={opsCss.small}>{job.id}</small>
                </>
              ),
            },
            { name: t("jobs.state"), cell: (job) => t(`jobs.states.${job.state}`) },
            {
              name: t("jobs.tries"),
              cell: (job) => t("jobs.triesOf", { tried: job.retry_count + 1, limit: job.retry_limit + 1 }),
            },
            { name: t("jobs.created"), cell: (job) => job.created },
            { name: t("jobs.error"), cell: (job) => job.output ?? "" },
            {
              name: t("jobs.actions"),
              cell: (job) => (job.state === "failed" ? <JobActions id={job.id} name={job.name} /> : null),
            },
          ]}
        />
      )}
    </article>
  )
}

function JobActions({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation("staff-ops")
  return (
    <>
      {(["retry", "drop"] as const).map((intent) => (
        <Form method="post" key={intent} className={opsCss.inlineForm}>
          <FormToken />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="intent" value={intent} />
          <button
            type="submit"
            className={button}
            aria-label={t(`jobs.${intent}Named`, { name, id: id.slice(0, 8) })}
          >
            {t(`jobs.${intent}`)}
          </button>
        </Form>
      ))}
    </>
  )
}
