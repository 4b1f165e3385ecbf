import type { ReactNode } from "react"
import { Form, NavLink, Outlet, useRouteError, useRouteLoaderData } from "react-router"

import { getStaffSelf } from "#contract/staff"

import { FormToken } from "../../components/form-token"
import { useTranslation } from "../../lib/i18n/translation"
import { requireStaffSession, staffSessionContext } from "../../lib/session/staff-session.server"
import { keepServerPageOnError } from "../../lib/transport/client-errors"
import { requireStaffOk, staffApi } from "../../lib/transport/staff-api.server"
import { STAFF_PATHS } from "../../lib/urls/staff-paths"
import type { Route } from "./+types/layout"
import { StaffErrorText } from "./frame"
import * as css from "./staff.css"
import { navFor } from "./staff-nav"

// The logged-in back office: who is logged in, the screens their role permits (staff-nav.ts, from the
// permissions GET /staff/me answers) and the logout button, around every page that needs a login. Every
// request asks the API who the session is: an ended session (8 hours, or 30 minutes unused) goes to the
// login page with a message (staffApi).

export const STAFF_LAYOUT_ID = "staff-layout"

export async function loader({ context, url }: Route.LoaderArgs) {
  requireStaffSession(context, url)
  const self = requireStaffOk(await staffApi(context, url).send(getStaffSelf))
  const { attributes } = self.data
  return {
    member: { name: attributes.name, email: attributes.email, role: attributes.role },
    permissions: self.meta.permissions,
    nav: navFor(self.meta.permissions),
    session: { endsAt: self.meta.session.ends_at, recoveryCodesLeft: self.meta.recovery_codes_left },
    // what the last action did (an i18n key of staff.json), set by an action with staff.flash("done", …)
    done: context.get(staffSessionContext).takeFlash("done"),
  }
}

export type StaffLayoutData = Awaited<ReturnType<typeof loader>>

/** The layout's data, for the pages inside it (the dashboard) and its error page. */
export const useStaffLayoutData = () => useRouteLoaderData<StaffLayoutData>(STAFF_LAYOUT_ID)

export default function StaffLayout() {
  return (
    <StaffShell>
      <Outlet />
    </StaffShell>
  )
}

function StaffShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation("staff")
  const layout = useStaffLayoutData()
  if (!layout) return <div className={css.page}>{children}</div>
  return (
    <div className={css.shell}>
      <div className={css.nav}>
        <nav aria-label={t("frame.navigation")}>
          <ul className={css.navList}>
            {layout.nav.map((entry) => (
              <li key={entry.path}>
                <NavLink to={entry.path} end>
                  {t(entry.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className={css.who}>
          {t("frame.loggedInAs", {
            name: layout.member.name,
            role: t(`roles.${layout.member.role}`),
          })}
        </p>
        <Form method="post" action={STAFF_PATHS.logout}>
          <FormToken />
          <button type="submit" className={css.linkButton}>
            {t("frame.logout")}
          </button>
        </Form>
      </div>
      <div className={css.page}>
        {layout.done ? (
          <p role="status" className={css.success}>
            {t(layout.done)}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  )
}

/** A failure inside the back office (a 403 for this role, a 404, an outage): said inside the layout. */
export function ErrorBoundary() {
  const error = useRouteError()
  keepServerPageOnError(error)
  return (
    <StaffShell>
      <StaffErrorText error={error} />
    </StaffShell>
  )
}
