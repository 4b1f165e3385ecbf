import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import fs from "node:fs"

import { SMTPServer } from "smtp-server"

import { runFolder, SEEDED_DATA_DIR } from "../support/run-folder"
import { servingPort } from "../support/shop-process"
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./fixtures"
import { DEMO_PASSWORD } from "./partners"
import { logInAsStaff, STAFF } from "./staff"

// An administrator meets failed jobs in the job queue and deals with them in the browser, with and
// without scripts (docs/decisions/096): the mail server refuses the partners' mail, so the back-in-stock
// alerts' check fails for real (a job with no retry left); once the mail server is back, one failed job is
// retried and completes, and another is dropped. The shop's mail server is one this journey runs, so the
// shop gets a server of its own (embedded database, own DATA_DIR, SMTP_URL pointing here).
test.describe.configure({ mode: "serial", timeout: 300_000 })

const ITEM = "BCT7-110B"
const CHECK = "stock-alerts.check"

test.describe("failed jobs retried and dropped in the browser", () => {
  let server: ChildProcess
  let smtp: SMTPServer
  let port = 0
  let dataDir = ""
  /** while true the mail server refuses every recipient, as a full or broken mailbox server does */
  let refusing = true
  const received: string[] = []
  const base = () => `http://127.0.0.1:${port}`
  const staff = (...args: string[]) =>
    execFileSync(process.execPath, ["--import", "tsx", "api/staff-cli.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    })
  /** the failed back-in-stock checks, as `npm run staff -- jobs list` shows them */
  const failedChecks = () =>
    (staff("jobs", "list", "--state", "failed", "--name", CHECK).match(/[0-9a-f]{8}-[0-9a-f-]{27}/g) ?? [])
      .length

  test.beforeAll(async ({}, info) => {
    test.setTimeout(240_000)
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!refusing) return callback()
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }))
      },
      onData(stream, session, callback) {
        stream.resume()
        stream.on("end", () => {
          received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address))
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve))
    const smtpPort = (smtp.server.address() as { port: number }).port
    dataDir = runFolder(`e2e-jobs-${info.project.name}`)
    fs.rmSync(dataDir, { recursive: true, force: true })
    // the demo catalogue as the run seeded it, when there is a copy: no second seeding
    if (fs.existsSync(SEEDED_DATA_DIR)) fs.cpSync(SEEDED_DATA_DIR, dataDir, { recursive: true })
    server = spawn(process.execPath, ["server/start.mjs"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "0",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        COOKIE_SECURE: "never",
        LOG_LEVEL: "error",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMTP_REQUIRE_TLS: "0",
      },
      stdio: ["ignore", "ignore", "pipe"],
    })
    port = await servingPort(dataDir, server, { timeout: 200_000 })

    // the demo buyer waits for an item without stock (QUICK-8)
    staff("stock", "set", ITEM, "DBE11", "0")
    staff("stock", "set", ITEM, "DBE12", "0")
    const login = await fetch(`${base()}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/vnd.partners.v1+json" },
      body: JSON.stringify({ email: "buyer@partners.test", password: DEMO_PASSWORD }),
    })
    const token = ((await login.json()) as { access_token: string }).access_token
    const alert = await fetch(`${base()}/api/stock-alerts`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/vnd.partners.v1+json",
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ id: ITEM, type: "products" }),
    })
    expect([200, 201], await alert.text()).toContain(alert.status)
    // stock comes back twice while the mail server refuses: two checks, each failing for good
    staff("stock", "set", ITEM, "DBE11", "3")
    await expect.poll(failedChecks, { timeout: 60_000 }).toBeGreaterThanOrEqual(1)
    staff("stock", "set", ITEM, "DBE11", "4")
    await expect.poll(failedChecks, { timeout: 60_000 }).toBeGreaterThanOrEqual(2)
  })

  test.afterAll(async () => {
    if (server?.exitCode === null) server.kill("SIGKILL")
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
  })

  test("an admin retries a failed job once the mail server is back, and drops another", async ({ page }) => {
    await logInAsStaff(page, STAFF.admin, base())
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Job queue" })
      .click()
    await expect(page.getByRole("heading", { level: 1, name: "Job queue" })).toBeVisible()
    const main = page.getByRole("main")
    await main.getByLabel("State").selectOption("failed")
    await main.getByRole("button", { name: "Show" }).click()
    await expect(page).toHaveURL(/state=failed/)
    // each failed check names the mail server's refusal
    await expect(main.getByRole("row", { name: new RegExp(CHECK) }).first()).toContainText("failed")
    await expectNoAxeViolations(page)
    await expectNoSidewaysScroll(page)

    const retries = main.getByRole("button", { name: new RegExp(`^Retry ${CHECK}`) })
    expect(await retries.count()).toBeGreaterThanOrEqual(2)
    const idOf = async (button: ReturnType<typeof retries.first>) =>
      /\(([0-9a-f]{8})\)$/.exec((await button.getAttribute("aria-label")) ?? "")![1]!
    const retried = await idOf(retries.first())
    const dropped = await idOf(retries.nth(1))

    // the mail server works again: the retried check mails the buyer and completes
    refusing = false
    await main.getByRole("button", { name: `Retry ${CHECK} (${retried})` }).click()
    await expect(page.getByText("The job is queued again and will run shortly.")).toBeVisible()
    await expect(main.getByRole("button", { name: `Retry ${CHECK} (${retried})` })).toHaveCount(0)
    await expect.poll(() => received, { timeout: 60_000 }).toContain("buyer@partners.test")

    await main.getByRole("button", { name: `Drop ${CHECK} (${dropped})` }).click()
    await expect(page.getByText("The job is dropped.")).toBeVisible()
    await expect(main.getByText(new RegExp(`^${dropped}`))).toHaveCount(0)

    // the retried job among the completed ones
    await expect(async () => {
      await page.goto(`${base()}/staff/jobs?state=completed`)
      await expect(main.getByRole("row", { name: new RegExp(retried) })).toContainText("Completed")
    }).toPass({ timeout: 60_000 })
  })
})
