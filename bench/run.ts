// npm run bench [-- --pg]: seeds a scale-10 catalogue in a temporary DATA_DIR (or PostgreSQL), starts the
// production server and measures requests/s and latency of typical pages with autocannon. It measures;
// it never fails on a figure. Results: a table here and bench/results/latest.json; then the export files
// (bench/exports.ts, bench/results/exports.json). The server's peak memory (RSS) is measured per target
// and for start-up, on Linux only (bench/memory.ts); BENCH_PORT picks the port (default: a random one).
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"

import autocannon from "autocannon"

import { MenuTreesDocumentSchema } from "#contract/catalog"

import { basketUpdateRequest } from "./basket-update"
import { type LighthouseRow, runLighthouse } from "./lighthouse"
import { memoryMeter, SERVER_MEMORY_ENV, SERVER_NODE_FLAGS, serverProcess } from "./memory"
import { startAnchor, startNginx } from "./neighbours"
import { offerRequests } from "./offers"
import { measureOrderSubmission } from "./order-submission"
import { javascriptGzipBytes, loaderWeights } from "./page-weights"
import { partnerSession, shopSession } from "./partner"
import { QUICK_ORDER_BENCH_LINES, quickOrderPreviewRequest } from "./quick-order"
import { addRatios, measuredRow, mib, printRows, type Row, unmeasured } from "./rows"
import { compareWithOtherNode } from "./runtimes"

const { values } = parseArgs({
  options: {
    pg: { type: "boolean", default: false },
    scale: { type: "string", default: "10" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    /** Lighthouse takes about three minutes (three runs a page): leave it out when only the rates matter */
    "skip-lighthouse": { type: "boolean", default: false },
    /** Lighthouse runs per page; each figure is their median (one run's TBT varies too much to read) */
    "lighthouse-runs": { type: "string", default: "3" },
    /**
     * Skips seeding, which takes minutes at scale 10: embedded, start from a copy of this DATA_DIR, seeded
     * at --scale (`DATA_DIR=DIR npm run db:seed -- --scale 10`); with --pg (any value), use the database as
     * a previous run left it.
     */
    seeded: { type: "string" },
    /**
     * Another Node to measure the rendered pages on, after the main run, on the same build and database
     * (bench/runtimes.ts): the machine's own by default; "none" leaves it out.
     */
    "compare-node": { type: "string", default: "/usr/bin/node" },
  },
})
const PORT = Number(process.env.BENCH_PORT) || 3300 + Math.floor(Math.random() * 500)
const BASE = `http://127.0.0.1:${PORT}`
const databaseUrl = values.pg
  ? (process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test")
  : undefined
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "partners-bench-"))
const env = {
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  PORT: String(PORT),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  DEMO_DATA: "0",
  COOKIE_SECURE: "never",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { env, stdio: "inherit" })
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`)
}

// the production build (app and server) when it is missing or older than the sources: what `npm start`
// would do, done here before the seeding so that the start measured below is the server's alone
if (spawnSync(process.execPath, ["server/start.mjs", "--check"], { stdio: "ignore" }).status !== 0) {
  console.log("• building the app and the server")
  run("npm", ["run", "build", "--", "--logLevel", "warn"])
}
if (databaseUrl && !values.seeded) {
  run("psql", [
    databaseUrl,
    "-q",
    "-c",
    "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;",
  ])
}
if (values.seeded && !databaseUrl) {
  console.log(`• copying the catalogue seeded in ${values.seeded}`)
  await fs.cp(values.seeded, dataDir, { recursive: true })
} else if (!values.seeded) {
  console.log(`• seeding a scale-${values.scale} catalogue (${databaseUrl ? "PostgreSQL" : "PGlite"})`)
  run("npx", ["tsx", "api/db/seed/cli.ts", "--scale", values.scale])
}

console.log("• starting the production server")
// The memory settings the server is meant to run with (decision 030); whatever starts the
// server in production must pass the same. MALLOC_ARENA_MAX: glibc otherwise gives each thread that
// allocates (libuv's pool compressing answers and reading files, V8's compiler and GC threads) an arena of
// its own, which keeps what it once held: ~80 MB more at peak. --max-old-space-size: V8 otherwise lets
// garbage pile up to about four times the live heap (~95 MB) under load before a full collection;
// --max-semi-space-size: the young generation's 2 × 16 MB, halved, for little more scavenging.
// The server as `npm start` runs it (docs/decisions/027): plain Node on the build (NODE_ENV=production in
// env: it never builds), in this process, which the RSS meter reads.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/start.mjs"], {
  env: { ...env, ...SERVER_MEMORY_ENV },
  stdio: ["ignore", "ignore", "inherit"],
})
let memory: ReturnType<typeof memoryMeter> | undefined

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error("the server did not answer /api/health")
}

/** The pages rendered on every request, found below: measured again on each Node (bench/runtimes.ts). */
const renderedTargets: { name: string; path: string; headers?: Record<string, string> }[] = []

/** The anchor and nginx, once started: stopped with the server. */
const neighbours: { stop: () => Promise<void> }[] = []

try {
  await waitForHealth()
  memory = memoryMeter(await serverProcess(server.pid!))
  const home = await (await fetch(`${BASE}/en`)).text()
  // the baseline: the stylesheet every page loads (a real hashed asset, served from memory)
  const staticAsset = home.match(/rel="stylesheet" href="(\/assets\/[^"]+\.css)"/)?.[1] ?? "/favicon.svg"
  const menu = MenuTreesDocumentSchema.parse(
    await (await fetch(`${BASE}/api/menu-trees`, { headers: { "accept-language": "en" } })).json(),
  )
  const firstCategory = menu.included.find((item) => item.type === "product-categories")
  if (!firstCategory) throw new Error("the menu has no product category")
  const listPath = `/en/products/${firstCategory.attributes.en.slug}`
  const listHtml = await (await fetch(BASE + listPath)).text()
  const productPath = listHtml.match(/href="(\/en\/details\/[^"]+)"/)?.[1] ?? null
  // a list with three filters: family, line and energy class, taken from the list's own choices
  const family = listHtml.match(/name="family"[^>]*>.*?<option value="(\d+)"/s)?.[1]
  const line = listHtml.match(/name="line"[^>]*>.*?<option value="(\d+)"/s)?.[1]
  const filteredPath = family && line ? `${listPath}?family=${family}&line=${line}&old=1` : null
  // start-up, then the first pages and the menu found above, before any load
  const startupRss = await memory.lap()
  // Catalogue pages are reused for visitors for a minute (the page cache, decision 013), so the repeated
  // URL measures the reuse; the "rendered" rows send a cookie of their own, which makes the server render
  // every page afresh, as for a visitor with a wishlist or a partner.
  const rendered = { cookie: "bench=rendered" }
  // the same list as the demo buyer sees it, logged in through the shop's form
  const buyer = await shopSession(BASE)
  // the anchor and nginx, measured in the same run (bench/neighbours.ts)
  const api = await partnerSession(BASE)
  const anchor = api.ok
    ? await startAnchor(BASE, api.headers, PORT + 1)
    : { note: `the API login answered ${api.status}` }
  if ("stop" in anchor) neighbours.push(anchor)
  const nginx = await startNginx(PORT, PORT + 2)
  if ("stop" in nginx) neighbours.push(nginx)
  const through = (
    proxy: typeof nginx,
    name: string,
    path: string | null,
    headers?: Record<string, string>,
  ) => ("base" in proxy ? { name, path, base: proxy.base, headers } : { name, path: null, note: proxy.note })
  // decision 047: the home page is shared with visitors who have its language stored (as React Router
  // writes the cookie: the JSON string in base64); the row "home page" is a first visit, which stores it
  const englishStored = {
    cookie: `lng=${encodeURIComponent(Buffer.from(JSON.stringify("en")).toString("base64"))}`,
  }
  const targets: {
    name: string
    path: string | null
    base?: string
    headers?: Record<string, string>
    note?: string
  }[] = [
    { name: "static asset", path: staticAsset },
    through(nginx, "static asset, through nginx", staticAsset),
    "base" in anchor
      ? { name: "anchor: bare React Router page, 24 cards", path: "/", base: anchor.base }
      : { name: "anchor: bare React Router page, 24 cards", path: null, note: anchor.note },
    { name: "home page", path: "/en" },
    { name: "home page, English stored", path: "/en", headers: englishStored },
    through(nginx, "home page, English stored, shared, through nginx", "/en", englishStored),
    { name: "product list page", path: listPath },
    { name: "list page, 3 filters", path: filteredPath },
    { name: "list page, 3 filters, rendered", path: filteredPath, headers: rendered },
    through(nginx, "list page, 3 filters, shared, through nginx", filteredPath),
    "cookie" in buyer
      ? { name: "list page, 3 filters, as the buyer", path: filteredPath, headers: { cookie: buyer.cookie } }
      : { name: "list page, 3 filters, as the buyer", path: null, note: `login answered ${buyer.status}` },
    { name: "product page", path: productPath },
    { name: "product page, rendered", path: productPath, headers: rendered },
    { name: "GET /api/products", path: "/api/products" },
    { name: "GET /api/search", path: "/api/search?query=oven" },
  ]
  for (const name of ["home page", "list page, 3 filters, rendered", "product page, rendered"]) {
    const target = targets.find((candidate) => candidate.name === name)
    if (target?.path && !target.base)
      renderedTargets.push({ name, path: target.path, headers: target.headers })
  }
  const rows: Row[] = []
  for (const target of targets) {
    if (!target.path) {
      rows.push(unmeasured(target.name, "-", target.note ?? "not built yet"))
      continue
    }
    const base = target.base ?? BASE
    const probe = await fetch(base + target.path, { redirect: "manual", headers: target.headers })
    await probe.arrayBuffer()
    if (probe.status !== 200) {
      rows.push({
        ...unmeasured(target.name, target.path, `answers ${probe.status}: not built yet`),
        status: probe.status,
      })
      continue
    }
    console.log(`• measuring ${target.name} (${target.path})`)
    const result = await autocannon({
      url: base + target.path,
      connections: Number(values.connections),
      duration: Number(values.duration),
      headers: { "accept-encoding": "gzip, br", ...target.headers },
    })
    // the peak while it was measured, before the page's scripts are fetched to be weighed
    const peakRssBytes = await memory.lap()
    const jsGzipBytes =
      base === BASE && target.path.startsWith("/en") ? await javascriptGzipBytes(BASE, target.path) : null
    rows.push(
      measuredRow({ name: target.name, path: target.path }, probe.status, result, {
        peakRssBytes,
        jsGzipBytes,
        note: undefined,
      }),
    )
  }
  /** One API call with a partner's token under load: probed once, then measured as the pages are. */
  async function measureCall(target: {
    name: string
    path: string
    method: "GET" | "PUT" | "POST"
    headers: Record<string, string>
    body?: string
    note: string
  }) {
    console.log(`• measuring ${target.name}`)
    const init = { method: target.method, headers: target.headers, body: target.body }
    const probe = await fetch(BASE + target.path, init)
    await probe.arrayBuffer()
    const result = await autocannon({
      url: BASE + target.path,
      ...init,
      connections: Number(values.connections),
      duration: Number(values.duration),
    })
    rows.push(
      measuredRow(target, probe.status, result, {
        peakRssBytes: await memory!.lap(),
        jsGzipBytes: null,
        note: target.note,
      }),
    )
  }
  // a basket update (the whole basket resubmitted with a partner's token)
  const basket = await basketUpdateRequest(BASE)
  if (basket.body)
    await measureCall({
      name: "PUT /api/basket",
      path: "/api/basket",
      method: "PUT",
      headers: basket.headers,
      body: basket.body,
      note: "3 lines, priced in the answer",
    })
  else rows.push(unmeasured("PUT /api/basket", "/api/basket", basket.note))
  // a quick order's preview of 100 pasted lines (bench/quick-order.ts), as a ratio to the list page's rate
  const quickOrder = await quickOrderPreviewRequest(BASE)
  if (quickOrder.body) {
    await measureCall({
      name: `POST /api/quick-order/preview, ${QUICK_ORDER_BENCH_LINES} lines`,
      path: "/api/quick-order/preview",
      method: "POST",
      headers: quickOrder.headers,
      body: quickOrder.body,
      note: `${QUICK_ORDER_BENCH_LINES} pasted lines, resolved, checked and priced`,
    })
    const preview = rows.at(-1)!
    const list = rows.find((row) => row.name === "product list page")
    if (preview.requestsPerSecond && list?.requestsPerSecond)
      preview.note = `${preview.note}; ${(preview.requestsPerSecond / list.requestsPerSecond).toFixed(2)} × the product list page's requests/s`
  } else rows.push(unmeasured("POST /api/quick-order/preview", "/api/quick-order/preview", quickOrder.note))
  // an order submission (PUT basket + POST orders pairs on one connection, see order-submission.ts)
  console.log("• measuring POST /api/orders")
  const ordering = await measureOrderSubmission(BASE, Number(values.duration))
  rows.push({
    name: "POST /api/orders",
    path: "/api/orders",
    status: ordering.status,
    requestsPerSecond: ordering.ordersPerSecond ?? null,
    p50: ordering.p50 ?? null,
    p99: ordering.p99 ?? null,
    ratioToStatic: null,
    ratioToAnchor: null,
    jsGzipBytes: null,
    peakRssBytes: await memory.lap(),
    note: ordering.note,
  })
  // storing an offer (20 lines, priced and totalled in the answer) and rendering its PDF
  const offer = await offerRequests(BASE)
  if (offer.body) {
    const note = `${offer.lines} lines`
    await measureCall({
      name: "POST /api/offers",
      path: "/api/offers",
      method: "POST",
      headers: offer.headers,
      body: offer.body,
      note,
    })
    await measureCall({
      name: "GET /api/offers/pdf",
      path: offer.pdfPath,
      method: "GET",
      headers: offer.headers,
      note,
    })
  } else rows.push(unmeasured("POST /api/offers", "/api/offers", offer.note))
  // Lighthouse (mobile) on the visitor's home, list and product pages, the machine quiet again
  let lighthouseRows: LighthouseRow[] = []
  if (!values["skip-lighthouse"]) {
    console.log("• Lighthouse (mobile): home, list and product pages")
    const pages = [
      { name: "home page", path: "/en" },
      { name: "product list page", path: listPath },
      ...(productPath ? [{ name: "product page", path: productPath }] : []),
    ]
    try {
      lighthouseRows = await runLighthouse(BASE, pages, Math.max(1, Number(values["lighthouse-runs"]) || 3))
    } catch (error) {
      console.log(`  Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  addRatios(rows)
  printRows(rows, lighthouseRows)
  const loader = await loaderWeights(BASE)
  console.log(
    `Beside the pages' scripts: the inline loader, ${(loader.loaderGzipBytes / 1024).toFixed(2)} KiB gzip in each document; the polyfills, ${(loader.polyfillsGzipBytes / 1024).toFixed(1)} KiB gzip, fetched only by the policy's older browsers (decision 066)`,
  )
  const peakRss = memory.overall()
  console.log(
    `Peak RSS of the server: ${mib(peakRss)} MiB, ${mib(startupRss)} MiB after start-up before load (${databaseUrl ? "PostgreSQL" : "PGlite"}, scale ${values.scale}, ${values.connections} connections, ${values.duration} s each; ${memory.exact() ? "the kernel's peaks" : "sampled every 100 ms"})`,
  )
  await fs.mkdir("bench/results", { recursive: true })
  await fs.writeFile(
    "bench/results/latest.json",
    JSON.stringify(
      {
        date: new Date().toISOString(),
        database: databaseUrl ? "postgres" : "pglite",
        scale: Number(values.scale),
        node: process.version,
        peakRssBytes: peakRss || null,
        startupRssBytes: startupRss,
        rssExact: memory.exact(),
        rows,
        ...loader,
        lighthouse: lighthouseRows,
      },
      null,
      2,
    ),
  )
  console.log("Written bench/results/latest.json")
} finally {
  for (const neighbour of neighbours) await neighbour.stop()
  memory?.stop()
  server.kill("SIGTERM")
  await new Promise((resolve) => server.once("exit", resolve))
  await compareWithOtherNode(values["compare-node"], {
    env,
    base: BASE,
    targets: renderedTargets,
    duration: Number(values.duration),
    connections: Number(values.connections),
  })
  // the export files at this scale, made on the database the server leaves (after it stopped:
  // PGlite has one owner), as the server's job worker makes them (bench/exports.ts)
  console.log("• export files")
  // it runs itself under the server's memory settings (bench/memory.ts)
  spawnSync("npx", ["tsx", "bench/exports.ts", "--data-dir", dataDir, "--scale", values.scale], {
    env,
    stdio: "inherit",
  })
  await fs.rm(dataDir, { recursive: true, force: true })
}
