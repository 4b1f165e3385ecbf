import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import path from "node:path"

import { expect, test } from "@playwright/test"

import { hasScripts } from "./fixtures"

// `npm start` as a supervisor or a container runs it (docs/decisions/027): plain Node on the build, no
// build when the build is up to date, and the SIGTERM they send ends in the server's graceful shutdown,
// whether it reaches npm or the server process npm leaves running. No browser: HTTP and processes only.
// Isolated (playwright.config.ts): it starts a server of its own beside the suite's.
test.describe.configure({ mode: "serial" })

interface Started {
  npm: ChildProcess
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  pid: number
  startedInMs: number
}

test.describe("the production server process", () => {
  // a port the kernel chooses when the server listens (PORT=0), read from server.json: beside the suite's
  // server and any other run's
  let port = 0
  const dataDir = path.resolve(".tmp/e2e-server-process")
  const serverJson = path.join(dataDir, "server.json")

  test.beforeEach(({}, info) => test.skip(!hasScripts(info.project.name), "no browser: runs once"))

  test.beforeAll(({}, info) => {
    if (!hasScripts(info.project.name)) return
    // one data directory for both starts: the second opens the database the first made
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 })
    // A start with an out-of-date build would rebuild ./build under the suite's own server: the suite runs
    // on a fresh `npm run build` (npm run test:e2e), so an out-of-date one is a mistake to report.
    const check = execFileSync(process.execPath, ["server/start.mjs", "--check"], {
      env: withoutNodeEnv(),
      encoding: "utf8",
    })
    expect(check).toMatch(/^up to date/)
  })

  // npm start runs in a process group of its own (detached): whatever a failed test leaves of it, npm
  // or the server, goes with the group
  let group: number | undefined
  test.afterEach(async () => {
    if (group === undefined) return
    try {
      process.kill(-group, "SIGKILL")
    } catch {
      /* already gone */
    }
    const leader = group
    await expect.poll(() => isAlive(-leader), { timeout: 10_000 }).toBe(false)
    group = undefined
  })

  async function start(): Promise<Started> {
    const started = performance.now()
    let output = ""
    fs.rmSync(serverJson, { force: true }) // a killed server's, naming its port
    const npm = spawn("npm", ["start"], {
      // NODE_ENV unset: npm start means production by itself; DEMO_DATA=0 spares the seeding's 10 s
      env: { ...withoutNodeEnv(), PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DEMO_DATA: "0" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    })
    group = npm.pid
    npm.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    npm.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      npm.on("exit", (code, signal) => resolve({ code, signal })),
    )
    // PGlite's first start with the migrations takes tens of seconds on a loaded CI machine
    const deadline = Date.now() + 180_000
    while (Date.now() < deadline) {
      if (npm.exitCode !== null) throw new Error(`npm start ended (exit ${npm.exitCode}):\n${output}`)
      try {
        // written once the server is ready, with where it listens
        const ready = JSON.parse(fs.readFileSync(serverJson, "utf8")) as { pid: number; port: number }
        if ((await fetch(`http://127.0.0.1:${ready.port}/api/health`)).ok) {
          port = ready.port
          return {
            npm,
            output: () => output,
            exited,
            pid: ready.pid,
            startedInMs: performance.now() - started,
          }
        }
      } catch {
        /* still starting */
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`the server did not answer:\n${output}`)
  }

  async function expectGracefulStop(server: Started) {
    const { code } = await server.exited
    await expect.poll(() => isAlive(server.pid)).toBe(false)
    expect(code).toBe(0)
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => (JSON.parse(line) as { msg: string }).msg)
    expect(lines).toEqual(expect.arrayContaining(["shutting down", "stopped"]))
    expect(lines.indexOf("stopped")).toBeGreaterThan(lines.indexOf("shutting down"))
    expect(fs.existsSync(serverJson)).toBe(false)
    expect(await portIsFree(port)).toBe(true)
  }

  test("npm start runs the built server with plain node, without building, and SIGTERM to that server stops it gracefully", async () => {
    test.setTimeout(240_000)
    const server = await start()
    // no build: a start on an up-to-date build does not run `npm run build`
    expect(server.output()).not.toMatch(/building|react-router build/)
    // the process listening is Node on the build, in npm's place of a shell (no tsx, no wrapper)
    const command = fs.readFileSync(`/proc/${server.pid}/cmdline`, "utf8").split("\0").filter(Boolean)
    expect(path.basename(command[0]!)).toBe("node")
    // with the memory settings of decision 030
    expect(command.slice(1)).toEqual([
      "--max-old-space-size=192",
      "--max-semi-space-size=8",
      "server/start.mjs",
    ])
    expect(fs.readFileSync(`/proc/${server.pid}/environ`, "utf8").split("\0")).toContain("MALLOC_ARENA_MAX=2")
    expect(parentOf(server.pid)).toBe(server.npm.pid)
    test.info().annotations.push({ type: "start", description: `${Math.round(server.startedInMs)} ms` })

    // one JSON line per request, with the request id the answer carries (one the caller sent, or one made)
    const sent = await fetch(`http://127.0.0.1:${port}/api/health`, {
      headers: { "X-Request-Id": "probe-7" },
    })
    const made = await fetch(`http://127.0.0.1:${port}/en/nowhere-at-all`)
    expect(sent.headers.get("x-request-id")).toBe("probe-7")
    const madeId = made.headers.get("x-request-id")!
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/)
    const requestLines = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === "request")
    await expect.poll(() => requestLines().length).toBeGreaterThanOrEqual(2)
    expect(requestLines().filter((line) => line.requestId === "probe-7")).toEqual([
      expect.objectContaining({ level: "info", method: "GET", path: "/api/health", status: 200 }),
    ])
    expect(requestLines().filter((line) => line.requestId === madeId)).toEqual([
      expect.objectContaining({ path: "/en/nowhere-at-all", status: 404, time: expect.stringMatching(/Z$/) }),
    ])

    process.kill(server.pid, "SIGTERM")
    await expectGracefulStop(server)
  })

  test("SIGTERM to npm start reaches the server, which stops gracefully", async () => {
    test.setTimeout(240_000)
    const server = await start()
    server.npm.kill("SIGTERM")
    await expectGracefulStop(server)
  })
})

function withoutNodeEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  delete env.NODE_ENV
  return env
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function parentOf(pid: number): number {
  // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its closing ")"
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once("error", () => resolve(false))
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)))
  })
}
