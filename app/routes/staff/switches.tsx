import { data, Form, redirect } from "react-router"

import { formatDateTime } from "#contract/format"
import { brusselsDateTimeInput } from "#contract/format-more"
import { getStaffSettings, setStaffSetting } from "#contract/staff-area"

import { ErrorList, formStyles, SubmitButton } from "../../components/form"
import { plainControlAria, PlainField } from "../../components/form-messages"
import { FormToken } from "../../components/form-token"
import { fieldText, readForm } from "../../lib/forms/read-form.server"
import { getLocale } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { staffSessionContext } from "../../lib/session/staff-session.server"
import { requireStaffOk, staffApi } from "../../lib/transport/staff-api.server"
import type { Route } from "./+types/switches"
import * as css from "./staff.css"
import { staffMeta } from "./staff-meta"
import { staffTitle } from "./staff-page.server"

// The shop's switches (MODE-1 to MODE-3), role admin: maintenance of the Partners zone with the time it
// should be back, typed in Brussels time (a datetime-local field; the API turns it into an instant with
// brusselsInstant), registration-only mode, and the partners' login. Each a small form of its own.

const KEYS = ["maintenance", "registration_only", "partner_login"] as const
type Key = (typeof KEYS)[number]

export async function loader({ context, url }: Route.LoaderArgs) {
  const settings = requireStaffOk(await staffApi(context, url).send(getStaffSettings)).data.attributes
  const until = settings.maintenance_until
  return {
    title: staffTitle(context, "switches.title"),
    settings,
    untilLocal: until ? brusselsDateTimeInput(until) : "",
    untilText: until ? formatDateTime(until, getLocale(context), "long") : null,
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await readForm(request)
  const key = fieldText(formData, "key") as Key
  const on = fieldText(formData, "on")
  if (!KEYS.includes(key) || (on !== "true" && on !== "false"))
    throw new Response("Unknown switch", { status: 400 })
  const until = fieldText(formData, "until").trim()
  if (key === "maintenance" && on === "true" && until && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(until))
    return data({ key, error: "staff:switches.untilFormat", until }, { status: 422 })
  const body =
    key === "maintenance"
      ? { key: "maintenance" as const, on: on === "true", ...(on === "true" && until ? { until } : {}) }
      : { key: key, on: on === "true" }
  const answer = await staffApi(context, url).send(setStaffSetting, { body })
  if (!answer.ok) {
    const message =
      answer.kind === "validation"
        ? (Object.values(answer.fieldErrors).flat()[0] ?? answer.message)
        : "staff:errors.failed"
    return data({ key, error: message, until }, { status: answer.status >= 500 ? 503 : 422 })
  }
  context.get(staffSessionContext).flash("done", `switches.done.${key}.${on}`)
  throw redirect("/staff/switches", 303)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffSwitchesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff")
  const { settings } = loaderData
  const errorOf = (key: Key) => (actionData?.key === key ? [actionData.error] : undefined)
  return (
    <article>
      <h1>{t("switches.title")}</h1>
      <section aria-labelledby="maintenance-title" className={css.switchBox}>
        <h2 id="maintenance-title">{t("switches.maintenance")}</h2>
        <p>{t("switches.maintenanceIntro")}</p>
        <p className={css.state}>
          {settings.maintenance
            ? loaderData.untilText
              ? t("switches.maintenanceOnUntil", { until: loaderData.untilText })
              : t("switches.maintenanceOn")
            : t("switches.maintenanceOff")}
        </p>
        <Form method="post" className={formStyles.form} noValidate>
          <FormToken />
          <input type="hidden" name="key" value="maintenance" />
          <PlainField
            id="maintenance-until"
            label={t("switches.until")}
            hint={t("switches.untilHint")}
            errorId="maintenance-error"
            errors={errorOf("maintenance")}
          >
            <input
              id="maintenance-until"
              name="until"
              type="datetime-local"
              defaultValue={actionData?.key === "maintenance" ? actionData.until : loaderData.untilLocal}
              className={formStyles.control}
              {...plainControlAria("maintenance-until", {
                hint: true,
                errorId: "maintenance-error",
                invalid: !!errorOf("maintenance"),
              })}
            />
          </PlainField>
          <div className={formStyles.actions}>
            <SubmitButton name="on" value="true">
              {t(settings.maintenance ? "switches.maintenanceUpdate" : "switches.maintenanceSwitchOn")}
            </SubmitButton>
            {settings.maintenance ? (
              <SubmitButton name="on" value="false" className={css.dangerButton}>
                {t("switches.maintenanceSwitchOff")}
              </SubmitButton>
            ) : null}
          </div>
        </Form>
      </section>
      <Toggle
        name="registration_only"
        on={settings.registration_only}
        errors={errorOf("registration_only")}
      />
      <Toggle name="partner_login" on={settings.partner_login} errors={errorOf("partner_login")} />
    </article>
  )
}

function Toggle({ name, on, errors }: { name: Exclude<Key, "maintenance">; on: boolean; errors?: string[] }) {
  const { t } = useTranslation("staff")
  return (
    <section aria-labelledby={`${name}-title`} className={css.switchBox}>
      <h2 id={`${name}-title`}>{t(`switches.${name}.title`)}</h2>
      <p>{t(`switches.${name}.intro`)}</p>
      <p className={css.state}>{t(`switches.${name}.${on ? "on" : "off"}`)}</p>
      <ErrorList id={`${name}-error`} errors={errors} />
      <Form method="post">
        <FormToken />
        <input type="hidden" name="key" value={name} />
        <SubmitButton name="on" value={on ? "false" : "true"}>
          {t(`switches.${name}.${on ? "switchOff" : "switchOn"}`)}
        </SubmitButton>
      </Form>
    </section>
  )
}
