import { Writable } from "node:stream"

import { describe, expect, test } from "vitest"

import { createLogger, type LogLevel, prettyStreams } from "../../api/lib/log"
import { securityEvent } from "../../api/lib/security-events"

/** A stream that keeps what it is given, as the process's stdout or stderr would receive it. */
function sink() {
  const chunks: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString())
      done()
    },
  })
  return { stream, text: () => chunks.join("") }
}

function logged(level: LogLevel = "debug") {
  const out = sink()
  const err = sink()
  const log = createLogger(level, { out: out.stream, err: err.stream })
  const lines = (text: string) =>
    text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
  return {
    log,
    out: () => lines(out.text()),
    err: () => lines(err.text()),
    raw: () => out.text() + err.text(),
  }
}

describe("the server's log", () => {
  test("each event is one JSON line with its UTC time, level name, message, the child's request id and its fields", () => {
    const { log, out } = logged()
    log.child({ requestId: "req-1" }).info("request", { method: "GET", path: "/en", status: 200, ms: 4 })
    const [line, ...rest] = out()
    expect(rest).toEqual([])
    expect(line).toMatchObject({
      level: "info",
      msg: "request",
      requestId: "req-1",
      method: "GET",
      path: "/en",
      status: 200,
      ms: 4,
    })
    // ASVS 5.0 16.2.2: UTC, to the millisecond
    expect(line!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    // which process wrote it, when several run behind one proxy
    expect(line!.pid).toBe(process.pid)
  })

  test("debug and info go to stdout, warnings and errors to stderr, each once", () => {
    const { log, out, err } = logged()
    log.debug("d")
    log.info("i")
    log.warn("w")
    log.error("e")
    expect(out().map((line) => line.msg)).toEqual(["d", "i"])
    expect(err().map((line) => line.msg)).toEqual(["w", "e"])
    expect(err().map((line) => line.level)).toEqual(["warn", "error"])
  })

  test("LOG_LEVEL is the floor: error keeps errors only, silent writes nothing", () => {
    const floor = logged("error")
    floor.log.info("i")
    floor.log.warn("w")
    floor.log.child({ requestId: "r" }).error("e")
    expect(floor.out()).toEqual([])
    expect(floor.err().map((line) => line.msg)).toEqual(["e"])

    const silent = logged("silent")
    for (const level of ["debug", "info", "warn", "error"] as const) silent.log[level]("x")
    expect(silent.raw()).toBe("")

    const warn = logged("warn")
    // what points at an attack is a warning, so LOG_LEVEL=warn still keeps it (api/lib/security-events.ts)
    securityEvent(warn.log, "login.throttled", { clientId: 7, address: "203.0.113.9" })
    securityEvent(warn.log, "login.failed", { reason: "wrong_password" })
    expect(warn.err()).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "security event",
        event: "login.throttled",
        clientId: 7,
      }),
    ])
    expect(warn.out()).toEqual([])
  })

  test("a message or value holding quotes, newlines or control characters stays one line (ASVS 5.0 16.4.1)", () => {
    const { log, out, raw } = logged()
    const forged = 'x"}\n{"level":"info","msg":"security event","event":"login.succeeded"\u0007'
    log.info(forged, { path: forged })
    expect(raw().trimEnd().split("\n")).toHaveLength(1)
    expect(out()[0]).toMatchObject({ msg: forged, path: forged })
  })

  test("a secret passed by mistake is written as [Redacted], at the top or one level down", () => {
    const { log, raw, out } = logged()
    log.warn("careless", {
      password: "Partner-Demo-2026",
      token: "eyJhbGciOi",
      body: { newPassword: "Another-Secret-1", refresh_token: "r1.secret" },
      headers: { authorization: "Bearer eyJhbGciOi", cookie: "__Host-session=abc" },
      email: "buyer@partners.test",
    })
    for (const secret of ["Partner-Demo-2026", "eyJhbGciOi", "Another-Secret-1", "r1.secret", "abc"])
      expect(raw()).not.toContain(secret)
    expect(out()).toEqual([])
    expect(raw()).toContain('"password":"[Redacted]"')
    expect(raw()).toContain('"authorization":"[Redacted]"')
    // what is not a secret stays
    expect(raw()).toContain("buyer@partners.test")
  })

  test("an error is one line with its type, message and stack", () => {
    const { log, err } = logged()
    const failure = new TypeError("the basket has no lines")
    log.child({ requestId: "req-2" }).error("request failed", { err: failure })
    const [line, ...rest] = err()
    expect(rest).toEqual([])
    expect(line).toMatchObject({
      level: "error",
      msg: "request failed",
      requestId: "req-2",
      err: { type: "TypeError", message: "the basket has no lines" },
    })
    expect((line!.err as { stack: string }).stack).toContain("log.test.ts")
  })

  test("in development the same lines are readable, not JSON", async () => {
    const out = sink()
    const err = sink()
    const log = createLogger("info", await prettyStreams({ out: out.stream, err: err.stream }))
    log.child({ requestId: "req-3" }).info("request", { path: "/en", status: 200 })
    await new Promise((resolve) => setImmediate(resolve))
    const text = out.text()
    expect(text).toMatch(/INFO.*request/)
    expect(text).toContain('requestId: "req-3"')
    expect(() => JSON.parse(text)).toThrow()
    log.warn("slow", { ms: 900 })
    await new Promise((resolve) => setImmediate(resolve))
    expect(err.text()).toMatch(/WARN.*slow/)
    expect(out.text()).not.toContain("slow")
  })
})
