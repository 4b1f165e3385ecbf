import { existsSync } from "node:fs"

import { defineConfig, devices } from "@playwright/test"

import { CHROMIUM_ARGS } from "./tests/support/chromium"
import { oldChromiumLaunchOptions } from "./tests/support/old-chromium"
import { freePortSync, listensSync } from "./tests/support/ports"
import { E2E_DATA_DIR, RESULTS } from "./tests/support/run-folder"

// The suite's server listens on a port chosen free when the run starts (E2E_PORT to choose one): two runs
// on one machine never meet. Chosen once, by the runner; its workers inherit it with the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = String(freePortSync())
  // said once, by the runner (its workers inherit the port)
  console.log(`the journeys' server: port ${process.env.E2E_PORT}, data in ${E2E_DATA_DIR}`)
}
const PORT = Number(process.env.E2E_PORT)
// the shop's cookie secret, set rather than made by the server (which keeps its own in the database), so
// that tests can read and write a session cookie (session-refresh.test.ts); the workers inherit it
process.env.E2E_SESSION_SECRET ??= "e2e-only-session-secret-0123456789"
// a staff second factor counts this long for sensitive changes (five minutes in service): short enough
// that a journey waits it out and meets the confirm-identity page (tests/e2e/staff.ts); the workers
// inherit it
process.env.E2E_STAFF_REAUTHENTICATION_SECONDS ??= "10"
// Debian's headless shell of Chromium (package chromium-headless-shell, the same source and version as
// the chromium package): the journeys never show a window, and the shell renders the same pages with about
// a third less CPU than the full browser in headless mode (docs/decisions/034). The full browser when the
// shell is not installed, or CHROME_PATH's.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"
const chromium = {
  executablePath:
    process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: CHROMIUM_ARGS,
}

// Journeys that load the whole machine run in a phase of their own, after the others: the crawl fetches
// every page of the shop four at a time, and the modes journeys seed a second server of their own. Run
// beside the page journeys on CI's two cores they starved them into timeouts. The
// server process and operations journeys start servers of their own beside the suite's.
const ISOLATED = [
  "**/crawl.test.ts",
  "**/modes.test.ts",
  "**/server-process.test.ts",
  "**/operations.test.ts",
  "**/database-outage.test.ts",
  // switches maintenance on for the run's own shop: after the page journeys, never beside them
  "**/staff-switches.test.ts",
  // a shop server of its own, mailing to an SMTP server the journey runs
  "**/staff-jobs.test.ts",
]
// The PostgreSQL pass of .ci/run (E2E_DATABASE_URL) runs the journeys with scripts only, and only those
// that write to the database: baskets, orders, offers, saved baskets, accounts, sessions, read marks, API
// keys, export files (made by the job queue on PostgreSQL), and the form fuzz (its actions write).
// Pages that only read reach PostgreSQL through the same API queries that the API suite runs there
// (and the modes journeys start an embedded database of their own); running every journey a third time
// took CI past its budget.
const POSTGRES_JOURNEYS = [
  "announcements",
  "api-keys",
  "basket",
  "fuzz-forms",
  "my-export",
  "my-sessions",
  "no-store-on-the-wire",
  "offer-limit",
  "offers",
  "password-reset",
  "saved-baskets",
  "session-refresh",
  "signup",
  "submit-order",
  "terms-gate",
].map((name) => `**/${name}.test.ts`)
// Reading journeys with nothing that differs without scripts (no form, no hasScripts branch): their pages
// are the server's HTML in both projects, the crawl fetches every page of the shop without scripts, and
// the project with scripts checks them with axe. They run once, with scripts, to keep CI in its budget.
const SAME_WITHOUT_SCRIPTS = ["home", "news", "product-details", "product-images", "terms-of-service"].map(
  (name) => `**/${name}.test.ts`,
)
const onPostgres = Boolean(process.env.E2E_DATABASE_URL)
// The database outage journeys take a PostgreSQL server away from a shop of their own. On a machine where
// none listens they are left out with one line saying so; CI has one, and there a missing server fails them.
process.env.OUTAGE_POSTGRES_URL ??= "postgres://postgres@127.0.0.1:5432/postgres"
if (process.env.E2E_OUTAGE_SKIPPED === undefined) {
  const target = new URL(process.env.OUTAGE_POSTGRES_URL)
  const skipped = !process.env.CI && !listensSync(target.hostname, Number(target.port || 5432))
  process.env.E2E_OUTAGE_SKIPPED = skipped ? "1" : ""
  if (skipped)
    console.log(
      `database-outage.test.ts left out: no PostgreSQL listens at ${target.host} (OUTAGE_POSTGRES_URL); CI runs it`,
    )
}
const withoutOutage = process.env.E2E_OUTAGE_SKIPPED ? ["**/database-outage.test.ts"] : []
const isolated = (onPostgres ? ISOLATED.filter((glob) => POSTGRES_JOURNEYS.includes(glob)) : ISOLATED).filter(
  (glob) => !withoutOutage.includes(glob),
)

const withScripts = { ...devices["Desktop Chrome"], launchOptions: chromium }
const withoutScripts = { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions: chromium }
const mainProjects = onPostgres ? ["chromium"] : ["chromium", "chromium-no-js"]
// The old-browser journeys (docs/decisions/068): HeadlessChrome 83 from the registry package
// chrome-aws-lambda, unpacked on first use into node_modules/.cache/old-chromium. The browser's own user
// agent (no device preset): the page sees the old browser it is. Not in the PostgreSQL pass: what they
// test is the browser's, not the database's.
const oldBrowser = { viewport: { width: 1280, height: 900 }, launchOptions: oldChromiumLaunchOptions() }
const oldBrowserProjects = [
  { name: "old-chromium", testDir: "tests/e2e-old-browser", use: oldBrowser },
  {
    name: "old-chromium-no-js",
    testDir: "tests/e2e-old-browser",
    use: { ...oldBrowser, javaScriptEnabled: false },
  },
]

// Journeys run twice, with scripts and without (PAGE-14), but for the reading ones in
// SAME_WITHOUT_SCRIPTS and the HTTP-only ones that skip themselves. A project's name
// starts with "chromium-no-js" when scripts are off (tests/e2e/fixtures.ts, hasScripts).
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: onPostgres ? POSTGRES_JOURNEYS : "**/*.test.ts",
  // the run's own (tests/support/run-folder.ts): `npm run test:e2e` gives every run a folder of its own
  outputDir: RESULTS,
  fullyParallel: true,
  workers: 2,
  // On CI one retry: two browsers and the server share two cores, and a journey that waited for a client
  // navigation under that load fails once without anything being wrong (measured at load 10-30). A
  // retried test is listed as "flaky" in the log, where it stays visible; a test that
  // fails twice fails the run. Locally no retry, so a slow or broken journey is seen at once.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // Two cores running two browsers and the server (CI, or two `npm test` runs on one machine) take two to
  // three times longer for the same steps than an idle machine; with Playwright's 5 s for an expectation,
  // two runs together failed logins and menus at load 13. Timeouts are a safety net, not a speed test
  // (speed is `npm run bench`), so they are the same on every machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs as much as a quarter of the journeys' processor time, even when it is then
    // thrown away (measured: 111 s against 91 s for the same 39 journeys on two cores). On CI the retry
    // records one, so a test that fails twice comes with its trace; locally (no retry) every failure does.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  projects: [
    { name: "chromium", testIgnore: ISOLATED, use: withScripts },
    ...(onPostgres ? [] : oldBrowserProjects),
    ...(onPostgres
      ? []
      : [
          { name: "chromium-no-js", testIgnore: [...ISOLATED, ...SAME_WITHOUT_SCRIPTS], use: withoutScripts },
        ]),
    { name: "chromium-isolated", testMatch: isolated, dependencies: mainProjects, use: withScripts },
    ...(onPostgres
      ? []
      : [
          {
            name: "chromium-no-js-isolated",
            testMatch: isolated,
            dependencies: mainProjects,
            use: withoutScripts,
          },
        ]),
  ],
  webServer: {
    // the production way (npm start, docs/decisions/027) without npm: NODE_ENV=production set below, so
    // the launcher starts the build that `npm run test:e2e` has just made (or BUILD_DIR's) and never builds;
    // on the Node that runs Playwright (the project's own, docs/decisions/102), whatever `node` the PATH has
    command: `${JSON.stringify(process.execPath)} server/start.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      COOKIE_SECURE: "never",
      SESSION_SECRET: process.env.E2E_SESSION_SECRET,
      LOG_LEVEL: "warn",
      // the journeys sign up partners of their own, all from 127.0.0.1: the shop-wide and per-address caps
      // of an hour are out of their way (tests/api cover the caps)
      SIGNUP_REQUESTS_PER_HOUR: "100000",
      SIGNUP_REQUESTS_PER_ADDRESS_PER_HOUR: "100000",
      CONTACT_MESSAGES_PER_HOUR: "100000",
      CAPTCHA_CHALLENGES_PER_ADDRESS_PER_HOUR: "100000",
      STAFF_REAUTHENTICATION_SECONDS: process.env.E2E_STAFF_REAUTHENTICATION_SECONDS,
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL, DEMO_DATA: "1" } : {}),
    },
  },
})
