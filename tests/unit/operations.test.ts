import { spawn } from "node:child_process"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"

import { afterEach, beforeEach, describe, expect, test } from "vitest"

import { DataDirBusyError, LOCK_FILE, lockDataDir, readLockOwner } from "../../api/lib/data-dir-lock"
import { ConfigurationError, readEnv } from "../../api/lib/env"

// Decision 029: one owner per data directory, and configuration errors an operator can read in one line.

describe("the configuration", () => {
  test("every problem in one line, naming the variable and what it must be", () => {
    let error: unknown
    try {
      readEnv({ PORT: "abc", LOG_LEVEL: "loud", DATABASE_URL: "mysql://root:hunter2@db/shop" })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigurationError)
    const message = (error as Error).message
    expect(message.split("\n")).toHaveLength(1)
    expect(message).toContain('PORT="abc": must be a port number from 0 to 65535')
    expect(message).toContain('LOG_LEVEL="loud"')
    expect(message).toContain("DATABASE_URL: DATABASE_URL must start with postgres://")
    // a URL or a secret may hold a password: never repeated
    expect(message).not.toContain("hunter2")
  })

  test("a short SESSION_SECRET, an unknown COOKIE_SECURE or the example file's placeholders stop the start", async () => {
    expect(() => readEnv({ SESSION_SECRET: "short" })).toThrow(
      /SESSION_SECRET: must be at least 32 characters/,
    )
    expect(() => readEnv({ COOKIE_SECURE: "sometimes" })).toThrow(/COOKIE_SECURE="sometimes"/)
    // ASVS 5.0 13.2.3: the example file's placeholders, copied unchanged, stop the start
    const example = await fs.readFile("deploy/partners-shop.env.example", "utf8")
    const fromExample = Object.fromEntries(
      example
        .split("\n")
        .filter((line) => /^(SESSION_SECRET|TOKEN_SECRET|DATABASE_URL)=/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    )
    expect(Object.keys(fromExample)).toHaveLength(3)
    let refusal = ""
    try {
      readEnv(fromExample)
    } catch (caught) {
      refusal = (caught as Error).message
    }
    for (const name of ["SESSION_SECRET", "TOKEN_SECRET", "DATABASE_URL"])
      expect(refusal).toContain(`${name}: is the example file's placeholder`)
    expect(refusal).not.toContain("CHANGE-ME")
    expect(readEnv({ SESSION_SECRET: "a-secret-of-our-own-0123456789-abcdef" }).SESSION_SECRET).toBeTruthy()
    expect(readEnv({}).PORT).toBe(3000)
  })

  test("STAFF_REAUTHENTICATION_SECONDS: five minutes unless set, whole seconds from 5 to 3600", () => {
    expect(readEnv({}).STAFF_REAUTHENTICATION_SECONDS).toBe(300)
    expect(readEnv({ STAFF_REAUTHENTICATION_SECONDS: "20" }).STAFF_REAUTHENTICATION_SECONDS).toBe(20)
    for (const wrong of ["0", "4", "3601", "1.5", "soon"])
      expect(() => readEnv({ STAFF_REAUTHENTICATION_SECONDS: wrong }), wrong).toThrow(
        `STAFF_REAUTHENTICATION_SECONDS="${wrong}": must be a whole number of seconds from 5 to 3600`,
      )
  })
})

describe("the data directory's lock", () => {
  let dataDir = ""
  const holders: ReturnType<typeof spawn>[] = []
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "partners-lock-"))
  })
  afterEach(async () => {
    for (const holder of holders.splice(0)) holder.kill("SIGKILL")
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  /** another living process, whose pid a lock file can name */
  function anotherProcess() {
    const holder = spawn("sleep", ["60"], { stdio: "ignore" })
    holders.push(holder)
    return holder
  }
  const writeLock = (owner: object | string) =>
    fs.writeFile(path.join(dataDir, LOCK_FILE), typeof owner === "string" ? owner : JSON.stringify(owner))

  test("taken by the first, refused to a second with a sentence naming the owner, free again once released", async () => {
    const lock = await lockDataDir(dataDir, "npm run db:seed")
    const owner = JSON.parse(await fs.readFile(lock.file, "utf8"))
    expect(owner).toMatchObject({ pid: process.pid, command: "npm run db:seed" })

    // the same lock as another living process holds it
    const holder = anotherProcess()
    await writeLock({ ...owner, pid: holder.pid, command: "The shop's server" })
    const refused = await lockDataDir(dataDir, "npm run db:migrate").catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DataDirBusyError)
    expect((refused as Error).message).toBe(
      `The shop's server (process ${holder.pid}, since ${owner.startedAt}) is using the data directory ${dataDir}: stop it first, or give this one another DATA_DIR.`,
    )
    expect(await readLockOwner(dataDir)).toMatchObject({ pid: holder.pid })

    // releasing removes only a lock that is ours: this one is the other process's now
    await lock.release()
    expect(await readLockOwner(dataDir)).toMatchObject({ pid: holder.pid })
  })

  test("a lock left by a process that died (kill -9, a power cut) is taken over", async () => {
    const holder = anotherProcess()
    await writeLock({ pid: holder.pid, command: "The shop's server", startedAt: "2026-11-25T08:00:00Z" })
    holder.kill("SIGKILL")
    await new Promise((resolve) => holder.once("exit", resolve))
    expect(await readLockOwner(dataDir)).toBeNull()
    const lock = await lockDataDir(dataDir, "The shop's server")
    expect(JSON.parse(await fs.readFile(lock.file, "utf8")).pid).toBe(process.pid)
    await lock.release()
    await expect(fs.access(lock.file)).rejects.toThrow()
  })

  test("a lock being written this instant is not taken over; one left empty for seconds is", async () => {
    await writeLock("")
    await expect(lockDataDir(dataDir, "npm run staff")).rejects.toBeInstanceOf(DataDirBusyError)
    const tenSecondsAgo = new Date(Date.now() - 10_000)
    await fs.utimes(path.join(dataDir, LOCK_FILE), tenSecondsAgo, tenSecondsAgo)
    const lock = await lockDataDir(dataDir, "npm run staff")
    await lock.release()
  })
})
