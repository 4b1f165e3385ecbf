/**
 * Telling "the database cannot serve now" from "this query is wrong": the first is a 503 with Retry-After
 * (the caller may try again and it will work), the second stays a 500 (trying again changes nothing).
 * Drizzle wraps the driver's error as the cause, pg's pool may wrap its own cause, and a connection
 * to a host with several addresses fails with an AggregateError: the whole chain is looked at.
 */

/** seconds a caller should wait before trying again while the database is unreachable */
export const DATABASE_RETRY_AFTER_SECONDS = 30

// SQLSTATE: class 08 connection exceptions; 57P01–57P03 the server shutting down, crashed or starting;
// 53300 too many connections (https://www.postgresql.org/docs/current/errcodes-appendix.html)
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/
// the operating system's answer to a connection attempt or a dropped connection
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
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
  if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true
  if (DRIVER_MESSAGES.some((pattern) => pattern.test(error.message))) return true
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true
  return isDatabaseUnavailable(error.cause, depth + 1)
}
