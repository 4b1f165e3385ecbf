import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"

import { afterEach, describe, expect, it } from "vitest"

import { lockDataDir } from "../../api/lib/data-dir-lock"
import { filesOpenToOthers, looseDataDirWarning } from "../../api/lib/data-dir-permissions"

// Outbox mails with live set-your-password links and the database files must not be readable by every
// local user (0644). Whoever takes DATA_DIR writes owner-only files, and the start-up names what is open.
const mode = async (target: string) => ((await fs.stat(target)).mode & 0o777).toString(8)

describe("DATA_DIR is its owner's alone", () => {
  let umask = 0o022
  let dataDir = ""
  afterEach(async () => {
    process.umask(umask)
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it("files and folders made after taking the directory are 0600 and 0700, whatever the umask was", async () => {
    umask = process.umask(0o022)
    dataDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "partners-modes-")), "data")
    const lock = await lockDataDir(dataDir, "test")
    await fs.mkdir(path.join(dataDir, "outbox"))
    await fs.writeFile(path.join(dataDir, "outbox", "mail.eml"), "Subject: set your password")
    expect(await mode(dataDir)).toBe("700")
    expect(await mode(path.join(dataDir, "outbox"))).toBe("700")
    expect(await mode(path.join(dataDir, "outbox", "mail.eml"))).toBe("600")
    expect(await mode(lock.file)).toBe("600")
    expect(await filesOpenToOthers(dataDir)).toEqual([])
    expect(await looseDataDirWarning(dataDir)).toBeNull()
    await lock.release()
  })

  it("names what an older start left open, with the command that closes it", async () => {
    umask = process.umask(0o022)
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "partners-modes-"))
    await fs.writeFile(path.join(dataDir, "staff-key"), "secret", { mode: 0o644 })
    await fs.chmod(path.join(dataDir, "staff-key"), 0o644)
    expect(await filesOpenToOthers(dataDir)).toEqual([`${path.join(dataDir, "staff-key")} (644)`])
    expect(await looseDataDirWarning(dataDir)).toContain(`chmod -R go-rwx ${dataDir}`)
  })
})
