import { type ChildProcess, spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import path from "node:path"

import { expect, test } from "./fixtures"

// Decision 029, as an operator meets it: the server and the data commands on one embedded database. These
// start real processes (no browser) and run once, in the scripts-on isolated project.
test.describe.configure({ mode: "serial" })

const ROOT = path.resolve(".tmp/e2e-operations")
const PORT = 3180

interface Finished {
  code: number | null
  stdout: string
  stderr: string
}

/** The built server as the journeys start it (playwright.config.ts), with this test's port and data directory. */
function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["server/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      COOKIE_SECURE: "never",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
}

function finished(child: ChildProcess): Promise<Finished> {
  let stdout = ""
  let stderr = ""
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stdout, stderr })))
}

/** A data command (npm run db:seed, db:migrate) as npm runs it, without npm's own noise. */
function dataCommand(script: string, dataDir: string) {
  return finished(
    spawn(process.execPath, ["--import", "tsx", script], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    }),
  )
}

async function healthy(port: number, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error("the server did not become healthy")
}

async function productTotal(port: number): Promise<number> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/products?page%5Bsize%5D=1`)
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total
}

const oneLine = (text: string) => text.trim().split("\n").filter(Boolean)

test.beforeAll(({}, info) => {
  test.skip(info.project.name !== "chromium-isolated", "processes, not pages: one project is enough")
  fs.rmSync(ROOT, { recursive: true, force: true })
  fs.mkdirSync(ROOT, { recursive: true })
})

test("a wrong setting or a port in use: one sentence on stderr, exit code 1, nothing opened", async () => {
  const wrong = await finished(startServer({ PORT: "eighty", DATA_DIR: path.join(ROOT, "wrong") }))
  expect(wrong.code).toBe(1)
  expect(oneLine(wrong.stderr)).toEqual([
    'Invalid configuration: PORT="eighty": must be a port number from 0 to 65535',
  ])

  const squatter = net.createServer()
  await new Promise<void>((resolve) => squatter.listen(PORT + 1, "127.0.0.1", resolve))
  try {
    const dataDir = path.join(ROOT, "busy-port")
    const busy = await finished(startServer({ PORT: String(PORT + 1), DATA_DIR: dataDir }))
    expect(busy.code).toBe(1)
    expect(oneLine(busy.stderr)).toEqual([
      `Port 127.0.0.1:${PORT + 1} is already in use: stop what uses it, or set PORT to a free port.`,
    ])
    // found before the database was opened (or seeded for ten seconds)
    expect(fs.readdirSync(dataDir)).toEqual([])
  } finally {
    squatter.close()
  }
})

test.describe("one server owns its data directory", () => {
  const dataDir = path.join(ROOT, "shop")
  let server: ChildProcess
  let exit: Promise<Finished>
  let total = 0

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    server = startServer({ PORT: String(PORT), DATA_DIR: dataDir, DEMO_DATA: "1" })
    exit = finished(server)
    await healthy(PORT, server)
    total = await productTotal(PORT)
  })

  test.afterAll(() => {
    if (server.exitCode === null) server.kill("SIGKILL")
  })

  test("a second server on the same DATA_DIR is refused, naming the first", async () => {
    const second = await finished(startServer({ PORT: String(PORT + 2), DATA_DIR: dataDir }))
    expect(second.code).toBe(1)
    const [line, ...rest] = oneLine(second.stderr)
    expect(rest).toEqual([])
    expect(line).toMatch(
      new RegExp(`^The shop's server \\(process ${server.pid}, since .+\\) is using the data directory `),
    )
  })

  test("db:seed and db:migrate against the running server are refused, and the catalogue is intact", async () => {
    expect(total).toBeGreaterThan(1000)
    const seed = await dataCommand("api/db/seed/cli.ts", dataDir)
    expect(seed.code).toBe(1)
    expect(oneLine(seed.stderr)).toHaveLength(1)
    expect(seed.stderr).toContain(`The shop's server (process ${server.pid}`)
    expect(seed.stderr).toContain("stop the server, run npm run db:seed, then start it again")
    const migrate = await dataCommand("api/db/migrate-cli.ts", dataDir)
    expect(migrate.code).toBe(1)
    expect(migrate.stderr).toContain("The running server applied the migrations when it started")

    expect(await productTotal(PORT)).toBe(total)
    const page = await fetch(`http://127.0.0.1:${PORT}/en/products/all`)
    expect(page.status).toBe(200)
  })

  test("after kill -9 the next start takes the directory over, on an intact database; SIGTERM stops it cleanly", async () => {
    test.setTimeout(180_000)
    server.kill("SIGKILL")
    await exit
    expect(fs.existsSync(path.join(dataDir, "owner.lock"))).toBe(true) // left behind by the killed process

    server = startServer({ PORT: String(PORT), DATA_DIR: dataDir, DEMO_DATA: "1" })
    exit = finished(server)
    await healthy(PORT, server)
    expect(await productTotal(PORT)).toBe(total)
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, "owner.lock"), "utf8")).pid).toBe(server.pid)

    server.kill("SIGTERM")
    const stopped = await exit
    expect(stopped.code).toBe(0)
    expect(fs.existsSync(path.join(dataDir, "owner.lock"))).toBe(false)

    // free now: a data command runs, and leaves the directory free again
    const migrate = await dataCommand("api/db/migrate-cli.ts", dataDir)
    expect(migrate.code).toBe(0)
    expect(fs.existsSync(path.join(dataDir, "owner.lock"))).toBe(false)
  })

  test("a damaged embedded database: one sentence with the way out, exit code 1", async () => {
    const damaged = path.join(ROOT, "damaged")
    fs.cpSync(dataDir, damaged, { recursive: true })
    fs.writeFileSync(path.join(damaged, "pglite", "global", "pg_control"), Buffer.alloc(8192, 0x5a))
    const start = await finished(startServer({ PORT: String(PORT + 3), DATA_DIR: damaged }))
    expect(start.code).toBe(1)
    const lines = oneLine(start.stderr)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^The embedded database in .+ cannot be opened \(.+\); it is damaged: /)
    expect(lines[0]).toContain(`mv ${path.join(damaged, "pglite")} ${path.join(damaged, "pglite")}.broken`)
    expect(start.stderr.length).toBeLessThan(600)
  })
})
