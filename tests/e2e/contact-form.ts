import type { Page } from "@playwright/test"

import { expect } from "./fixtures"

// The contact form filled as a visitor would, and the check that what was typed is still there
// (tests/e2e/contact.test.ts, tests/e2e/database-outage.test.ts).

export async function fillTheForm(page: Page) {
  await page.getByRole("main").getByLabel("Department").selectOption({ label: "After-sales service" })
  await page.getByRole("main").getByLabel("Your business").selectOption({ label: "Wholesaler" })
  await page
    .getByRole("main")
    .getByLabel("Message")
    .fill("Our combi oven shows error E34. Could a technician come next week?")
  await page.getByRole("main").getByLabel("Company name").fill("Brasserie du Parc")
  await page.getByRole("main").getByLabel("VAT number").fill("BE 0123.456.789")
  await page.getByRole("main").getByLabel("Address", { exact: true }).fill("Rue Royale 12")
  await page.getByRole("main").getByLabel("Postal code").fill("1000")
  await page.getByRole("main").getByLabel("City").fill("Brussels")
  await page.getByRole("main").getByLabel("Country").fill("Belgium")
  await page.getByRole("main").getByLabel("First name").fill("Marie")
  await page.getByRole("main").getByLabel("Last name").fill("Dubois")
  await page.getByRole("main").getByLabel("E-mail").fill("marie@brasserie.example")
  await page.getByRole("main").getByLabel("Phone").fill("+32 2 123 45 67")
}

export async function expectTheFormKept(page: Page) {
  await expect(page.getByRole("main").getByLabel("Department")).toHaveValue("aftersales")
  await expect(page.getByRole("main").getByLabel("Your business")).toHaveValue("wholesaler")
  await expect(page.getByRole("main").getByLabel("Company name")).toHaveValue("Brasserie du Parc")
  await expect(page.getByRole("main").getByLabel("E-mail")).toHaveValue("marie@brasserie.example")
  await expect(page.getByRole("main").getByLabel("Message")).toHaveValue(/error E34/)
}
