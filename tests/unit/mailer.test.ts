import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"

import { afterEach, expect, test, vi } from "vitest"

// Decision 060: nodemailer is imported with the first mail; an import that fails is tried again with the
// next mail rather than failing every mail until the process restarts.

afterEach(() => {
  vi.doUnmock("nodemailer")
  vi.resetModules()
})

test("a mail after a failed import of nodemailer is sent", async () => {
  const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), "outbox-"))
  const actual = await vi.importActual<typeof import("nodemailer")>("nodemailer")
  let imports = 0
  vi.doMock("nodemailer", () => {
    imports += 1
    if (imports === 1) throw new Error("nodemailer could not be loaded")
    return actual
  })
  const { createMailer } = await import("../../api/lib/mailer")
  const mailer = createMailer({ outboxDir, from: "shop@example.test" })
  const mail = { to: "a@example.test", subject: "Hello", text: "Hello", language: "en" }

  await expect(mailer.send(mail)).rejects.toThrow()
  await mailer.send(mail)

  const written = await fs.readdir(outboxDir)
  expect(written).toHaveLength(1)
  expect(await fs.readFile(path.join(outboxDir, written[0]!), "utf8")).toContain("Subject: Hello")
  await fs.rm(outboxDir, { recursive: true, force: true })
})
