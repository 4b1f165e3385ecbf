import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"

import { SMTPServer } from "smtp-server"
import { afterAll, describe, expect, test } from "vitest"

import { openDatabase } from "../../api/db/client"
import { ConfigurationError, readEnv } from "../../api/lib/env"
import { createMailer } from "../../api/lib/mailer"

// An operator can require TLS to PostgreSQL and to the SMTP server (ASVS 5.0 12.3.1): the start refuses a
// database address that does not ask for a checked TLS connection, node-postgres then refuses a server
// without TLS, and mail is refused over a connection that does not become TLS with a trusted certificate.

describe("the configuration", () => {
  const base = { DATABASE_URL: "postgres://shop@db.internal:5432/shop" }

  test("DATABASE_REQUIRE_TLS=1 needs sslmode=verify-full in DATABASE_URL, and says so in one line", () => {
    expect(() => readEnv({ ...base, DATABASE_REQUIRE_TLS: "1" })).toThrow(ConfigurationError)
    expect(() => readEnv({ ...base, DATABASE_REQUIRE_TLS: "1" })).toThrow(/sslmode=verify-full/)
    for (const weaker of ["disable", "prefer", "require", "verify-ca"])
      expect(() =>
        readEnv({ DATABASE_URL: `${base.DATABASE_URL}?sslmode=${weaker}`, DATABASE_REQUIRE_TLS: "1" }),
      ).toThrow(/sslmode=verify-full/)
    expect(
      readEnv({ DATABASE_URL: `${base.DATABASE_URL}?sslmode=verify-full`, DATABASE_REQUIRE_TLS: "1" })
        .DATABASE_REQUIRE_TLS,
    ).toBe("1")
    // the embedded database has no network to protect: the option makes no sense without DATABASE_URL
    expect(() => readEnv({ DATABASE_REQUIRE_TLS: "1" })).toThrow(/needs DATABASE_URL/)
    // and the address itself is never repeated in the message (it may hold a password)
    try {
      readEnv({ DATABASE_URL: "postgres://shop:hunter2@db/shop", DATABASE_REQUIRE_TLS: "1" })
    } catch (error) {
      expect(String(error)).not.toContain("hunter2")
    }
  })

  test("SMTP_REQUIRE_TLS=1 needs SMTP_URL (the outbox would hide that no mail leaves)", () => {
    expect(() => readEnv({ SMTP_REQUIRE_TLS: "1" })).toThrow(/SMTP_REQUIRE_TLS=1 needs SMTP_URL/)
    expect(readEnv({ SMTP_REQUIRE_TLS: "1", SMTP_URL: "smtp://mail.internal:587" }).SMTP_REQUIRE_TLS).toBe(
      "1",
    )
  })
})

describe("SMTP with TLS required", () => {
  const servers: SMTPServer[] = []
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve(null)))))
  })

  /** a local SMTP server that keeps what it receives; with `startTls: false` it never offers STARTTLS */
  async function smtpServer({ startTls }: { startTls: boolean }) {
    const received: string[] = []
    const server = new SMTPServer({
      authOptional: true,
      logger: false,
      // smtp-server's own self-signed certificate when it offers STARTTLS: nobody trusts it
      disabledCommands: startTls ? [] : ["STARTTLS"],
      onData(stream, _session, callback) {
        let text = ""
        stream.on("data", (chunk: Buffer) => (text += chunk.toString()))
        stream.on("end", () => {
          received.push(text)
          callback()
        })
      },
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    return { port: (server.server.address() as { port: number }).port, received }
  }

  const mail = { to: "chef@example.test", subject: "Order", text: "Hello", language: "en" }
  const mailerTo = async (port: number, requireTls: boolean) =>
    createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      requireTls,
      outboxDir: await fs.mkdtemp(path.join(os.tmpdir(), "outbox-")),
      from: "shop@example.test",
    })

  test("a server that does not offer STARTTLS gets no mail; without the option it does (plain text)", async () => {
    const plain = await smtpServer({ startTls: false })
    await expect((await mailerTo(plain.port, true)).send(mail)).rejects.toThrow(/STARTTLS/i)
    expect(plain.received).toHaveLength(0)
    await (await mailerTo(plain.port, false)).send(mail)
    expect(plain.received).toHaveLength(1)
  })

  test("a server whose certificate nobody vouches for gets no mail either: the certificate is checked", async () => {
    const selfSigned = await smtpServer({ startTls: true })
    await expect((await mailerTo(selfSigned.port, true)).send(mail)).rejects.toThrow(/certificate/i)
    expect(selfSigned.received).toHaveLength(0)
  })
})

const databaseUrl = process.env.TEST_DATABASE_URL
test.runIf(databaseUrl)(
  "sslmode=verify-full is honoured: a PostgreSQL server without TLS is refused, nothing goes over in clear text",
  async () => {
    const url = new URL(databaseUrl!)
    url.searchParams.set("sslmode", "verify-full")
    const handle = await openDatabase({ databaseUrl: url.toString() })
    try {
      await expect(handle.queryRaw("select 1")).rejects.toThrow(/SSL|TLS|certificate/i)
      expect(await handle.ping()).toBe(false)
    } finally {
      await handle.close()
    }
  },
)
