import type autocannon from "autocannon"

import type { LighthouseRow } from "./lighthouse"

// The bench's rows: one per target measured (or not, and why), their ratios to the baselines, and the
// tables printed at the end of a run.

export interface Row {
  name: string
  path: string
  status: number | null
  requestsPerSecond: number | null
  p50: number | null
  p99: number | null
  ratioToStatic: number | null
  /** its rate as a share of the anchor's (a bare React Router page with 24 cards, same run) */
  ratioToAnchor: number | null
  jsGzipBytes: number | null
  /** the server's peak RSS while this target was measured (its probe included), in bytes */
  peakRssBytes: number | null
  note?: string
}

/** A row of a target that was not measured, and why. */
export const unmeasured = (name: string, path: string, note: string | undefined): Row => ({
  name,
  path,
  status: null,
  requestsPerSecond: null,
  p50: null,
  p99: null,
  ratioToStatic: null,
  ratioToAnchor: null,
  jsGzipBytes: null,
  peakRssBytes: null,
  note,
})

export const mib = (bytes: number | null | undefined) => (bytes ? (bytes / 1024 / 1024).toFixed(0) : "-")

/** Each row against the static file served the same way (through nginx or not), and against the anchor. */
export function addRatios(rows: Row[]) {
  const rate = (name: string) => rows.find((row) => row.name === name)?.requestsPerSecond
  const staticRate = rate("static asset")
  const nginxStaticRate = rate("static asset, through nginx")
  const anchorRate = rate("anchor: bare React Router page, 24 cards")
  for (const row of rows) {
    if (!row.requestsPerSecond) continue
    const baseline = row.name.endsWith("through nginx") ? nginxStaticRate : staticRate
    if (baseline) row.ratioToStatic = Number((row.requestsPerSecond / baseline).toFixed(4))
    if (anchorRate) row.ratioToAnchor = Number((row.requestsPerSecond / anchorRate).toFixed(3))
  }
}

/** The rows and the Lighthouse figures as tables on the console. */
export function printRows(rows: Row[], lighthouseRows: LighthouseRow[]) {
  const table = rows.map((row) => ({
    target: row.name,
    "req/s": row.requestsPerSecond ?? "-",
    "p50 ms": row.p50 ?? "-",
    "p99 ms": row.p99 ?? "-",
    "× static": row.ratioToStatic ?? "-",
    "× anchor": row.ratioToAnchor ?? "-",
    "JS gzip KiB": row.jsGzipBytes != null ? (row.jsGzipBytes / 1024).toFixed(1) : "-",
    "peak RSS MiB": mib(row.peakRssBytes),
    note: row.note ?? "",
  }))
  console.table(table)
  if (lighthouseRows.length)
    console.table(
      lighthouseRows.map((row) => ({
        "Lighthouse (mobile)": row.name,
        performance: row.performance ?? "-",
        "LCP ms": row.lcpMs ?? "-",
        "FCP ms": row.fcpMs ?? "-",
        "TBT ms": row.tbtMs ?? "-",
        CLS: row.cls === null ? "-" : Number(row.cls.toFixed(3)),
        note: row.note ?? "",
      })),
    )
}

/** The row of a target measured under load: its probe's status, autocannon's rate and latencies. */
export function measuredRow(
  target: { name: string; path: string },
  status: number,
  result: autocannon.Result,
  measures: { peakRssBytes: number | null; jsGzipBytes: number | null; note: string | undefined },
): Row {
  return {
    name: target.name,
    path: target.path,
    status,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ratioToStatic: null,
    ratioToAnchor: null,
    jsGzipBytes: measures.jsGzipBytes,
    peakRssBytes: measures.peakRssBytes,
    note: result.non2xx ? `${result.non2xx} non-2xx answers` : measures.note,
  }
}
