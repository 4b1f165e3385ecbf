import crypto from "node:crypto"
import fs from "node:fs/promises"
import path from "node:path"

import type { Transporter } from "nodemailer"

import type { Logger } from "./log"

// Every e-mail the API sends goes through here. With SMTP_URL it is delivered over SMTP (nodemailer);
// without, it is written as an .eml file to the outbox in DATA_DIR, where `npm run staff -- outbox`
// lists it, so a laptop or CI run loses no mail and needs no mail server.

export interface OutgoingMail {
  to: string
  subject: string
  /** the plain-text part; always sent */
  text: string
  /** an optional HTML part */
  html?: string
  replyTo?: string
  /** the recipient's language, recorded as Content-Language */
  language: string
  /** files sent with the mail (an export file when small) */
  attachments?: MailAttachment[]
}

export interface MailAttachment {
  filename: string
  /** the file's bytes (read from the file storage, which need not be on this machine's disk) */
  content: Buffer
  contentType: string
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
}

export interface MailerOptions {
  smtpUrl?: string
  /**
   * refuse to send a mail over a connection without TLS: with smtp:// the server must offer STARTTLS and
   * the upgrade must succeed (nodemailer's requireTLS), with smtps:// TLS comes first anyway; the server's
   * certificate is checked either way (ASVS 5.0 12.3.1)
   */
  requireTls?: boolean
  /** DATA_DIR/outbox */
  outboxDir: string
  from: string
  log?: Logger
}

export function createMailer({ smtpUrl, requireTls = false, outboxDir, from, log }: MailerOptions): Mailer {
  // nodemailer is about 3 MB of live heap and 15 MB of resident memory: it is loaded with the first mail a
  // process sends, not carried by every process from its start (decision 060)
  let transport: Promise<Transporter> | undefined
  const transportOf = () =>
    (transport ??= import("nodemailer").then(
      ({ default: nodemailer }) =>
        smtpUrl
          ? nodemailer.createTransport(smtpTransportOptions(smtpUrl, requireTls))
          : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
      (error: unknown) => {
        // a failed import is tried again with the next mail, not remembered for the process's life
        transport = undefined
        throw error
      },
    ))

  return {
    async send(mail) {
      const transporter = await transportOf()
      const info = await transporter.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { "Content-Language": mail.language },
        attachments: mail.attachments?.map(({ filename, content, contentType }) => ({
          filename,
          content,
          contentType,
        })),
      })
      if (smtpUrl) {
        log?.info("mail sent", { to: mail.to, subject: mail.subject, messageId: info.messageId })
        return
      }
      await fs.mkdir(outboxDir, { recursive: true })
      // sortable by time, unique within the millisecond
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(3).toString("hex")}.eml`
      await fs.writeFile(path.join(outboxDir, name), (info as unknown as { message: Buffer }).message)
      log?.info("mail written to the outbox", { to: mail.to, subject: mail.subject, file: name })
    },
  }
}

/** A mailer that only remembers what was sent, for tests that do not look at SMTP. */
export function createMemoryMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = []
  return {
    sent,
    send(mail) {
      sent.push(mail)
      return Promise.resolve()
    },
  }
}

/**
 * nodemailer's transport options from SMTP_URL. Without `requireTls`, the address as nodemailer reads it
 * (STARTTLS when the server offers it). With it, the address's own options are not read (its query could
 * say ignoreTLS or rejectUnauthorized=false, and nodemailer lets the address win): smtps:// speaks TLS
 * from the start, smtp:// must upgrade with STARTTLS (a server that does not offer it fails the mail), and
 * the server's certificate is checked against its name either way.
 */
export function smtpTransportOptions(smtpUrl: string, requireTls: boolean) {
  if (!requireTls) return smtpUrl
  const url = new URL(smtpUrl)
  const secure = url.protocol === "smtps:"
  return {
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    requireTLS: !secure,
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
    tls: { rejectUnauthorized: true, servername: url.hostname },
  }
}
