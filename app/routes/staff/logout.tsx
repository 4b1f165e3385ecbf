import { redirect } from "react-router"

import { logOutStaff } from "#contract/staff"

import { readForm } from "../../lib/forms/read-form.server"
import { getLocale } from "../../lib/i18n/i18n.server"
import { staffSessionContext } from "../../lib/session/staff-session.server"
import { createApiClient } from "../../lib/transport/api.server"
import { STAFF_PATHS } from "../../lib/urls/staff-paths"
import type { Route } from "./+types/logout"

// Logging out is a form post (its token checked), never a link a page of another site could open. The
// API ends the session's token; the cookie forgets it whatever the API answered.
export async function action({ request, context }: Route.ActionArgs) {
  await readForm(request)
  const staff = context.get(staffSessionContext)
  if (staff.token)
    await createApiClient(context, { locale: getLocale(context), token: staff.token }).send(logOutStaff)
  staff.signOut("session.loggedOut")
  throw redirect(STAFF_PATHS.login, 303)
}

export function loader() {
  throw redirect(STAFF_PATHS.login)
}
