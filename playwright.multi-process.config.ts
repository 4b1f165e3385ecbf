import { defineConfig, devices } from "@playwright/test"

import base from "./playwright.config"

// The multi-process journeys (decision 028): deploy/ci-multi-process.sh starts
// three server processes on one PostgreSQL database behind nginx and runs these journeys through nginx
// (MULTI_BASE_URL), with the processes' own addresses in MULTI_PORTS for the checks that must reach each
// of them. No webServer: the script starts and stops everything. Few journeys, lean: CI's budget.
const baseURL = process.env.MULTI_BASE_URL ?? "http://127.0.0.1:8088"
/** Chromium as the e2e suite launches it (playwright.config.ts), one setting for both. */
const launchOptions = base.projects?.find((project) => project.name === "chromium")?.use?.launchOptions

const withScripts = { ...devices["Desktop Chrome"], launchOptions }
const withoutScripts = { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions }

// the e2e suite's way of running (workers, retries, reporter, waits); a journey through nginx gets longer
const { fullyParallel, workers, retries, reporter, expect } = base

export default defineConfig({
  testDir: "tests/e2e-multi",
  fullyParallel,
  workers,
  retries,
  reporter,
  expect,
  timeout: process.env.CI ? 90_000 : 60_000,
  use: { baseURL, trace: "retain-on-failure" },
  projects: [
    { name: "chromium", testMatch: "multi-process.test.ts", use: withScripts },
    // the order journey without scripts (the forms posted through nginx to any process)
    { name: "chromium-no-js", testMatch: "multi-process.test.ts", grep: /@no-js/, use: withoutScripts },
    // maintenance closes the Partners zone of the whole shop: after the others, alone
    {
      name: "chromium-maintenance",
      testMatch: "maintenance.test.ts",
      dependencies: ["chromium", "chromium-no-js"],
      use: withScripts,
    },
  ],
})
