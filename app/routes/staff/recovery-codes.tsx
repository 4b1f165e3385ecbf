import { redirect } from "react-router"

import { useTranslation } from "../../lib/i18n/translation"
import { requireStaffSession, staffSessionContext } from "../../lib/session/staff-session.server"
import { staffNext } from "../../lib/urls/staff-paths"
import type { Route } from "./+types/recovery-codes"
import * as css from "./staff.css"
import { staffMeta } from "./staff-meta"
import { staffTitle } from "./staff-page.server"

// After enrolment: the ten recovery codes, shown this once (the API keeps only their hashes). They came
// through a flash of the staff session, so reloading the page shows them no more.

export function loader({ context, url }: Route.LoaderArgs) {
  requireStaffSession(context, url)
  const next = staffNext(url.searchParams.get("next"))
  const stored = context.get(staffSessionContext).takeFlash("recoveryCodes")
  const codes = stored ? (JSON.parse(stored) as unknown) : null
  if (!Array.isArray(codes) || !codes.length) throw redirect(next)
  return { title: staffTitle(context, "recovery.title"), codes: codes.map(String), next }
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffRecoveryCodesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff")
  return (
    <article className={css.narrow}>
      <h1>{t("recovery.title")}</h1>
      <p className={css.success} role="status">
        {t("recovery.enrolled")}
      </p>
      <p>{t("recovery.intro")}</p>
      <ul className={css.codes} aria-label={t("recovery.listLabel")}>
        {loaderData.codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p>{t("recovery.once")}</p>
      <p>
        <a href={loaderData.next} className={css.target}>
          {t("recovery.continue")}
        </a>
      </p>
    </article>
  )
}
