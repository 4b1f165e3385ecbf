import { expect, test } from "../e2e/fixtures"
import { PORTS, processUrl, staffOnDatabase } from "./multi"

// Staff switch maintenance with `npm run staff` on the PostgreSQL database the processes share (the
// command writes the setting itself; no process is told but by the database's notification, decision 052):
// every process must show the maintenance page at once, and hide it again when it is switched off. Its
// project runs after the other journeys, since maintenance closes the Partners zone of the whole shop.

test("staff switch maintenance on and off: every process and nginx show it, then none", async ({ page }) => {
  // every process has just read the settings, and keeps them until it hears they changed
  for (const port of PORTS) {
    await page.goto(processUrl(port, "/en/contact"))
    await expect(page.locator("a[href*=maintenance]", { hasText: "Partners zone" })).toHaveCount(0)
  }
  expect(
    await staffOnDatabase("settings", "set", "maintenance", "on", "--until", "2026-12-01T08:00:00+01:00"),
  ).toContain("maintenance set to on")
  try {
    for (const url of [...PORTS.map((port) => processUrl(port, "/en")), "/en"]) {
      await page.goto(url)
      await page.getByRole("link", { name: "Partners zone" }).first().click()
      await expect(page, url).toHaveURL(/\/en\/maintenance$/)
      await expect(page.getByRole("heading", { level: 1, name: "Maintenance" })).toBeVisible()
      await expect(page.getByText("The Partners zone is unreachable during maintenance.")).toBeVisible()
    }
  } finally {
    expect(await staffOnDatabase("settings", "set", "maintenance", "off")).toContain("maintenance set to off")
  }
  for (const url of [...PORTS.map((port) => processUrl(port, "/en/maintenance")), "/en/maintenance"]) {
    await page.goto(url)
    await expect(page, url).toHaveURL(/\/en$/)
    await expect(page.locator("a[href*=maintenance]", { hasText: "Partners zone" })).toHaveCount(0)
  }
})
