// Lighthouse on pages of the production server the bench started: Lighthouse's default mobile
// run (a mid-range phone, simulated slow 4G and CPU), performance only, driving Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium) headless with the flags the e2e suite uses. Lighthouse 12:
// 13 needs Node 22.19, and these machines run Node 20; the scoring is the same (v10's).
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

import { CHROMIUM_ARGS } from "../tests/support/chromium"

export interface LighthouseRow {
  name: string
  path: string
  performance: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  fcpMs: number | null
  note?: string
}

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS]

/**
 * Each page is measured `runs` times and each figure is the median of the runs that measured it: one run's
 * TBT varied from 48 to 155 ms on one build and server (bench/history.md), more than the
 * goal's whole range. The note gives the runs' spread of TBT.
 */
export async function runLighthouse(base: string, pages: { name: string; path: string }[], runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  })
  const rows: LighthouseRow[] = []
  try {
    for (const page of pages) {
      const measured: Omit<LighthouseRow, "name" | "path">[] = []
      const errors = new Set<string>()
      const run = () =>
        lighthouse(base + page.path, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        })
      for (let n = 0; n < runs; n++) {
        let result = await run()
        // Chromium sometimes records no navigation in the trace (NO_NAVSTART), on any page, mostly the
        // first; Lighthouse's own advice is to run it again, once here
        if (result?.lhr.runtimeError?.code === "NO_NAVSTART") result = await run()
        const error = result?.lhr.runtimeError?.message
        if (error) errors.add(error)
        const audits = result?.lhr.audits
        const value = (id: string) => audits?.[id]?.numericValue ?? null
        const score = result?.lhr.categories.performance?.score
        if (score == null) continue
        measured.push({
          performance: Math.round(score * 100),
          lcpMs: round(value("largest-contentful-paint")),
          tbtMs: round(value("total-blocking-time")),
          cls: value("cumulative-layout-shift"),
          fcpMs: round(value("first-contentful-paint")),
        })
      }
      const tbts = measured.map((run) => run.tbtMs).filter((tbt) => tbt !== null)
      rows.push({
        ...page,
        performance: median(measured.map((run) => run.performance)),
        lcpMs: median(measured.map((run) => run.lcpMs)),
        tbtMs: median(tbts),
        cls: median(measured.map((run) => run.cls)),
        fcpMs: median(measured.map((run) => run.fcpMs)),
        note: [
          `median of ${measured.length} of ${runs} runs`,
          tbts.length ? `TBT ${Math.min(...tbts)}–${Math.max(...tbts)} ms` : null,
          ...errors,
        ]
          .filter(Boolean)
          .join("; "),
      })
    }
  } finally {
    chrome.kill()
  }
  return rows
}

const round = (value: number | null) => (value === null ? null : Math.round(value))

/** the middle value (the lower of the two middle ones for an even count); null when there is none */
function median(values: (number | null)[]): number | null {
  const known = values.filter((value) => value !== null).sort((a, b) => a - b)
  return known.length ? known[Math.floor((known.length - 1) / 2)]! : null
}
