import { type ParsedMail, simpleParser } from "mailparser"
import { SMTPServer } from "smtp-server"
import { afterAll, beforeAll } from "vitest"

import { createMailer, type Mailer } from "../../api/lib/mailer"

export interface CapturedMail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string | false
  language: string | undefined
  raw: string
  parsed: ParsedMail
}

/**
 * A real SMTP server on a free port for the duration of a test file, and a mailer that sends to it
 * (e-mails are checked on a real SMTP server, not a mock). `mails` fills as messages arrive.
 */
export function setupSmtpCapture() {
  const mails: CapturedMail[] = []
  const state = {} as { server: SMTPServer; mailer: Mailer }
  const mailer: Mailer = { send: (mail) => state.mailer.send(mail) }
  beforeAll(async () => {
    state.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on("data", (chunk: Buffer) => chunks.push(chunk))
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8")
          simpleParser(raw).then((parsed) => {
            mails.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: parsed.html,
              language: parsed.headers.get("content-language") as string | undefined,
              raw,
              parsed,
            })
            callback()
          }, callback)
        })
      },
    })
    await new Promise<void>((resolve) => state.server.listen(0, "127.0.0.1", resolve))
    const port = (state.server.server.address() as { port: number }).port
    state.mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: "/nonexistent",
      from: "Belcater Pro Partners <partners@belcater.example>",
    })
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => state.server?.close(() => resolve()))
  })
  return {
    mails,
    mailer,
    /** the mails to one address, newest last */
    to: (address: string) => mails.filter((mail) => mail.to.includes(address)),
  }
}
