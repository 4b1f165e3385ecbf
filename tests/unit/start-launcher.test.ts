import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

import { afterEach, beforeEach, describe, expect, test } from "vitest"

// server/start.mjs decides whether `npm start` builds first (docs/decisions/027). Run here in a scratch
// project of its own: its "build" writes a stand-in server that prints the NODE_ENV it was started with,
// so every case runs in a second, and the project's real build is never touched.

const BUILD_SCRIPT = `
import fs from "node:fs"
if (process.env.FAIL_BUILD) process.exit(3)
const started = new Date()
fs.mkdirSync("build/node", { recursive: true })
fs.writeFileSync("build/node/server.js", 'console.log("server in " + process.env.NODE_ENV)\\n')
fs.writeFileSync("build/node/build.json", JSON.stringify({ sourcesAsOf: started.toISOString() }))
console.log("BUILT")
`

let root = ""
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "start-launcher-"))
  fs.mkdirSync(path.join(root, "server"))
  fs.copyFileSync("server/start.mjs", path.join(root, "server/start.mjs"))
  fs.mkdirSync(path.join(root, "app"))
  fs.writeFileSync(path.join(root, "app/page.ts"), "export {}\n")
  fs.writeFileSync(path.join(root, "make-build.mjs"), BUILD_SCRIPT)
  fs.writeFileSync(
    path.join(root, "package.json"),
    JSON.stringify({ private: true, type: "module", scripts: { build: "node make-build.mjs" } }),
  )
  // sources from a minute ago: a build made now is newer than all of them
  const past = new Date(Date.now() - 60_000)
  for (const file of ["app/page.ts", "app", "package.json", "server"])
    fs.utimesSync(path.join(root, file), past, past)
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

function start(env: Record<string, string> = {}, args: string[] = []) {
  const base = { ...process.env }
  delete base.NODE_ENV
  delete base.BUILD_DIR
  const result = spawnSync(process.execPath, [path.join(root, "server/start.mjs"), ...args], {
    cwd: root,
    env: { ...base, ...env },
    encoding: "utf8",
  })
  return { status: result.status, output: result.stdout + result.stderr }
}

function touch(file: string, secondsFromNow: number) {
  const time = new Date(Date.now() + secondsFromNow * 1000)
  fs.utimesSync(path.join(root, file), time, time)
}

describe("npm start's launcher", { timeout: 30_000 }, () => {
  test("without a build it builds, then starts the built server in production", () => {
    const { status, output } = start()
    expect(status).toBe(0)
    expect(output).toContain("building (no complete build in build/)")
    expect(output).toContain("BUILT")
    expect(output).toContain("server in production")
  })

  test("with an up-to-date build it starts at once, without building", () => {
    start()
    const { status, output } = start()
    expect(status).toBe(0)
    expect(output).not.toContain("building")
    expect(output).not.toContain("BUILT")
    expect(output).toContain("server in production")
    expect(start({}, ["--check"]).status).toBe(0)
  })

  test("a source newer than the build makes it build again", () => {
    start()
    touch("app/page.ts", 5)
    expect(start({}, ["--check"])).toEqual({
      status: 1,
      output: expect.stringContaining("app/page.ts is newer"),
    })
    const { output } = start()
    expect(output).toContain("building (app/page.ts is newer than the build)")
    expect(output).toContain("BUILT")
  })

  test("NODE_ENV=production set explicitly never rebuilds a build that is there", () => {
    start()
    touch("app/page.ts", 5)
    const { status, output } = start({ NODE_ENV: "production" })
    expect(status).toBe(0)
    expect(output).not.toContain("BUILT")
    expect(output).toContain("server in production")
  })

  test("NODE_ENV=production without a build still builds", () => {
    const { output } = start({ NODE_ENV: "production" })
    expect(output).toContain("BUILT")
    expect(output).toContain("server in production")
  })

  test("an explicit BUILD_DIR is used as it is, and refused when it holds no complete build", () => {
    start()
    fs.cpSync(path.join(root, "build"), path.join(root, "copy"), { recursive: true })
    touch("app/page.ts", 5)
    expect(start({ BUILD_DIR: "copy" }).output).not.toContain("BUILT")
    fs.rmSync(path.join(root, "copy/node/build.json"))
    const refused = start({ BUILD_DIR: "copy" })
    expect(refused.status).toBe(1)
    expect(refused.output).toContain("no complete build in")
  })

  test("a failed build stops the start with exit 1", () => {
    const { status, output } = start({ FAIL_BUILD: "1" })
    expect(status).toBe(1)
    expect(output).toContain("npm run build failed")
    expect(output).not.toContain("server in")
  })
})
