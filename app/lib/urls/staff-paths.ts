// The back office lives under /staff (docs/decisions/094): English paths in every language, apart from the
// shop's localized routes, and the staff session cookie's Path, so that it never travels to a shop page.

export const STAFF_BASE = "/staff"

/** The back office's pages; the dashboard is /staff/dashboard (see the index route for why). */
export const STAFF_PATHS = {
  home: "/staff",
  dashboard: "/staff/dashboard",
  login: "/staff/login",
  secondFactor: "/staff/second-factor",
  recoveryCodes: "/staff/recovery-codes",
  confirmIdentity: "/staff/confirm-identity",
  logout: "/staff/logout",
  language: "/staff/language",
} as const

/** Whether a path (or its data request, …/x.data) is the back office's. */
export function isStaffPath(pathname: string): boolean {
  return pathname === STAFF_BASE || pathname === `${STAFF_BASE}.data` || pathname.startsWith(`${STAFF_BASE}/`)
}

/**
 * A back office path to go on to after a step (login, re-authentication), from a query value: only a path
 * of the back office itself, else the dashboard, so that no link can send a person elsewhere.
 */
export function staffNext(value: string | null | undefined): string {
  if (!value || !value.startsWith(`${STAFF_BASE}/`) || value.startsWith("//") || /[\\\s]/.test(value))
    return STAFF_PATHS.dashboard
  try {
    const url = new URL(value, "http://staff.invalid")
    return url.host === "staff.invalid" && isStaffPath(url.pathname)
      ? url.pathname + url.search
      : STAFF_PATHS.dashboard
  } catch {
    return STAFF_PATHS.dashboard
  }
}
