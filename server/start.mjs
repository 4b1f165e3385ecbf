// `npm start`: the production server, run by plain Node in this very process (docs/decisions/027).
// Plain JavaScript on purpose: it runs before anything is built and needs no TypeScript loader.
//
// - NODE_ENV is production unless set otherwise.
// - The build (BUILD_DIR, default ./build) is made again when a source is newer than it or when it is
//   missing, with `npm run build`; never when NODE_ENV=production is set explicitly and a build is there
//   (a deployment starts what it shipped), and never for a BUILD_DIR given explicitly (a copy made on
//   purpose: it is used as it is, or refused when incomplete).
// - Then the built server (BUILD/node/server.js) is imported here: no wrapper process between the
//   supervisor's SIGTERM and the server's graceful shutdown (server.ts). package.json's "start" is
//   `exec node …`: npm runs scripts through `sh -c`, and Debian's dash stays as a parent that dies of the
//   SIGTERM npm forwards, leaving the server running; exec puts Node in the shell's place.
import { spawn } from "node:child_process"
import fs from "node:fs"
import { register } from "node:module"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const launcher = fileURLToPath(import.meta.url)
const root = path.resolve(path.dirname(launcher), "..")
// what the build is made from: a change to any of these makes a build older than its sources
const SOURCES = [
  "app",
  "api",
  "contract",
  "server",
  "server.ts",
  "locales",
  "public",
  "vite",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.server.config.ts",
  "tsconfig.json",
]

const explicitProduction = process.env.NODE_ENV === "production"
const explicitBuildDir = Boolean(process.env.BUILD_DIR)
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, "build"))
// written last by `npm run build` (react-router.config.ts): no stamp, no complete build
const stampFile = path.join(buildDir, "node", "build.json")

function builtAt() {
  try {
    return Date.parse(JSON.parse(fs.readFileSync(stampFile, "utf8")).sourcesAsOf)
  } catch {
    return null
  }
}

/** The newest modification time among the sources, and the file that has it. */
function newestSource() {
  let newest = { time: 0, file: "" }
  const visit = (file) => {
    if (file === launcher) return // this file is not part of the build
    let stat
    try {
      stat = fs.statSync(file)
    } catch {
      return // a source that a checkout does not have (none is required here)
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file)) visit(path.join(file, entry))
    } else if (stat.mtimeMs > newest.time) {
      newest = { time: stat.mtimeMs, file }
    }
  }
  for (const source of SOURCES) visit(path.join(root, source))
  return newest
}

/** Why the build must be made again, or null to start the build that is there. */
function reasonToBuild() {
  const built = builtAt()
  if (built === null)
    return explicitBuildDir ? null : `no complete build in ${path.relative(root, buildDir)}/`
  if (explicitProduction || explicitBuildDir) return null
  const newest = newestSource()
  return newest.time > built ? `${path.relative(root, newest.file)} is newer than the build` : null
}

/** `npm run build`, as a child whose end this process waits for (SIGTERM meanwhile stops both). */
function build() {
  // npm_execpath: the npm that runs `npm start`, so the same one builds; started otherwise, npm from PATH
  const [command, args] = process.env.npm_execpath
    ? [process.execPath, [process.env.npm_execpath]]
    : ["npm", []]
  const child = spawn(command, [...args, "run", "build", "--", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  })
  const stop = (signal) => child.kill(signal)
  process.on("SIGTERM", stop)
  process.on("SIGINT", stop)
  return new Promise((resolve, reject) => {
    child.on("error", reject)
    child.on("exit", (code, signal) => {
      process.off("SIGTERM", stop)
      process.off("SIGINT", stop)
      if (signal) process.exit(1)
      if (code === 0) resolve()
      else reject(new Error(`npm run build failed (exit ${code})`))
    })
  })
}

const reason = reasonToBuild()
// `node server/start.mjs --check`: says whether a start would build first, and starts nothing
if (process.argv.includes("--check")) {
  console.log(reason ? `would build first: ${reason}` : `up to date: ${buildDir}`)
  process.exit(reason ? 1 : 0)
}
if (reason) {
  console.log(`building (${reason})`)
  const started = performance.now()
  try {
    await build()
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
if (builtAt() === null) {
  console.error(
    `no complete build in ${buildDir}: run \`npm run build\` (BUILD/node/build.json is written last)`,
  )
  process.exit(1)
}

process.env.NODE_ENV ??= "production"
// server.ts reads the app's build from BUILD_DIR (relative to the working directory when set)
process.env.BUILD_DIR = buildDir
// stack traces in the logs name the TypeScript files and lines (the bundle's source map)
process.setSourceMapsEnabled(true)
// a build outside the checkout finds its packages in the checkout's node_modules
// (server/packages-of-the-checkout.mjs)
if (path.relative(root, buildDir).startsWith("..")) {
  register("./packages-of-the-checkout.mjs", import.meta.url, { data: { root } })
}
await import(pathToFileURL(path.join(buildDir, "node", "server.js")).href)
