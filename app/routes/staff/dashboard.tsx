import { Link } from "react-router"

import { useTranslation } from "../../lib/i18n/translation"
import { STAFF_PATHS } from "../../lib/urls/staff-paths"
import type { Route } from "./+types/dashboard"
import { useStaffLayoutData } from "./layout"
import * as css from "./staff.css"
import { staffMeta } from "./staff-meta"
import { staffTitle } from "./staff-page.server"

// The back office's first page: what this staff member's role may do, one card per screen of the
// navigation (staff-nav.ts), each with a sentence saying what it is for.

export function loader({ context }: Route.LoaderArgs) {
  return { title: staffTitle(context, "dashboard.title") }
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffDashboardPage() {
  const { t } = useTranslation("staff")
  const layout = useStaffLayoutData()
  const screens = (layout?.nav ?? []).filter((entry) => entry.path !== STAFF_PATHS.dashboard)
  return (
    <article>
      <h1>{t("dashboard.title")}</h1>
      <p>
        {layout
          ? t("dashboard.intro", { name: layout.member.name, role: t(`roles.${layout.member.role}`) })
          : null}
      </p>
      <ul className={css.cards}>
        {screens.map((entry) => (
          <li key={entry.path}>
            <h2>
              <Link to={entry.path}>{t(entry.label)}</Link>
            </h2>
            <p>{t(entry.summary)}</p>
          </li>
        ))}
      </ul>
      {layout && layout.session.recoveryCodesLeft < 3 ? (
        <p className={css.notice}>
          {t("dashboard.fewRecoveryCodes", { count: layout.session.recoveryCodesLeft })}
        </p>
      ) : null}
    </article>
  )
}
