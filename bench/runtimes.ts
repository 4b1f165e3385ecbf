import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs/promises"

import autocannon from "autocannon"

import { memoryMeter, SERVER_MEMORY_ENV, SERVER_NODE_FLAGS, serverProcess } from "./memory"
import { mib } from "./rows"

// Two Node runtimes on the same build and the same database, in the same run (docs/decisions/102): the
// project's own Node (the one running the bench, node_modules/.bin/node) and another one, by default the
// machine's /usr/bin/node. Each in turn starts the production server as `npm start` does, and the pages
// that render on every request are measured on it; then it stops (PGlite has one owner). The scripts a
// page loads come from the build, the same for both: the main table gives them.

export interface RuntimeRow {
  node: string
  target: string
  requestsPerSecond: number | null
  p99: number | null
  peakRssBytes: number | null
  note?: string
}

export interface RuntimeRun {
  node: string
  startupRssBytes: number | null
  peakRssBytes: number | null
  rows: RuntimeRow[]
  note?: string
}

/** The version `node --version` prints for this executable, or null when it does not run. */
export function nodeVersion(executable: string): string | null {
  const result = spawnSync(executable, ["--version"], { encoding: "utf8" })
  return result.status === 0 ? result.stdout.trim() : null
}

export async function compareRuntimes(options: {
  executables: string[]
  env: NodeJS.ProcessEnv
  base: string
  targets: { name: string; path: string; headers?: Record<string, string> }[]
  duration: number
  connections: number
}): Promise<RuntimeRun[]> {
  const runs: RuntimeRun[] = []
  for (const executable of options.executables) {
    const version = nodeVersion(executable) ?? executable
    console.log(`• the rendered pages on Node ${version} (${executable})`)
    const server = spawn(executable, [...SERVER_NODE_FLAGS, "server/start.mjs"], {
      env: { ...options.env, ...SERVER_MEMORY_ENV },
      stdio: ["ignore", "ignore", "pipe"],
    })
    let stderr = ""
    server.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)))
    const exited = new Promise((resolve) => server.once("exit", resolve))
    const run: RuntimeRun = { node: version, startupRssBytes: null, peakRssBytes: null, rows: [] }
    let meter: ReturnType<typeof memoryMeter> | undefined
    try {
      if (!(await healthy(options.base, exited))) {
        run.note = `the server did not start: ${stderr.trim().split("\n").slice(-3).join(" / ") || "no message"}`
        runs.push(run)
        continue
      }
      meter = memoryMeter(await serverProcess(server.pid!))
      // the same warm-up as the main run: each page once before any load
      for (const target of options.targets)
        await (await fetch(options.base + target.path, { headers: target.headers })).arrayBuffer()
      run.startupRssBytes = await meter.lap()
      for (const target of options.targets) {
        const result = await autocannon({
          url: options.base + target.path,
          connections: options.connections,
          duration: options.duration,
          headers: { "accept-encoding": "gzip, br", ...target.headers },
        })
        run.rows.push({
          node: version,
          target: target.name,
          requestsPerSecond: Math.round(result.requests.average),
          p99: result.latency.p99,
          peakRssBytes: await meter.lap(),
          note: result.non2xx ? `${result.non2xx} non-2xx answers` : undefined,
        })
      }
      run.peakRssBytes = meter.overall() || null
      runs.push(run)
    } finally {
      meter?.stop()
      server.kill("SIGTERM")
      await exited
    }
  }
  return runs
}

async function healthy(base: string, exited: Promise<unknown>): Promise<boolean> {
  let gone = false
  void exited.then(() => (gone = true))
  for (let i = 0; i < 240 && !gone; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return true
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return false
}

/**
 * The rendered pages on this Node and on another one (a path, or "none"), printed and written to
 * bench/results/runtimes.json; said so when the other one does not run or is the same version.
 */
export async function compareWithOtherNode(
  other: string,
  options: Omit<Parameters<typeof compareRuntimes>[0], "executables">,
) {
  const otherVersion = other === "none" ? null : nodeVersion(other)
  if (otherVersion && otherVersion !== process.version && options.targets.length) {
    const runs = await compareRuntimes({ executables: [process.execPath, other], ...options })
    printRuntimes(runs)
    await fs.mkdir("bench/results", { recursive: true })
    await fs.writeFile(
      "bench/results/runtimes.json",
      `${JSON.stringify({ date: new Date().toISOString(), runs }, null, 2)}\n`,
    )
    console.log("Written bench/results/runtimes.json")
  } else if (other !== "none") {
    console.log(`• no second Node to compare (${other}: ${otherVersion ?? "does not run"})`)
  }
}

/** The rendered pages measured on each Node (bench/runtimes.ts) as a table on the console. */
function printRuntimes(runs: RuntimeRun[]) {
  console.table(
    runs.flatMap((run) => [
      ...run.rows.map((row) => ({
        node: row.node,
        target: row.target,
        "req/s": row.requestsPerSecond ?? "-",
        "p99 ms": row.p99 ?? "-",
        "peak RSS MiB": mib(row.peakRssBytes),
        note: row.note ?? "",
      })),
      {
        node: run.node,
        target: "start-up (before load) / whole run",
        "req/s": "-",
        "p99 ms": "-",
        "peak RSS MiB": `${mib(run.startupRssBytes)} / ${mib(run.peakRssBytes)}`,
        note: run.note ?? "",
      },
    ]),
  )
}
