// Before the journeys (`npm run test:e2e`, tests/support/run-journeys.mjs): the build the journeys' server
// runs, and, side by side with it, the demo catalogue in that server's data directory when it has none yet
// (a clean clone, CI, each run of run-journeys.mjs). Seeding at the server's first start came after the
// build, on the way to the first journey; beside the build it takes no time of its own on two cores (the
// build leaves one mostly idle). Plain JavaScript: it runs before anything is built. With
// E2E_DATABASE_URL (CI's PostgreSQL pass) the server seeds its database itself (DEMO_DATA=1), and only the
// build is made here.
//
// The build (./build) is one per clone, the runs' data are their own. Two runs started together must not
// build it at once, nor build it again under the other's running server: the build is made under a lock
// (.tmp/build.lock), and only when it is missing or older than a source (server/start.mjs --check, the
// production launcher's own test). The second run waits for the first's build and then uses it.
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

const run = process.env.E2E_RUN
const dataDir = path.resolve(
  process.env.E2E_DATA_DIR ?? (run ? `.tmp/runs/${run}/e2e-data` : ".tmp/e2e-data"),
)
const LOCK = path.resolve(".tmp/build.lock")
// a build takes minutes on a busy machine; a lock older than this was left by a run that died
const STALE_LOCK_MS = 20 * 60_000

function start(command, args, env = {}) {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } })
  return new Promise((resolve) => {
    child.on("error", () => resolve(1))
    child.on("exit", (code) => resolve(code ?? 1))
  })
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function takeTheLock() {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true })
  let said = false
  for (;;) {
    try {
      fs.mkdirSync(LOCK)
      return
    } catch {
      const held = fs.statSync(LOCK, { throwIfNoEntry: false })
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) fs.rmSync(LOCK, { recursive: true, force: true })
      if (!said) console.log("waiting for another run's build (.tmp/build.lock)")
      said = true
      await sleep(1000)
    }
  }
}

/** Whether ./build is complete and newer than every source (the launcher's --check, without NODE_ENV). */
function buildIsCurrent() {
  const env = { ...process.env }
  delete env.NODE_ENV
  delete env.BUILD_DIR
  const check = spawnSync(process.execPath, ["server/start.mjs", "--check"], { env, encoding: "utf8" })
  return check.status === 0
}

async function build() {
  await takeTheLock()
  try {
    if (buildIsCurrent()) {
      console.log("the build is current: not built again")
      return 0
    }
    // npm_execpath: the npm running this script, so that the same npm builds
    const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ["npm", []]
    return await start(npm[0], [...npm[1], "run", "build", "--", "--logLevel", "warn"])
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true })
  }
}

// A copy of the freshly seeded data directory, made before any server opens it: journeys that start a
// shop of their own on the embedded database (modes.test.ts) start from it instead of seeding again, a
// minute and a half of a core each on a busy machine.
const seededCopy = `${dataDir}-seeded`
async function seed() {
  fs.rmSync(seededCopy, { recursive: true, force: true })
  const code = await start(process.execPath, ["--import", "tsx", "api/db/seed/cli.ts"], {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
  })
  if (code === 0) fs.cpSync(dataDir, seededCopy, { recursive: true })
  return code
}

const steps = [build()]
if (!process.env.E2E_DATABASE_URL && !fs.existsSync(path.join(dataDir, "pglite"))) steps.push(seed())
const codes = await Promise.all(steps)
process.exit(codes.every((code) => code === 0) ? 0 : 1)
