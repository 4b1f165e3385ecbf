// `npm run test:e2e` before Playwright: the build the journeys' server runs, and, side by side with it,
// the demo catalogue in that server's data directory when it has none yet (a clean clone, CI). Seeding
// at the server's first start came after the build, on the way to the first journey; beside the build it
// takes no time of its own on two cores (the build leaves one mostly idle). Plain JavaScript: it runs
// before anything is built. With E2E_DATABASE_URL (CI's PostgreSQL pass) the server seeds its database
// itself (DEMO_DATA=1), and only the build is made here.
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".tmp/e2e-data")

function run(command, args, env = {}) {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } })
  return new Promise((resolve) => {
    child.on("error", () => resolve(1))
    child.on("exit", (code) => resolve(code ?? 1))
  })
}

// npm_execpath: the npm running this script, so that the same npm builds
const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ["npm", []]
const steps = [run(npm[0], [...npm[1], "run", "build", "--", "--logLevel", "warn"])]
if (!process.env.E2E_DATABASE_URL && !fs.existsSync(path.join(dataDir, "pglite")))
  steps.push(
    run(process.execPath, ["--import", "tsx", "api/db/seed/cli.ts"], { DATA_DIR: dataDir, DATABASE_URL: "" }),
  )
const codes = await Promise.all(steps)
process.exit(codes.every((code) => code === 0) ? 0 : 1)
