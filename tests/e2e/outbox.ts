import { execFile } from "node:child_process"
import fs from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"

import { type ParsedMail, simpleParser } from "mailparser"

import { E2E_DATA_DIR } from "../support/run-folder"
import { expect } from "./fixtures"

// The e2e server runs without SMTP_URL, so every mail it sends is an .eml file in DATA_DIR/outbox
// (api/lib/mailer.ts); these helpers read it as the person's mailbox, and run the staff command line
// against the same DATA_DIR (it hands its command to the running server).

const OUTBOX = path.join(E2E_DATA_DIR, "outbox")

async function mailsTo(address: string): Promise<ParsedMail[]> {
  const files = (await fs.readdir(OUTBOX).catch(() => [] as string[]))
    .filter((file) => file.endsWith(".eml"))
    .sort()
  const mails: ParsedMail[] = []
  for (const file of files) {
    const raw = await fs.readFile(path.join(OUTBOX, file))
    // cheap filter before parsing: the address is in the To header
    if (!raw.includes(address)) continue
    const mail = await simpleParser(raw)
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
    if (
      to.some((entry) => entry.value.some((value) => value.address?.toLowerCase() === address.toLowerCase()))
    )
      mails.push(mail)
  }
  return mails
}

/** The newest mail to an address whose subject or text matches, waiting for it to arrive. */
export async function newestMailTo(address: string, matching: RegExp = /./): Promise<ParsedMail> {
  let found: ParsedMail | undefined
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(address)).filter((mail) =>
          matching.test(`${mail.subject}\n${mail.text}`),
        )
        found = mails.at(-1)
        return Boolean(found)
      },
      { message: `a mail to ${address} matching ${matching}`, timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

/** The first link in a mail's plain-text part, as a path on the shop (the e2e server's own origin). */
export function linkIn(mail: ParsedMail): string {
  const match = /https?:\/\/[^\s]+\?token=[\w-]+/.exec(mail.text ?? "")
  expect(match, mail.text).not.toBeNull()
  const url = new URL(match![0])
  return `${url.pathname}${url.search}`
}

/** `npm run staff -- …` against the e2e server's data directory; its standard output. */
export async function staff(...args: string[]): Promise<string> {
  // what `npm run staff` runs, without npm's own start (a second of processor time on CI's two cores)
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "api/staff-cli.ts", ...args],
    {
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
      timeout: 60_000,
    },
  )
  return stdout
}

/**
 * `npm run staff -- signups approve ID --roles …` as that command hands it to the running server (its
 * staff door, api/staff-cli.ts), without starting the command: a Node process with a TypeScript loader
 * costs CI's two cores seconds, for each of the partners the journeys sign up. signup.test.ts runs the
 * command itself.
 */
export async function approveSignup(id: string, roles: string) {
  const serverFile = await fs.readFile(path.join(E2E_DATA_DIR, "server.json"), "utf8").catch(() => null)
  // several processes on one PostgreSQL (deploy/ci-multi-process.sh) have no single server to knock at:
  // the command itself then approves the request in the shared database
  if (serverFile === null) {
    await staff("signups", "approve", decodeURIComponent(id), "--roles", roles)
    return
  }
  const server = JSON.parse(serverFile) as { host: string; port: number }
  const key = (await fs.readFile(path.join(E2E_DATA_DIR, "staff-key"), "utf8")).trim()
  const answer = await fetch(
    `http://${server.host}:${server.port}/api/internal/staff/signups/${id}/approve`,
    {
      method: "POST",
      headers: { "content-type": "application/json", "x-staff-key": key },
      body: JSON.stringify({ roles: roles.split(",").map(Number) }),
    },
  )
  expect(answer.ok, await answer.clone().text()).toBe(true)
}

/** A run-unique address, so repeated runs and both projects never meet an earlier account. */
export const uniqueAddress = (name: string, project: string) =>
  `${name}.${project}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@applicants.test`
