import type { ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

// A shop server that a test starts itself is given PORT=0: the kernel chooses a free port when the server
// listens, so no two servers (of this run or of another run on the machine) ever ask for the same one. The
// server writes where it listens to DATA_DIR/server.json once it is ready (server.ts; the staff command
// finds it there too), and that is where a test reads it.

interface ServerFile {
  pid: number
  port: number
}

function readServerFile(dataDir: string): ServerFile | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, "server.json"), "utf8")) as ServerFile
  } catch {
    return null // not written yet (the server is starting), or half written
  }
}

/** Forgets a server.json that a killed server left behind, before a new one is started on dataDir. */
export function forgetServerFile(dataDir: string) {
  fs.rmSync(path.join(dataDir, "server.json"), { force: true })
}

/**
 * Waits until the server started on dataDir serves; its port. `child` is the server process itself (its
 * pid is the one in server.json), or a launcher around it (npm start) that must not end meanwhile.
 */
export async function servingPort(
  dataDir: string,
  child: ChildProcess,
  { timeout = 180_000, launcher = false } = {},
): Promise<number> {
  // what the server says on stderr (when the test pipes it), for the message if it never serves
  let said = ""
  child.stderr?.on("data", (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2000)))
  const deadline = Date.now() + timeout
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `the server on ${dataDir} ended (exit ${child.exitCode ?? child.signalCode}): ${said.trim()}`,
      )
    const written = readServerFile(dataDir)
    if (written && (launcher || written.pid === child.pid)) {
      try {
        if ((await fetch(`http://127.0.0.1:${written.port}/api/health`)).ok) return written.port
      } catch {
        /* ready a moment ago and not answering yet */
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server on ${dataDir} did not start within ${timeout / 1000} s: ${said.trim()}`)
}
