import { desc, lt } from "drizzle-orm"

import type { Db } from "../../db/client"
import { staffAuditLog } from "./staff.schema"

// The audit log (docs/decisions/093): one row per staff login and per change, written with the same
// database handle as the change, inside its transaction, so that a change that rolls back leaves no row
// and a row never stands for a change that did not happen. Nothing here updates or deletes a row; the
// table's trigger refuses both anyway (migration 0022).

/** Who acts, and from where: what every entry records of its author. */
export interface AuditActor {
  staffId: number
  email: string
  address: string | null
  userAgent: string | null
}

export interface AuditEntry {
  /** what was done, as a dotted name: staff.login, signup.approve, order.ship, setting.maintenance, … */
  action: string
  /** what it was done to: "order:42", "signup-request:7", "client:12", "staff:3" */
  target?: string | null
  before?: unknown
  after?: unknown
}

const USER_AGENT_KEPT = 300

export async function recordStaffAction(db: Db, actor: AuditActor, entry: AuditEntry) {
  await db.insert(staffAuditLog).values({
    staffId: actor.staffId,
    staffEmail: actor.email,
    action: entry.action,
    target: entry.target ?? null,
    address: actor.address,
    userAgent: actor.userAgent?.slice(0, USER_AGENT_KEPT) ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

/** The newest entries first, a page at a time (`before`: the last id of the previous page). */
export async function readAuditLog(db: Db, options: { before?: number | undefined; limit: number }) {
  return db
    .select()
    .from(staffAuditLog)
    .where(options.before ? lt(staffAuditLog.id, options.before) : undefined)
    .orderBy(desc(staffAuditLog.id))
    .limit(options.limit)
}
