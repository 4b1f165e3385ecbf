import { redirect } from "react-router"

import { STAFF_PATHS } from "../../lib/urls/staff-paths"

// /staff opens the dashboard at /staff/dashboard. The dashboard is not /staff itself because the staff
// cookie's Path is /staff, and a browser sends it to /staff/… but not to /staff.data, the address a page
// with scripts fetches /staff's data from: at /staff a client navigation would have met the login page.
// This redirect needs no session, so it answers both alike.
export function loader() {
  throw redirect(STAFF_PATHS.dashboard, 302)
}
