import fs from "node:fs"

import pino, { type DestinationStream, type LevelWithSilent } from "pino"

// One structured line per event, each carrying the request id, so that one request's lines can be found
// (docs/security.md, "What is logged"; decision 107). pino writes them: one JSON object per line with
// `level` (its name), `time` (UTC, ISO 8601), `pid`, `hostname`, the child's fields (`requestId`), the
// event's fields and `msg`. Debug and info go to stdout, warnings and errors to stderr; LOG_LEVEL is the
// floor. In development (`npm run dev`) the same lines are printed readable instead (prettyStreams).
//
// The rest of the code speaks the small Logger interface below (a message, then its fields), so call
// sites and the tests' recording loggers do not depend on pino's argument order.

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent"

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
  child(fields: Record<string, unknown>): Logger
}

/** Where the lines go: `out` takes debug and info, `err` warnings and errors. */
export interface LogStreams {
  out: DestinationStream
  err: DestinationStream
}

/**
 * Field names that hold a secret whatever line they are on: written as "[Redacted]" should a call ever pass
 * one (ASVS 5.0 16.2.5). Nothing logs them today; this is the net under that rule, not the rule.
 */
export const REDACTED_FIELDS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "accessToken",
  "refreshToken",
  "access_token",
  "refresh_token",
  "device_token",
  "apiKey",
  "authorization",
  "cookie",
  "secret",
] as const

const standardStreams = (): LogStreams => ({
  // synchronous writes: every line is out before the process exits (a failed start, the end of a shutdown)
  out: pino.destination({ fd: 1, sync: true }),
  err: pino.destination({ fd: 2, sync: true }),
})

export function createLogger(level: LogLevel = "info", streams: LogStreams = standardStreams()): Logger {
  const logger = pino(
    {
      level: level satisfies LevelWithSilent,
      timestamp: pino.stdTimeFunctions.isoTime,
      // the level's name, as the lines have always said it ("info", "warn")
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`]),
        censor: "[Redacted]",
      },
      // an Error passed as `err` is written with its type, message and stack (pino's default serializer)
    },
    pino.multistream(
      [
        { level: "debug", stream: streams.out },
        { level: "warn", stream: streams.err },
      ],
      // each line to the one stream of its level, not to both
      { dedupe: true },
    ),
  )
  return wrap(logger)
}

function wrap(logger: pino.Logger): Logger {
  return {
    debug: (message, fields) => logger.debug(fields ?? {}, message),
    info: (message, fields) => logger.info(fields ?? {}, message),
    warn: (message, fields) => logger.warn(fields ?? {}, message),
    error: (message, fields) => logger.error(fields ?? {}, message),
    child: (fields) => wrap(logger.child(fields)),
  }
}

/**
 * The readable form for development: pino-pretty (a development dependency, loaded only here, and only by
 * `npm run dev`), colours when the terminal has them, still stdout and stderr by level. Each line is made
 * readable and written at once (pino-pretty's own stream would lose the last lines at process.exit).
 */
export async function prettyStreams(
  to: { out: number | NodeJS.WritableStream; err: number | NodeJS.WritableStream } = { out: 1, err: 2 },
): Promise<LogStreams> {
  const { prettyFactory } = await import("pino-pretty")
  const stream = (target: number | NodeJS.WritableStream, tty: boolean | undefined) => {
    const pretty = prettyFactory({
      translateTime: "SYS:HH:MM:ss.l",
      ignore: "pid,hostname",
      colorize: typeof target === "number" && tty === true,
    })
    return {
      write(line: string) {
        const text = pretty(line)
        if (typeof target === "number") fs.writeSync(target, text)
        else target.write(text)
      },
    }
  }
  return { out: stream(to.out, process.stdout.isTTY), err: stream(to.err, process.stderr.isTTY) }
}
