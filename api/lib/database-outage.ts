/**
 * Telling "the database cannot serve now" from "this query is wrong": the first is a 503 with Retry-After
 * (the caller may try again and it will work), the second stays a 500 (trying again changes nothing).
 * Drizzle wraps the driver's error as the cause, pg's pool may wrap its own cause, and a connection
 * to a host with several addresses fails with an AggregateError: the whole chain is looked at.
 */

/** seconds a caller should wait before trying again while the database is unreachable */
export const DATABASE_RETRY_AFTER_SECONDS = 30

// SQLSTATE (https://www.postgresql.org/docs/current/errcodes-appendix.html), read by class where the whole
// class means "not now":
// - 08 connection exception (the connection failed or was lost);
// - 53 insufficient resources (too many connections, out of memory or disk);
// - 57 operator intervention (the server shutting down, crashed or starting: 57P01–57P03; the database
//   dropped: 57P04; a statement cancelled by the operator or a timeout: 57014);
// - 28 invalid authorisation (the database refuses this service's role or its password: waiting for the
//   operator changes it, the caller's request is not at fault);
// and single codes of other classes: 3D000 the database does not exist (dropped, renamed, not yet made),
// 55000 when it is "not currently accepting connections" (ALTER DATABASE … ALLOW_CONNECTIONS false; other
// 55000 errors are mistakes of the code), 55P03 a lock not obtained in time, 25006 a read-only server
// (a standby promoted late after a failover).
const UNAVAILABLE_CLASSES = new Set(["08", "53", "57", "28"])
const UNAVAILABLE_CODES = new Set(["3D000", "55P03", "25006"])
// the server's function that refuses the connection names it whatever language the server's messages are in
const REFUSING_ROUTINE = "CheckMyDatabase"
const REFUSING_CONNECTIONS = /is not currently accepting connections/

function unavailableSqlState(error: Error & { code: string; routine?: unknown }): boolean {
  const { code } = error
  if (!/^[0-9A-Z]{5}$/.test(code)) return false
  if (UNAVAILABLE_CLASSES.has(code.slice(0, 2)) || UNAVAILABLE_CODES.has(code)) return true
  return code === "55000" && (error.routine === REFUSING_ROUTINE || REFUSING_CONNECTIONS.test(error.message))
}

// the operating system's answer to a connection attempt or a dropped connection
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNABORTED",
  "EADDRNOTAVAIL",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
])
// node-postgres and PGlite say it in words only
const DRIVER_MESSAGES = [
  /^Connection terminated/, // pg: the server closed the connection, or the connect timed out
  /^timeout exceeded when trying to connect$/, // pg-pool: every connection busy or none possible
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/, // shutting down
  /^PGlite is closed$/,
]

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 8) return false
  const code = (error as { code?: unknown }).code
  if (
    typeof code === "string" &&
    (NETWORK_CODES.has(code) || unavailableSqlState(error as Error & { code: string }))
  )
    return true
  if (DRIVER_MESSAGES.some((pattern) => pattern.test(error.message))) return true
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true
  return isDatabaseUnavailable(error.cause, depth + 1)
}
