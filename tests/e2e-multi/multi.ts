import { execFile } from "node:child_process"
import fs from "node:fs"
import { promisify } from "node:util"

// What deploy/ci-multi-process.sh tells the journeys: the processes' own ports (nginx is the baseURL)
// and the environment file every process reads (deploy/partners-shop.env.example with CI's values).

export const PORTS = (process.env.MULTI_PORTS ?? "3361 3362 3363").split(/\s+/).filter(Boolean)

/** A process's own address, bypassing nginx: for checks that must reach every process. */
export const processUrl = (port: string, path: string) => `http://127.0.0.1:${port}${path}`

/** The environment file's variables (KEY=value lines, as systemd reads them). */
export function sharedEnv(): Record<string, string> {
  const file = process.env.MULTI_ENV_FILE ?? ".tmp/multi/env"
  const entries = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("#") && line.includes("="))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)] as const)
  return Object.fromEntries(entries)
}

/** `npm run staff -- …` on the processes' PostgreSQL database (the command opens it itself). */
export async function staffOnDatabase(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)("npm", ["run", "-s", "staff", "--", ...args], {
    env: { ...process.env, ...sharedEnv(), DATA_DIR: process.env.E2E_DATA_DIR ?? ".tmp/multi/staff-data" },
    timeout: 60_000,
  })
  return stdout
}
