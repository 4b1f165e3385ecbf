import fs from "node:fs/promises"
import path from "node:path"

// The outbox (api/lib/mailer.ts): with no SMTP_URL every mail is an .eml file in DATA_DIR/outbox. Read
// here for `npm run staff -- outbox` and for the staff area's outbox screen (docs/decisions/096): the
// list from each file's header block, one mail's plain-text part decoded for reading.

function decodeWords(value: string): string {
  // RFC 2047 encoded words; adjacent ones are joined without the blank between them
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : Buffer.from(
              text
                .replace(/_/g, " ")
                .replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              "latin1",
            )
      try {
        return new TextDecoder(charset).decode(bytes)
      } catch {
        return bytes.toString("utf8")
      }
    })
}

/** Date, To and Subject of a stored message (its header block only). */
export function mailHeaders(raw: string): { date: Date | null; to: string; subject: string } {
  const [block = ""] = raw.split(/\r?\n\r?\n/, 1)
  const head = block.replace(/\r?\n[ \t]+/g, " ")
  const header = (name: string) => {
    const line = head
      .split(/\r?\n/)
      .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    return line ? decodeWords(line.slice(name.length + 1).trim()) : ""
  }
  const date = header("Date")
  return { date: date ? new Date(date) : null, to: header("To"), subject: header("Subject") }
}

/** A kept mail's id: its file name without ".eml" (letters, digits and dashes as the mailer writes them). */
const MAIL_ID = /^[0-9A-Za-z-]{1,80}$/

export interface OutboxEntry {
  id: string
  date: Date | null
  to: string
  subject: string
}

/** Every kept mail's headers, oldest first (the file names sort by time); none when there is no outbox. */
export async function listOutbox(dir: string): Promise<OutboxEntry[]> {
  const files = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith(".eml") && MAIL_ID.test(file.slice(0, -4)))
    .sort()
  return Promise.all(
    files.map(async (file) => ({
      id: file.slice(0, -4),
      ...mailHeaders(await fs.readFile(path.join(dir, file), "utf8")),
    })),
  )
}

/** One kept mail: its headers, language and plain-text part; null when there is no such mail. */
export async function readOutboxMail(dir: string, id: string) {
  if (!MAIL_ID.test(id)) return null
  const raw = await fs.readFile(path.join(dir, `${id}.eml`), "utf8").catch(() => null)
  if (raw === null) return null
  const [head = ""] = raw.split(/\r?\n\r?\n/, 1)
  return {
    id,
    ...mailHeaders(raw),
    language: headerOf(head, "Content-Language") || null,
    text: plainTextOf(raw) ?? "",
  }
}

/** A header's value in a header block (folded lines unfolded), "" when absent. */
function headerOf(block: string, name: string): string {
  const line = block
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line ? line.slice(name.length + 1).trim() : ""
}

/** The first text/plain part of a MIME entity, decoded; null when it has none. */
function plainTextOf(entity: string, depth = 0): string | null {
  const split = entity.search(/\r?\n\r?\n/)
  const head = split < 0 ? entity : entity.slice(0, split)
  const body = split < 0 ? "" : entity.slice(split).replace(/^\r?\n\r?\n/, "")
  const type = headerOf(head, "Content-Type").toLowerCase() || "text/plain"
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(headerOf(head, "Content-Type"))?.[1]
    if (!boundary || depth > 5) return null
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break
      const text = plainTextOf(part.replace(/^\r?\n/, ""), depth + 1)
      if (text !== null) return text
    }
    return null
  }
  if (!type.startsWith("text/plain")) return null
  const encoding = headerOf(head, "Content-Transfer-Encoding").toLowerCase()
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
  if (encoding === "quoted-printable")
    return Buffer.from(
      body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8")
  return body
}
