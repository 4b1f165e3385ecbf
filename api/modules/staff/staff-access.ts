import type { Context, MiddlewareHandler } from "hono"

import { staffMay, type StaffPermission } from "#contract/staff"

import { callerAddress } from "../../lib/caller-address"
import type { ApiEnv } from "../../lib/context"
import { ApiError, unauthenticated } from "../../lib/errors"
import type { StaffViewer } from "../../lib/viewer"
import type { AuditActor } from "./audit-log"
import { resolveStaffSession, type StaffCaller } from "./staff-session.service"

// Who is calling under /staff: a staff session's token, or nobody. A partner's token (or an API key) is
// not a staff session: 401, and nothing under /staff reads a partner (partner-access.ts skips /staff).

export function staffAccess(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization")
    if (!header) return next()
    const token = header.match(/^Bearer\s+(\S+)$/i)?.[1]
    if (!token) throw unauthenticated()
    c.set("staff", await resolveStaffSession(c.get("db"), token, c.get("log")))
    return next()
  }
}

/**
 * The staff member of this call if their role may do this (contract/staff.ts STAFF_PERMISSIONS), else
 * 403 forbidden: every staff route asks, so a role is checked on the server for every action.
 */
export function requireStaff(c: Context<ApiEnv>, permission?: StaffPermission): StaffViewer {
  const viewer = c.get("staff")
  if (!viewer) throw unauthenticated()
  if (permission && !staffMay(viewer.role, permission))
    throw new ApiError(403, "forbidden", "staff.forbidden")
  return viewer
}

export const staffCallerOf = (c: Context<ApiEnv>): StaffCaller => ({
  address: callerAddress(c),
  userAgent: c.req.header("user-agent"),
  log: c.get("log"),
})

/** The author of an audit entry: the staff member and where the call came from. */
export const auditActorOf = (c: Context<ApiEnv>, viewer: StaffViewer): AuditActor => ({
  staffId: viewer.staffId,
  email: viewer.email,
  address: callerAddress(c),
  userAgent: c.req.header("user-agent") ?? null,
})
