import { data, redirect, type RouterContextProvider } from "react-router"

import { getLocale } from "../i18n/i18n.server"
import { staffSessionContext } from "../session/staff-session.server"
import { STAFF_PATHS } from "../urls/staff-paths"
import { type ApiFailure, type ApiResult, createApiClient } from "./api.server"

/** What a staff page's error boundary reads from a 403 the API answered (app/routes/staff/layout.tsx). */
export interface StaffForbiddenData {
  staffForbidden: true
}

/**
 * The API client of a back office request: the staff token (never a partner's), the page's language, and
 * the answers every staff page treats alike taken over here:
 * - 401: the session ended (8 hours, or 30 minutes unused) → the login page, saying so;
 * - 403 reauthentication_required → /staff/confirm-identity, back to this page afterwards;
 * - 403 forbidden → the staff 403 page (not for this role).
 * What a form explains (422 field errors, 429 with its wait, 409) comes back as the result, for the form.
 * `here` is the page to come back to: the request's URL (a form's action: the page itself).
 */
export function staffApi(context: Readonly<RouterContextProvider>, here: URL) {
  const staff = context.get(staffSessionContext)
  const token = staff.token
  const back = here.pathname.replace(/\.data$/, "") + here.search
  return createApiClient(context, {
    locale: getLocale(context),
    token,
    onFailure(failure: ApiFailure) {
      if (!token) return
      if (failure.kind === "unauthorized") {
        staff.signOut("session.ended")
        throw redirect(`${STAFF_PATHS.login}?next=${encodeURIComponent(back)}`, 303)
      }
      if (failure.kind === "forbidden" && failure.code === "reauthentication_required")
        throw redirect(`${STAFF_PATHS.confirmIdentity}?next=${encodeURIComponent(back)}`, 303)
      if (failure.kind === "forbidden")
        throw data({ staffForbidden: true } satisfies StaffForbiddenData, { status: 403 })
    },
  })
}

/** A staff page's data it cannot do without: a 404 when missing, else the staff error page (503). */
export function requireStaffOk<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data
  if (result.kind === "not_found") throw new Response("Not found", { status: 404 })
  throw new Response("Service unavailable", { status: 503 })
}
