import { and, desc, eq, gte, like, lt, type SQL } from "drizzle-orm"

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

export interface AuditFilters {
  /** entries older than this id: the next page */
  before?: number | undefined
  limit: number
  staffId?: number | undefined
  /** an action (order.ship), or the start of one ending with a dot (order.) */
  action?: string | undefined
  /** days, YYYY-MM-DD in UTC, both included */
  from?: string | undefined
  to?: string | undefined
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000)

/** The newest entries first, a page at a time, of one member, one kind of action, some days. */
export async function readAuditLog(db: Db, filters: AuditFilters) {
  const conditions: SQL[] = []
  if (filters.before) conditions.push(lt(staffAuditLog.id, filters.before))
  if (filters.staffId) conditions.push(eq(staffAuditLog.staffId, filters.staffId))
  if (filters.action)
    conditions.push(
      filters.action.endsWith(".")
        ? like(staffAuditLog.action, `${filters.action.replace(/_/g, "\\_")}%`)
        : eq(staffAuditLog.action, filters.action),
    )
  if (filters.from) conditions.push(gte(staffAuditLog.at, new Date(`${filters.from}T00:00:00Z`)))
  if (filters.to) conditions.push(lt(staffAuditLog.at, dayAfter(filters.to)))
  return db
    .select()
    .from(staffAuditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(staffAuditLog.id))
    .limit(filters.limit)
}
