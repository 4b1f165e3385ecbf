import { type ChildProcess, spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"

import { runFolder } from "../support/run-folder"
import { forgetServerFile, servingPort } from "../support/shop-process"
import { expect, test } from "./fixtures"

// Decision 029, as an operator meets it: the server and the data commands on one embedded database. These
// start real processes (no browser) and run once, in the scripts-on isolated project.
test.describe.configure({ mode: "serial" })

const ROOT = runFolder("e2e-operations")

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

/** A data command (npm run db:seed, db:migrate, db:backup, …) as npm runs it, without npm's own noise. */
function dataCommand(script: string, dataDir: string, args: string[] = []) {
  return finished(
    spawn(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    }),
  )
}

async function productTotal(port: number): Promise<number> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/products?page%5Bsize%5D=1`)
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total
}

const oneLine = (text: string) => text.trim().split("\n").filter(Boolean)

/** The demo buyer's orders as the API lists them: number and status, newest first. */
async function buyerOrders(port: number): Promise<string[]> {
  const base = `http://127.0.0.1:${port}/api`
  const login = await fetch(`${base}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "buyer@partners.test", password: "Partner-Demo-2026" }),
  })
  expect(login.status).toBe(200)
  const { access_token } = (await login.json()) as { access_token: string }
  const answer = await fetch(`${base}/orders?page%5Bsize%5D=50`, {
    headers: { authorization: `Bearer ${access_token}` },
  })
  expect(answer.status).toBe(200)
  const { data } = (await answer.json()) as {
    data: { attributes: { order_number: string; status: string } }[]
  }
  return data.map((order) => `${order.attributes.order_number} ${order.attributes.status}`)
}

/** The first product's first picture (a stored file with the embedded database): its status and bytes. */
async function firstPicture(port: number): Promise<[number, number]> {
  const list = await fetch(`http://127.0.0.1:${port}/api/products?page%5Bsize%5D=1`)
  const { data } = (await list.json()) as { data: { attributes: { media: { url: string }[] } }[] }
  const picture = await fetch(`http://127.0.0.1:${port}${data[0]!.attributes.media[0]!.url}`)
  return [picture.status, (await picture.arrayBuffer()).byteLength]
}

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
  await new Promise<void>((resolve) => squatter.listen(0, "127.0.0.1", resolve))
  const taken = (squatter.address() as net.AddressInfo).port
  try {
    const dataDir = path.join(ROOT, "busy-port")
    const busy = await finished(startServer({ PORT: String(taken), DATA_DIR: dataDir }))
    expect(busy.code).toBe(1)
    expect(oneLine(busy.stderr)).toEqual([
      `Port 127.0.0.1:${taken} is already in use: stop what uses it, or set PORT to a free port.`,
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
  let port = 0

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    server = startServer({ PORT: "0", DATA_DIR: dataDir, DEMO_DATA: "1" })
    exit = finished(server)
    port = await servingPort(dataDir, server)
    total = await productTotal(port)
  })

  test.afterAll(() => {
    if (server.exitCode === null) server.kill("SIGKILL")
  })

  test("a second server on the same DATA_DIR is refused, naming the first", async () => {
    const second = await finished(startServer({ PORT: "0", DATA_DIR: dataDir }))
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

    expect(await productTotal(port)).toBe(total)
    const page = await fetch(`http://127.0.0.1:${port}/en/products/all`)
    expect(page.status).toBe(200)
  })

  test("a backup taken while the server serves restores into a new DATA_DIR, which starts with the same catalogue and orders", async () => {
    test.setTimeout(240_000)
    // a change after the seed, made while the server runs: staff confirm one of the buyer's orders
    const received = (await buyerOrders(port)).find((order) => order.endsWith(" received"))!.split(" ")[0]!
    const confirm = await dataCommand("api/staff-cli.ts", dataDir, ["orders", "confirm", received])
    expect(confirm.code, confirm.stderr).toBe(0)
    const orders = await buyerOrders(port)
    expect(orders).toContain(`${received} confirmed`)
    const picture = await firstPicture(port)
    expect(picture[0]).toBe(200)

    // README "Backup and restore", as an operator types it
    const backup = path.join(ROOT, "backup")
    const dumped = await dataCommand("api/db/backup-cli.ts", dataDir, [backup])
    expect(dumped.code, dumped.stderr).toBe(0)
    expect(oneLine(dumped.stdout)).toEqual([
      expect.stringMatching(
        /^Backed up the embedded database \(.+, from the running server\) and \d+ stored files to /,
      ),
    ])
    // the server went on serving meanwhile
    expect(await productTotal(port)).toBe(total)
    // a backup holds password hashes and secrets: the owner's alone
    expect(fs.statSync(path.join(backup, "database.tar.gz")).mode & 0o077).toBe(0)

    const restoredDir = path.join(ROOT, "restored")
    const restored = await dataCommand("api/db/restore-cli.ts", restoredDir, [backup])
    expect(restored.code, restored.stderr).toBe(0)
    // never over a database: a second restore into the same DATA_DIR is refused in one sentence
    const again = await dataCommand("api/db/restore-cli.ts", restoredDir, [backup])
    expect(again.code).toBe(1)
    expect(oneLine(again.stderr)).toEqual([expect.stringContaining("already holds a database")])

    const copy = startServer({ PORT: "0", DATA_DIR: restoredDir, DEMO_DATA: "1" })
    const copyExit = finished(copy)
    try {
      const copyPort = await servingPort(restoredDir, copy)
      expect(await productTotal(copyPort)).toBe(total)
      expect(await buyerOrders(copyPort)).toEqual(orders)
      expect(await firstPicture(copyPort)).toEqual(picture)
    } finally {
      copy.kill("SIGTERM")
      await copyExit
    }
  })

  test("after kill -9 the next start takes the directory over, on an intact database; SIGTERM stops it cleanly", async () => {
    test.setTimeout(180_000)
    server.kill("SIGKILL")
    await exit
    expect(fs.existsSync(path.join(dataDir, "owner.lock"))).toBe(true) // left behind by the killed process

    forgetServerFile(dataDir) // the killed server's, naming its port
    server = startServer({ PORT: "0", DATA_DIR: dataDir, DEMO_DATA: "1" })
    exit = finished(server)
    port = await servingPort(dataDir, server)
    expect(await productTotal(port)).toBe(total)
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
    const start = await finished(startServer({ PORT: "0", DATA_DIR: damaged }))
    expect(start.code).toBe(1)
    const lines = oneLine(start.stderr)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^The embedded database in .+ cannot be opened \(.+\); it is damaged: /)
    expect(lines[0]).toContain(`mv ${path.join(damaged, "pglite")} ${path.join(damaged, "pglite")}.broken`)
    expect(start.stderr.length).toBeLessThan(600)
  })
})

test("a build copied outside the checkout starts there and serves the shop", async () => {
  test.setTimeout(180_000)
  // BUILD_DIR elsewhere (README, Production build): the copy has no node_modules beside it, and the
  // server is started from another working directory than the checkout
  const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "partners-build-copy-"))
  try {
    fs.cpSync(path.resolve("build"), path.join(elsewhere, "build"), { recursive: true })
    const dataDir = path.join(elsewhere, "data")
    const server = spawn(process.execPath, [path.resolve("server/start.mjs")], {
      cwd: elsewhere,
      env: {
        ...process.env,
        NODE_ENV: "production",
        BUILD_DIR: path.join(elsewhere, "build"),
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        DEMO_DATA: "0",
        COOKIE_SECURE: "never",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    })
    const exit = finished(server)
    try {
      const port = await servingPort(dataDir, server)
      const home = await fetch(`http://127.0.0.1:${port}/en`)
      expect(home.status).toBe(200)
      const html = await home.text()
      // the page's stylesheet and scripts come from the copy
      for (const asset of html.match(/\/assets\/[^"]+\.(?:css|js)/g)!.slice(0, 3))
        expect((await fetch(`http://127.0.0.1:${port}${asset}`)).status, asset).toBe(200)
      expect((await fetch(`http://127.0.0.1:${port}/api/docs`)).status).toBe(200)
    } finally {
      server.kill("SIGTERM")
      expect((await exit).code).toBe(0)
    }
  } finally {
    fs.rmSync(elsewhere, { recursive: true, force: true })
  }
})
