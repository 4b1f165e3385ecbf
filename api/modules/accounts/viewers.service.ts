import { and, eq } from "drizzle-orm"

import type { Database } from "../../db/client"
import { ApiError } from "../../lib/errors"
import { type ResolvedViewer, roleFlags, type Viewer } from "../../lib/viewer"
import { readSettings, type SettingsValues } from "../content/settings.service"
import { authSessions, clientRoles, clients } from "./accounts.schema"
import { DEFAULT_LOGIN_LIFETIME_SECONDS, loginOutlived, readAccessToken } from "./tokens"

// Who is calling, read from the database: the partner behind a bearer token (api/lib/access.ts asks, as
// api/app.ts wires it) or behind an integration's API key. Logging in and out is session.service.ts.

// What a viewer is read from, by token or by API key: the partner's row joined with one row per role.
const VIEWER_COLUMNS = {
  clientId: clients.id,
  category: clients.category,
  currency: clients.currency,
  discountBasisPoints: clients.discountBasisPoints,
  isGtcAccepted: clients.isGtcAccepted,
  isActive: clients.isActive,
  roleId: clientRoles.roleId,
}
type ViewerRow = Omit<Viewer, "roles"> & { roleId: number | null }

/** The viewer of a partner's rows (one per role; the first carries the partner's columns). */
function viewerOfRows(first: ViewerRow, rows: ViewerRow[]): Viewer {
  return {
    clientId: first.clientId,
    category: first.category,
    currency: first.currency,
    discountBasisPoints: first.discountBasisPoints,
    isGtcAccepted: first.isGtcAccepted,
    roles: roleFlags(rows.flatMap((row) => (row.roleId == null ? [] : [row.roleId]))),
  }
}

/**
 * The partner behind a bearer token, or a 401: bad or expired token, revoked login, inactive account,
 * or login switched off by staff (MODE-3: partners already in are logged out at their next request).
 */
export async function resolveViewer(
  db: Database,
  secret: string,
  token: string,
  currentSettings: () => Promise<SettingsValues> = () => readSettings(db),
  lifetimeSeconds = DEFAULT_LOGIN_LIFETIME_SECONDS,
): Promise<ResolvedViewer> {
  const unauthorized = new ApiError(401, "unauthenticated", "errors.unauthenticated")
  const claims = await readAccessToken(secret, token)
  if (!claims) throw unauthorized
  const [rows, settings] = await Promise.all([
    db
      .select({
        ...VIEWER_COLUMNS,
        revokedAt: authSessions.revokedAt,
        loginCreatedAt: authSessions.createdAt,
      })
      .from(authSessions)
      .innerJoin(clients, eq(clients.id, authSessions.clientId))
      .leftJoin(clientRoles, eq(clientRoles.clientId, clients.id))
      .where(and(eq(authSessions.id, claims.sid), eq(clients.id, Number(claims.sub)))),
    currentSettings(),
  ])
  const first = rows[0]
  if (
    !first ||
    first.revokedAt ||
    loginOutlived(first.loginCreatedAt, new Date(), lifetimeSeconds) ||
    !first.isActive ||
    settings.deactivate_login_for_users === "1"
  )
    throw unauthorized
  return { ...viewerOfRows(first, rows), sessionId: claims.sid }
}

/**
 * The partner behind an API key (api/modules/integrations): the same viewer a token gives, or a 401 when
 * the account is inactive or login is switched off by staff.
 */
export async function viewerOfClient(
  db: Database,
  clientId: number,
  currentSettings: () => Promise<SettingsValues> = () => readSettings(db),
): Promise<Viewer> {
  const [rows, settings] = await Promise.all([
    db
      .select(VIEWER_COLUMNS)
      .from(clients)
      .leftJoin(clientRoles, eq(clientRoles.clientId, clients.id))
      .where(eq(clients.id, clientId)),
    currentSettings(),
  ])
  const first = rows[0]
  if (!first?.isActive || settings.deactivate_login_for_users === "1")
    throw new ApiError(401, "unauthenticated", "errors.unauthenticated")
  return viewerOfRows(first, rows)
}
