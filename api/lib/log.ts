// One structured log line per event, each carrying the request id, so that one request's lines can be found.
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent"
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
  child(fields: Record<string, unknown>): Logger
}

export function createLogger(level: LogLevel = "info", base: Record<string, unknown> = {}): Logger {
  const write = (at: Exclude<LogLevel, "silent">, message: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return
    const line = JSON.stringify({
      time: new Date().toISOString(),
      level: at,
      msg: message,
      ...base,
      ...fields,
    })
    if (at === "error" || at === "warn") process.stderr.write(line + "\n")
    else process.stdout.write(line + "\n")
  }
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }),
  }
}
