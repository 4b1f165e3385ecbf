import { redirect } from "react-router"
import { renderSVG } from "uqr"

import { checkStaffSecondFactor } from "#contract/staff"

import { formStyles } from "../../components/form"
import { readForm } from "../../lib/forms/read-form.server"
import { getLocale } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { staffSessionContext } from "../../lib/session/staff-session.server"
import { createApiClient } from "../../lib/transport/api.server"
import { STAFF_PATHS, staffNext } from "../../lib/urls/staff-paths"
import type { Route } from "./+types/second-factor"
import { postSecondFactor } from "./second-factor.server"
import { SecondFactorForms } from "./second-factor-forms"
import * as css from "./staff.css"
import { staffMeta } from "./staff-meta"
import { staffTitle } from "./staff-page.server"

// The login's second step: the authenticator app's code, or a recovery code. At enrolment (no app yet)
// the page shows the new secret as a QR code and as text to type, and the first right code switches the
// app on; the ten recovery codes then show once (recovery-codes.tsx).

const toLogin = (next: string) => redirect(`${STAFF_PATHS.login}?next=${encodeURIComponent(next)}`, 303)

export function loader({ context, url }: Route.LoaderArgs) {
  const staff = context.get(staffSessionContext)
  const next = staffNext(url.searchParams.get("next"))
  if (staff.member) throw redirect(next)
  const pending = staff.pendingLogin
  if (!pending) throw toLogin(next)
  const enrolment = pending.enrolment
  return {
    title: staffTitle(context, enrolment ? "factor.enrolTitle" : "factor.title"),
    next,
    enrolment: enrolment
      ? { secret: enrolment.secret, qrSvg: renderSVG(enrolment.uri, { border: 2 }) }
      : null,
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await readForm(request)
  const staff = context.get(staffSessionContext)
  const next = staffNext(url.searchParams.get("next"))
  const pending = staff.pendingLogin
  if (!pending) {
    staff.signOut("session.loginStepExpired")
    throw toLogin(next)
  }
  const api = createApiClient(context, { locale: getLocale(context) })
  const posted = await postSecondFactor(formData, (factor) =>
    api.send(checkStaffSecondFactor, { body: { login_token: pending.token, ...factor } }),
  )
  if (!posted.ok) {
    if ("failure" in posted) return posted.failure
    staff.signOut("session.loginStepExpired")
    throw toLogin(next)
  }
  const session = posted.data
  const member = session.data
  staff.signIn(session.access_token, {
    id: member.id,
    name: member.attributes.name,
    email: member.attributes.email,
    role: member.attributes.role,
  })
  if (session.recovery_codes?.length) {
    staff.flash("recoveryCodes", JSON.stringify(session.recovery_codes))
    throw redirect(`${STAFF_PATHS.recoveryCodes}?next=${encodeURIComponent(next)}`, 303)
  }
  throw redirect(next, 303)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffSecondFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff")
  const { enrolment, next } = loaderData
  const action = `${STAFF_PATHS.secondFactor}?next=${encodeURIComponent(next)}`
  return (
    <article className={css.narrow}>
      <h1>{t(enrolment ? "factor.enrolTitle" : "factor.title")}</h1>
      {enrolment ? (
        <>
          <p>{t("factor.enrolIntro")}</p>
          <figure>
            <div
              className={css.qr}
              role="img"
              aria-label={t("factor.qrLabel")}
              // the API's secret as a QR code, drawn here by uqr from its otpauth URI: markup of our own
              dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
            />
            <figcaption>{t("factor.qrCaption")}</figcaption>
          </figure>
          <p>{t("factor.secretIntro")}</p>
          {/* a read-only field: the secret can be selected and copied whole, and has a name */}
          <div className={formStyles.field}>
            <label htmlFor="staff-secret" className={formStyles.label}>
              {t("factor.secretLabel")}
            </label>
            <input
              id="staff-secret"
              readOnly
              value={enrolment.secret}
              className={`${formStyles.control} ${css.secret}`}
              spellCheck={false}
              autoComplete="off"
            />
          </div>
          <p>{t("factor.enrolCode")}</p>
        </>
      ) : (
        <p>{t("factor.intro")}</p>
      )}
      <SecondFactorForms
        action={action}
        actionData={actionData}
        allowRecovery={!enrolment}
        submitLabel={t(enrolment ? "factor.enrolSubmit" : "factor.submit")}
      />
      <p>
        <a href={STAFF_PATHS.login} className={css.target}>
          {t("factor.startAgain")}
        </a>
      </p>
    </article>
  )
}
