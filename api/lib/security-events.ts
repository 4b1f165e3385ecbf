import type { Logger } from "./log"

// Security events (ASVS 5.0 16.3): one structured line each, through the API's logger (api/lib/log.ts), so
// that whichever implementation sits behind the Logger interface writes them. Every line has
// `msg: "security event"`, the event's name and what is known of who and where; never a password, a token,
// a key or an e-mail address typed into a form (a failed login names the account only when it exists).
// What points at an attack is a warning (a lock, a refresh token coming back, a refused API key, a cap
// reached), so a floor of LOG_LEVEL=warn still keeps it; a wrong password or a refused call is routine (a
// typo, an expired token) and is information.

export const SECURITY_EVENTS = {
  "login.succeeded": "info",
  "login.failed": "info",
  "login.throttled": "warn",
  logout: "info",
  "refresh.reused": "warn",
  "session.lifetime_over": "info",
  "session.ended": "info",
  "sessions.ended_others": "info",
  "sessions.ended_by_staff": "info",
  "account.deactivated": "info",
  "account.reactivated": "info",
  "password.changed": "info",
  "password.reset": "info",
  "password.reset_requested": "info",
  "email.changed": "info",
  "api_key.created": "info",
  "api_key.revoked": "info",
  "api_key.refused": "warn",
  "signup.requested": "info",
  "signup.confirmed": "info",
  "signup.address_known": "info",
  "limit.reached": "warn",
  "access.refused": "info",
  // staff (docs/decisions/093): a wrong second factor after a right password points at a stolen password
  "staff.login.failed": "info",
  "staff.login.throttled": "warn",
  "staff.password.accepted": "info",
  "staff.second_factor.failed": "warn",
  "staff.second_factor.throttled": "warn",
  "staff.recovery_code.used": "warn",
  "staff.enrolled": "info",
  "staff.login.succeeded": "info",
  "staff.reauthenticated": "info",
  "staff.recovery_codes.renewed": "info",
  "staff.logout": "info",
  "staff.session.ended": "info",
} as const satisfies Record<string, "info" | "warn">

export type SecurityEvent = keyof typeof SECURITY_EVENTS

export interface SecurityEventFields {
  /** the partner concerned, when known */
  clientId?: number
  /** the staff member concerned, when known */
  staffId?: number
  /** the caller's address (X-Forwarded-For as server.ts sets it) */
  address?: string
  /** the login concerned */
  sessionId?: string
  /** why (a refusal's or an ending's reason) */
  reason?: string
  [field: string]: string | number | boolean | undefined
}

/** Writes one security event line. */
export function securityEvent(
  log: Logger | undefined,
  event: SecurityEvent,
  fields: SecurityEventFields = {},
) {
  if (!log) return
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))
  log[SECURITY_EVENTS[event]]("security event", { event, ...defined })
}
