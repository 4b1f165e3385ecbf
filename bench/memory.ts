import fs from "node:fs/promises"

// The server's resident memory (RSS) as Linux reports it in /proc: the figures are the kernel's, not the
// process's own view of itself, and cover everything the process holds (V8's heap, PGlite's WebAssembly
// memory, buffers). Linux only: elsewhere every figure is null and the bench prints "-".
//
// Each window (start-up, then one per target) gets its own peak: at its start the kernel's high-water
// mark (VmHWM) is reset to the current RSS by writing 5 to /proc/<pid>/clear_refs, and at its end VmHWM is
// the exact peak in between, spikes included. VmRSS sampled every 100 ms backs it if that reset is
// refused (a kernel or container that forbids it); the sampled peak can then miss a short spike.

/**
 * The memory settings the server runs with (package.json "start", deploy/systemd, docs/decisions/030): the
 * bench measures the server, and the export files (bench/exports.ts), under the same. --max-old-space-size
 * and --max-semi-space-size decide how much garbage V8 lets pile up before it collects, which is most of
 * what a process "grows" by while it makes a file.
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=192", "--max-semi-space-size=8"]
export const SERVER_MEMORY_ENV = { MALLOC_ARENA_MAX: "2" }

async function readStatus(pid: number): Promise<{ rss: number; hwm: number } | null> {
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, "utf8")
    const kib = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0)
    return { rss: kib("VmRSS") * 1024, hwm: kib("VmHWM") * 1024 }
  } catch {
    return null
  }
}

/**
 * The process that serves: `pid` itself, or, when it is a wrapper (npx, tsx's CLI, npm start), the last
 * of its single-child chain, which is where the server's memory is.
 */
export async function serverProcess(pid: number): Promise<number> {
  let current = pid
  for (let depth = 0; depth < 5; depth++) {
    const children = await fs
      .readFile(`/proc/${current}/task/${current}/children`, "utf8")
      .then((text) => text.trim().split(/\s+/).filter(Boolean).map(Number))
      .catch(() => [])
    if (children.length !== 1) break
    current = children[0]!
  }
  return current
}

export function memoryMeter(pid: number) {
  let windowPeak = 0
  let overallPeak = 0
  let resetWorks = false
  let first = true
  const sample = async () => {
    const status = await readStatus(pid)
    if (!status) return
    windowPeak = Math.max(windowPeak, status.rss)
    overallPeak = Math.max(overallPeak, status.rss)
  }
  const timer = setInterval(() => void sample(), 100)
  return {
    /** Ends the current window: its peak RSS in bytes (null off Linux), and opens the next one. */
    async lap(): Promise<number | null> {
      const status = await readStatus(pid)
      if (!status) return null
      // before the first reset, VmHWM is the peak since the process started: start-up is exact too
      const peak = Math.max(windowPeak, status.rss, resetWorks || first ? status.hwm : 0)
      first = false
      overallPeak = Math.max(overallPeak, peak)
      try {
        await fs.writeFile(`/proc/${pid}/clear_refs`, "5")
        resetWorks = true
      } catch {
        resetWorks = false
      }
      windowPeak = status.rss
      return peak
    },
    /** The peak over every window so far, in bytes (0 off Linux). */
    overall: () => overallPeak,
    /** Whether the peaks are the kernel's own (exact) or sampled. */
    exact: () => resetWorks,
    stop: () => clearInterval(timer),
  }
}
