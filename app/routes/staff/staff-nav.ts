import type { StaffPermission } from "#contract/staff"

// The back office's navigation, one line per screen: its label and summary (keys of locales/<lng>/staff.json),
// its path under /staff, and the permission of contract/staff.ts STAFF_PERMISSIONS it needs. The layout
// shows only the lines the staff member's role permits (GET /staff/me), the dashboard lists them with
// their summaries. A new screen adds its line here and its route in app/routes.ts. Hiding a link is no
// protection: the API checks the role on every call, and its 403 shows the staff 403 page.

export interface StaffNavEntry {
  /** staff.json key of the link's text */
  label: string
  /** staff.json key of one sentence saying what the screen is for (the dashboard) */
  summary: string
  path: string
  /** null: every staff member */
  permission: StaffPermission | null
}

export const STAFF_NAV: readonly StaffNavEntry[] = [
  { label: "nav.dashboard", summary: "nav.dashboardSummary", path: "/staff/dashboard", permission: null },
  { label: "nav.signups", summary: "nav.signupsSummary", path: "/staff/signups", permission: "signups" },
  {
    label: "staff-partners:nav.partners",
    summary: "staff-partners:nav.partnersSummary",
    path: "/staff/partners",
    permission: "partners",
  },
  {
    label: "staff-content:nav.news",
    summary: "staff-content:nav.newsSummary",
    path: "/staff/content/news",
    permission: "content",
  },
  {
    label: "staff-content:nav.announcements",
    summary: "staff-content:nav.announcementsSummary",
    path: "/staff/content/announcements",
    permission: "content",
  },
  {
    label: "staff-content:faq.nav",
    summary: "staff-content:faq.navSummary",
    path: "/staff/content/faq",
    permission: "content",
  },
  {
    label: "staff-content:services.nav",
    summary: "staff-content:services.navSummary",
    path: "/staff/content/services",
    permission: "content",
  },
  {
    label: "staff-content:nav.downloads",
    summary: "staff-content:nav.downloadsSummary",
    path: "/staff/content/downloads",
    permission: "content",
  },
  {
    label: "staff-content:nav.company",
    summary: "staff-content:nav.companySummary",
    path: "/staff/content/company",
    permission: "content",
  },
  { label: "nav.switches", summary: "nav.switchesSummary", path: "/staff/switches", permission: "settings" },
  // the operator's screens (docs/decisions/096): their texts are staff-ops.json's
  {
    label: "staff-ops:nav.orders",
    summary: "staff-ops:nav.ordersSummary",
    path: "/staff/orders",
    permission: "orders",
  },
  {
    label: "staff-ops:nav.outbox",
    summary: "staff-ops:nav.outboxSummary",
    path: "/staff/outbox",
    permission: "operations",
  },
  {
    label: "staff-ops:nav.jobs",
    summary: "staff-ops:nav.jobsSummary",
    path: "/staff/jobs",
    permission: "operations",
  },
  {
    label: "staff-ops:nav.audit",
    summary: "staff-ops:nav.auditSummary",
    path: "/staff/audit-log",
    permission: "audit",
  },
  {
    label: "staff-ops:nav.members",
    summary: "staff-ops:nav.membersSummary",
    path: "/staff/members",
    permission: "staff",
  },
]

/** The entries a staff member with these permissions may open. */
export const navFor = (permissions: readonly StaffPermission[]) =>
  STAFF_NAV.filter((entry) => entry.permission === null || permissions.includes(entry.permission))
