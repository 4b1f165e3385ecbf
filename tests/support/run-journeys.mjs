// `npm run test:e2e [-- playwright arguments]`: one run of the journeys with a folder of its own, so that
// two runs in one clone (or two clones) never share a file, a port or a database (docs/decisions/082).
// The run's id is this process's (E2E_RUN, unless given), and everything the run writes goes into
// .tmp/runs/<id>/ (tests/support/run-folder.ts): the server's data directory, seeded beside the build
// (prepare-journeys.mjs), Playwright's results, the folders of the servers journeys start. A run that
// passes removes its folder; a failed run's stays, with its traces, until a later run finds its process
// gone. The build is the clone's, made under a lock when it is out of date (prepare-journeys.mjs).
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

process.env.E2E_RUN ??= String(process.pid)
const RUNS = path.resolve(".tmp/runs")
const folder = path.join(RUNS, process.env.E2E_RUN)
process.env.E2E_DATA_DIR ??= path.join(folder, "e2e-data")

/** Whether a process with this id runs on this machine (a run's folder is named after its process). */
function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === "EPERM"
  }
}

// the folders of earlier runs whose process is gone (failed runs keep theirs until then)
for (const entry of fs.existsSync(RUNS) ? fs.readdirSync(RUNS) : []) {
  const pid = Number(entry)
  if (entry !== process.env.E2E_RUN && Number.isInteger(pid) && pid > 0 && !alive(pid))
    fs.rmSync(path.join(RUNS, entry), { recursive: true, force: true })
}
fs.mkdirSync(folder, { recursive: true })

function start(command, args) {
  const child = spawn(command, args, { stdio: "inherit" })
  const stop = (signal) => child.kill(signal)
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
  return new Promise((resolve) => {
    child.on("error", () => resolve(1))
    child.on("exit", (code) => {
      process.off("SIGINT", stop)
      process.off("SIGTERM", stop)
      resolve(code ?? 1)
    })
  })
}

console.log(`journeys run ${process.env.E2E_RUN}: its files in ${path.relative(process.cwd(), folder)}/`)
let code = await start(process.execPath, ["tests/support/prepare-journeys.mjs"])
if (code === 0) {
  const cli = path.resolve("node_modules/@playwright/test/cli.js")
  code = await start(process.execPath, [cli, "test", ...process.argv.slice(2)])
}
if (code === 0) fs.rmSync(folder, { recursive: true, force: true })
else
  console.log(
    `journeys run ${process.env.E2E_RUN} failed: its results stay in ${path.relative(process.cwd(), folder)}/test-results/`,
  )
process.exit(code)
