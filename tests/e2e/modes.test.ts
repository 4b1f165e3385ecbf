import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

import { localizedPath } from "../../app/lib/urls/pages"
import { runFolder, SEEDED_DATA_DIR } from "../support/run-folder"
import { servingPort } from "../support/shop-process"
import { answerTheProofWithoutScripts, expectCheckedByThePage } from "./captcha"
import { expectTheFormKept, fillTheForm } from "./contact-form"
import { expect, expectNoAxeViolations, hasScripts, test } from "./fixtures"

// Staff switch maintenance and registration-only mode with `npm run staff` while the shop runs, and the
// shop-wide hourly cap on contact messages is met. These journeys change the whole shop, so they get a
// server of their own (embedded database, own DATA_DIR).
test.describe.configure({ mode: "serial" })

test.describe("modes switched by staff without a restart", () => {
  let server: ChildProcess
  let port = 0
  let dataDir = ""
  const base = () => `http://127.0.0.1:${port}`
  const staff = (...args: string[]) =>
    execFileSync(process.execPath, ["--import", "tsx", "api/staff-cli.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    })

  test.beforeAll(async ({}, info) => {
    test.setTimeout(180_000)
    dataDir = runFolder(`e2e-modes-${info.project.name}`)
    fs.rmSync(dataDir, { recursive: true, force: true })
    // the demo catalogue as the run seeded it, when there is a copy: no second seeding (its server seeds
    // an empty directory itself)
    if (fs.existsSync(SEEDED_DATA_DIR)) fs.cpSync(SEEDED_DATA_DIR, dataDir, { recursive: true })
    server = spawn(process.execPath, ["server/start.mjs"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "0",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        COOKIE_SECURE: "never",
        LOG_LEVEL: "warn",
        // one contact message an hour for the whole shop: the second meets the cap (the test below)
        CONTACT_MESSAGES_PER_HOUR: "1",
        // a few security checks an hour for this address: the contact page then says when to come back
        CAPTCHA_CHALLENGES_PER_ADDRESS_PER_HOUR: "6",
      },
      // stderr for the message of a start that fails (tests/support/shop-process.ts)
      stdio: ["ignore", "ignore", "pipe"],
    })
    port = await servingPort(dataDir, server, { timeout: 150_000 })
  })

  test.afterAll(() => {
    if (server.exitCode === null) server.kill("SIGKILL")
  })

  test("maintenance: the Partners zone shows the notice with the uptime, and goes away when switched off", async ({
    page,
  }) => {
    expect(staff("settings", "set", "maintenance", "on", "--until", "2026-12-01T08:00:00+01:00")).toContain(
      "maintenance set to on",
    )
    await page.goto(`${base()}/en`)
    await page.getByRole("link", { name: "Partners zone" }).click()
    await expect(page).toHaveURL(/\/en\/maintenance$/)
    await expect(page.getByRole("heading", { level: 1, name: "Maintenance" })).toBeVisible()
    await expect(page.getByText("The Partners zone is unreachable during maintenance.")).toBeVisible()
    await expect(page.getByText(/We expect to be back on .*1 December 2026/)).toBeVisible()
    await expectNoAxeViolations(page)

    staff("settings", "set", "maintenance", "off")
    await page.goto(`${base()}/en/maintenance`)
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator("a[href*=maintenance]", { hasText: "Partners zone" })).toHaveCount(0)
    await expect(page.getByText("Partners zone", { exact: true }).first()).toBeVisible()
  })

  test("registration-only: only signup and the cookies policy stay reachable, the rest goes to the root", async ({
    page,
    request,
  }) => {
    staff("settings", "set", "registration_only", "on")
    const faq = await request.get(`${base()}/en/faq`, { maxRedirects: 0 })
    expect(faq.status()).toBe(302)
    expect(faq.headers()["location"]).toBe("/")
    const root = await request.get(`${base()}/`, { maxRedirects: 0 })
    expect(root.headers()["location"]).toBe("/en/signup")
    const policy = await page.goto(`${base()}/en/cookies-policy`)
    expect(policy?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1, name: "Cookies policy" })).toBeVisible()

    staff("settings", "set", "registration_only", "off")
    expect((await request.get(`${base()}/en/faq`, { maxRedirects: 0 })).status()).toBe(200)
  })

  test("login switched off: a partner already in is logged out at the next page, and login is refused with a clear message", async ({
    page,
  }) => {
    const logIn = async () => {
      await page.goto(`${base()}/en/login`)
      const main = page.getByRole("main")
      await main.getByLabel("E-mail address").fill("buyer@partners.test")
      await main.getByLabel("Password").fill("Partner-Demo-2026")
      await main.getByRole("button", { name: "Log in" }).click()
    }
    await logIn()
    await expect(page.getByRole("link", { name: "My account" })).toBeVisible({ timeout: 15_000 })

    staff("settings", "set", "deactivate_login_for_users", "1")
    // MODE-3: the next request logs the partner out (the API answers 401) and goes to the home page
    await page.goto(`${base()}/en/products/all`)
    await expect(page).toHaveURL(new RegExp(`${base()}/en$`))
    await expect(page.getByRole("link", { name: "My account" })).toHaveCount(0)

    await logIn()
    const summary = page.getByRole("main").getByRole("alert")
    await expect(summary).toContainText("Logging in to the Partners zone is switched off for the moment.")
    await expectNoAxeViolations(page)

    staff("settings", "set", "deactivate_login_for_users", "0")
    await logIn()
    await expect(page.getByRole("link", { name: "My account" })).toBeVisible({ timeout: 15_000 })
  })

  test.describe("the shop's hourly cap on contact messages", () => {
    // the page answers the message beyond the cap with 429, by design
    test.use({ designedStatuses: [403, 404, 422, 429] })

    test("beyond it a visitor is told calmly when to send again, and keeps everything typed", async ({
      page,
    }, info) => {
      const send = async () => {
        await page.goto(`${base()}${localizedPath("en", "contact")}`)
        await fillTheForm(page)
        if (hasScripts(info.project.name)) await expectCheckedByThePage(page)
        else await answerTheProofWithoutScripts(page)
        await page.getByRole("button", { name: "Send" }).click()
      }
      // this shop takes one message an hour (CONTACT_MESSAGES_PER_HOUR=1 above), from any address
      await send()
      await expect(page.getByRole("heading", { level: 1, name: "Thank you for your message" })).toBeVisible()
      await send()
      await expect(page.getByRole("main").getByRole("alert")).toContainText(
        /We are receiving an unusual number of messages\. Please send yours again in \d+ minutes, or call us\./,
      )
      await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible()
      await expectTheFormKept(page)
      await expectNoAxeViolations(page)
    })
  })

  test("an address that asked for too many security checks is told when to try again, and keeps what it typed", async ({
    page,
  }) => {
    // the contact journeys above used some of this address's six checks for the hour; each visit takes one
    const withheld = page
      .getByRole("main")
      .getByText(
        /You have asked for many security checks in a short time\. Please try again in \d+ minutes, or call us\./,
      )
    for (let visit = 0; visit < 8 && !(await withheld.isVisible()); visit++)
      await page.goto(`${base()}${localizedPath("en", "contact")}`)
    await expect(withheld).toBeVisible()
    // the form stays usable: what is typed is carried along when asking for the check again
    await fillTheForm(page)
    await page.getByRole("button", { name: "Show the security check" }).click()
    await expect(withheld).toBeVisible()
    await expectTheFormKept(page)
    await expectNoAxeViolations(page)
  })

  test("the server stops gracefully on SIGTERM and closes its database", async () => {
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)))
    server.kill("SIGTERM")
    expect(await exited).toBe(0)
    expect(fs.existsSync(path.join(dataDir, "server.json"))).toBe(false)
    // the database was closed cleanly: the staff command can open it directly now
    expect(staff("settings", "show")).toContain('"registration_only": false')
  })
})
