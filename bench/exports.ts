// npm run bench:exports [-- --data-dir DIR] [-- --scale 10]: the export files at scale. Seeds a
// scale-10 catalogue in a temporary DATA_DIR (or uses DIR, already seeded, as npm run bench leaves it;
// DATABASE_URL for PostgreSQL), then makes, in this process as the server's job worker does, a CSV of
// the products and a CSV of the spare parts for the demo buyer, and measures the time to file and the
// process's memory (RSS and heap, sampled every 100 ms) before and during each. It measures; it never
// fails on a figure. The target: memory grows by less than 50 MB while a file is made. It runs under the
// server's memory settings (bench/memory.ts), starting itself again with them when run without: V8's
// defaults let about twice as much garbage pile up before a collection, which is not how the server runs.
import { spawnSync } from "node:child_process"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"

import { eq } from "drizzle-orm"

import type { ExportOptions } from "#contract/exports"

import { pgliteDir } from "../api/db/bootstrap"
import { openDatabase } from "../api/db/client"
import { clients, exportFiles } from "../api/db/schema"
import { readEnv } from "../api/lib/env"
import { createLogger } from "../api/lib/log"
import { createMemoryMailer } from "../api/lib/mailer"
import { createFileStorage } from "../api/lib/storage"
import { generateExportFile } from "../api/modules/exports/export-generate"
import { brusselsDay } from "../api/modules/exports/export-schedule"
import { exportFileName } from "../api/modules/exports/exports.service"
import { SERVER_MEMORY_ENV, SERVER_NODE_FLAGS } from "./memory"

if (!SERVER_NODE_FLAGS.every((flag) => process.execArgv.includes(flag))) {
  const again = spawnSync(
    process.execPath,
    [...SERVER_NODE_FLAGS, "--import", "tsx", ...process.argv.slice(1)],
    { env: { ...process.env, ...SERVER_MEMORY_ENV }, stdio: "inherit" },
  )
  process.exit(again.status ?? 1)
}

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    scale: { type: "string", default: "10" },
    /** only the files whose label contains this */
    only: { type: "string" },
  },
})
const databaseUrl = process.env.DATABASE_URL
const ownDir = !values["data-dir"]
const dataDir = values["data-dir"] ?? (await fs.mkdtemp(path.join(os.tmpdir(), "partners-bench-exports-")))
const MB = 1024 * 1024

try {
  if (ownDir) {
    console.log(`• seeding a scale-${values.scale} catalogue (${databaseUrl ? "PostgreSQL" : "PGlite"})`)
    const started = performance.now()
    const result = spawnSync("npx", ["tsx", "api/db/seed/cli.ts", "--scale", values.scale], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: "inherit",
    })
    if (result.status !== 0) throw new Error("seeding failed")
    console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)
  }
  const handle = await openDatabase({ databaseUrl, dataDir: pgliteDir(dataDir) })
  await handle.migrate()
  const db = handle.db
  const [buyer] = await db.select().from(clients).where(eq(clients.email, "buyer@partners.test"))
  if (!buyer) throw new Error("no demo buyer in this database")
  // the storage the server would use on this DATA_DIR and database (FILE_STORAGE, decision 026)
  const storage = createFileStorage(readEnv({ ...process.env, DATA_DIR: dataDir }), db)
  const dependencies = {
    db,
    storage,
    mailer: createMemoryMailer(),
    publicUrl: "http://127.0.0.1:3000",
    log: createLogger("silent"),
  }

  const files: { label: string; options: ExportOptions }[] = [
    {
      label: "products, CSV",
      options: {
        brands: [],
        file_type: "csv",
        delimiter: "semicolon",
        lang: "en",
        include_old: true,
        products: "catalog",
        items: "products",
      },
    },
    {
      label: "spare parts, CSV",
      options: {
        brands: [],
        file_type: "csv",
        delimiter: "semicolon",
        lang: "en",
        include_old: true,
        products: "catalog",
        items: "spare_parts",
      },
    },
    {
      label: "spare parts, XLSX",
      options: {
        brands: [],
        file_type: "xlsx",
        delimiter: "semicolon",
        lang: "en",
        include_old: true,
        products: "catalog",
        items: "spare_parts",
      },
    },
  ]
  const results = []
  for (const { label, options } of files.filter(({ label }) => label.includes(values.only ?? ""))) {
    // scheduled files: the bench makes several a day, which a partner's own requests may not
    const day = brusselsDay(new Date())
    const [file] = await db
      .insert(exportFiles)
      .values({ clientId: buyer.id, name: exportFileName(options, day), options, source: "scheduled", day })
      .returning()
    globalThis.gc?.()
    await new Promise((resolve) => setTimeout(resolve, 200))
    const before = process.memoryUsage()
    let maxRss = before.rss
    let maxHeap = before.heapUsed
    let maxBuffers = before.arrayBuffers
    const sampler = setInterval(() => {
      const now = process.memoryUsage()
      maxRss = Math.max(maxRss, now.rss)
      maxHeap = Math.max(maxHeap, now.heapUsed)
      maxBuffers = Math.max(maxBuffers, now.arrayBuffers)
    }, 100)
    console.log(`• generating ${label}`)
    const started = performance.now()
    await generateExportFile(dependencies, file!.id)
    const seconds = (performance.now() - started) / 1000
    clearInterval(sampler)
    const [done] = await db.select().from(exportFiles).where(eq(exportFiles.id, file!.id))
    results.push({
      file: label,
      status: done!.status,
      rows: done!.rows,
      "size MB": ((done!.sizeBytes ?? 0) / MB).toFixed(1),
      "time s": seconds.toFixed(1),
      "rows/s": Math.round((done!.rows ?? 0) / seconds),
      "RSS before MB": (before.rss / MB).toFixed(0),
      "RSS growth MB": ((maxRss - before.rss) / MB).toFixed(1),
      "heap before MB": (before.heapUsed / MB).toFixed(0),
      "heap growth MB": ((maxHeap - before.heapUsed) / MB).toFixed(1),
      "buffers growth MB": ((maxBuffers - before.arrayBuffers) / MB).toFixed(1),
    })
    if (done!.storageKey) await storage.delete(done!.storageKey)
  }
  console.table(results)
  console.log(
    `Export files at scale ${values.scale} (${handle.kind}), ${process.version} ${SERVER_NODE_FLAGS.join(" ")}; target: memory grows by < 50 MB while a file is made.`,
  )
  await fs.mkdir("bench/results", { recursive: true })
  await fs.writeFile(
    "bench/results/exports.json",
    JSON.stringify(
      {
        date: new Date().toISOString(),
        database: handle.kind,
        scale: Number(values.scale),
        node: process.version,
        nodeFlags: SERVER_NODE_FLAGS,
        rows: results,
      },
      null,
      2,
    ),
  )
  console.log("Written bench/results/exports.json")
  await handle.close()
} finally {
  if (ownDir) await fs.rm(dataDir, { recursive: true, force: true })
}
