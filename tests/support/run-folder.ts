import path from "node:path"

import type { Page, PageScreenshotOptions } from "@playwright/test"

// Where a run of the journeys writes (docs/decisions/082). `npm run test:e2e`
// (tests/support/run-journeys.mjs) gives each run an id, E2E_RUN, and everything it writes goes into
// .tmp/runs/<id>/: the server's data directory, the folders of the servers journeys start themselves,
// Playwright's results, screenshots. Two runs in one clone then never share a file. Started by hand
// (`npx playwright test` after `node tests/support/prepare-journeys.mjs`), without E2E_RUN, a run writes
// into .tmp/ and test-results/ as before.

/** This run's id (run-journeys.mjs's process id), or "" for a run started by hand. */
export const RUN = process.env.E2E_RUN ?? ""

/** A path in this run's folder of temporary files: .tmp/runs/<id>/…, or .tmp/… without an id. */
export const runFolder = (...parts: string[]) => path.resolve(RUN ? `.tmp/runs/${RUN}` : ".tmp", ...parts)

/** Playwright's output folder for this run (results, traces, the stored sessions, screenshots). */
export const RESULTS = RUN ? runFolder("test-results") : path.resolve("test-results")

/** The journeys' server's data directory. */
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? runFolder("e2e-data"))

/**
 * The data directory as tests/support/prepare-journeys.mjs seeded it, before any server opened it (absent
 * when the run found one seeded already): a shop of a journey's own starts from a copy of it.
 */
export const SEEDED_DATA_DIR = `${E2E_DATA_DIR}-seeded`

/**
 * A picture of the page for people to look at; nothing asserts on it. None when E2E_PICTURES=0: CI (.ci/run)
 * keeps no pictures and nobody looks at them there, and a full page's PNG costs the browser a moment each
 * time, several hundred times a run.
 */
export async function keepPicture(page: Page, options: PageScreenshotOptions & { path: string }) {
  if (process.env.E2E_PICTURES === "0") return
  await page.screenshot(options)
}
