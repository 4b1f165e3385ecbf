import { execFile } from "node:child_process"
import fs from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"

import type { Page } from "@playwright/test"

import { E2E_DATA_DIR } from "../support/run-folder"
import { expect, expectNoAxeViolations, hasScripts, test } from "./fixtures"
import { firstPrice, logInThroughTheForm } from "./partners"

const NEWCOMER = "newcomer@partners.test"
const dataDir = E2E_DATA_DIR
const scripted = () => hasScripts(test.info().project.name)

// The newcomer is one account shared by both Playwright projects, which run at the same time: each
// journey holds a lock for its whole length, and the one that accepts asks staff to require the terms
// again afterwards (npm run staff -- accounts require-terms), so the next journey meets the gate too.
async function exclusively(name: string, run: () => Promise<void>) {
  const lock = path.join(dataDir, `${name}.lock`)
  for (let attempt = 0; ; attempt++) {
    try {
      await fs.mkdir(lock)
      break
    } catch {
      if (attempt > 600) throw new Error(`lock ${lock} held too long`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  try {
    await run()
  } finally {
    await fs.rm(lock, { recursive: true, force: true })
  }
}

async function requireTermsAgain(email: string) {
  await promisify(execFile)("npx", ["tsx", "api/staff-cli.ts", "accounts", "require-terms", email], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      E2E_DATABASE_URL: undefined,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
    },
  })
}

// the gate is met at login, and its Cancel logs out: a login of its own each time
const logInAsNewcomer = (page: Page) => logInThroughTheForm(page, NEWCOMER)

test.describe("the terms gate", () => {
  test("a newcomer meets the terms right after login; Cancel warns, Cancel again logs out", async ({
    page,
  }) => {
    await exclusively("newcomer", async () => {
      await logInAsNewcomer(page)
      const gate = page.getByRole("dialog", { name: "General terms and conditions" })
      await expect(gate).toBeVisible()
      await expect(gate.getByRole("button", { name: "Accept", exact: true })).toBeVisible()
      // the page behind cannot be reached (inert: no focus, no clicks, hidden from assistive technology)
      await expect(page.locator("div[inert]").locator("#main")).toHaveCount(1)
      if (scripted()) {
        // ACCOUNT-9: neither Escape nor a click on the backdrop closes it, and it has no close button
        await page.keyboard.press("Escape")
        await page.mouse.click(5, 5)
        await expect(gate).toBeVisible()
        await expect(gate.getByRole("button", { name: /close/i })).toHaveCount(0)
      }
      await expectNoAxeViolations(page)

      await gate.getByRole("button", { name: "Cancel" }).click()
      await expect(gate.getByText("your account will become inactive")).toBeVisible()
      await expectNoAxeViolations(page)
      await gate.getByRole("button", { name: "Do not accept and log out" }).click()
      await expect(page).toHaveURL(/\/en$/, { timeout: 15_000 })
      await expect(page.getByRole("dialog")).toHaveCount(0)
      await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0)
    })
  })

  test("the gate's link opens the terms to read, with the gate above them; every other page keeps the gate", async ({
    page,
  }) => {
    await exclusively("newcomer", async () => {
      await logInAsNewcomer(page)
      const gate = page.getByRole("dialog", { name: "General terms and conditions" })
      await gate.getByRole("link", { name: "Read the terms of service" }).click()
      await expect(page).toHaveURL(/\/en\/terms-of-service$/, { timeout: 15_000 })
      // the terms can be read: no dialog over them, nothing inert
      await expect(page.getByRole("dialog")).toHaveCount(0)
      await expect(page.locator("[inert]")).toHaveCount(0)
      await expect(page.getByRole("heading", { level: 1, name: "Terms of service" })).toBeVisible()
      await page
        .getByRole("navigation", { name: "Contents" })
        .getByRole("link", { name: "9. Warranty" })
        .click()
      await expect(page.getByRole("heading", { level: 2, name: "9. Warranty" })).toBeInViewport()
      // the gate's steps stand above them
      const panel = page.getByRole("region", { name: "General terms and conditions" })
      await expect(panel.getByRole("button", { name: "Accept", exact: true })).toBeVisible()
      await expectNoAxeViolations(page)

      // leaving the page does not leave the gate: it is there on any other page, prices stay hidden
      await page.goto("/en/products/all")
      await expect(gate).toBeVisible()
      await expect(page.locator("div[inert]").locator("#main")).toHaveCount(1)
      await expect(firstPrice(page, "€")).toHaveCount(0)

      // back on the terms, the panel's Cancel warns and then logs out, as the dialog's does
      await page.goto("/en/terms-of-service")
      await panel.getByRole("button", { name: "Cancel" }).click()
      await expect(panel.getByRole("alert")).toContainText("your account will become inactive")
      await panel.getByRole("button", { name: "Do not accept and log out" }).click()
      await expect(page).toHaveURL(/\/en$/, { timeout: 15_000 })
      await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0)
    })
  })

  test("Accept lets the newcomer in: prices appear and the gate stays closed", async ({ page }) => {
    await exclusively("newcomer", async () => {
      try {
        await logInAsNewcomer(page)
        const gate = page.getByRole("dialog", { name: "General terms and conditions" })
        await gate.getByRole("button", { name: "Cancel" }).click()
        // from the warning, Accept still accepts (ACCOUNT-9)
        await gate.getByRole("button", { name: "Accept", exact: true }).click()
        await expect(page.getByRole("dialog")).toHaveCount(0)
        await expect(page.getByRole("link", { name: "My account" })).toBeVisible()
        await page.goto("/en/products/all")
        await expect(firstPrice(page, "€")).toBeVisible()
        await expect(page.getByRole("dialog")).toHaveCount(0)
      } finally {
        await requireTermsAgain(NEWCOMER)
      }
    })
  })
})
