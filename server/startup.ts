import type http from "node:http"

import { DatabaseUnavailableError } from "../api/db/bootstrap"
import { DataDirBusyError } from "../api/lib/data-dir-lock"
import { ConfigurationError } from "../api/lib/env"

// What server.ts's start-up needs besides wiring: the steps' failures as one sentence each (decision 029).

/**
 * A start-up step whose known failures (configuration, a busy data directory or port, a database that
 * cannot be opened) end the process with their one-sentence message and exit code 1.
 */
export function startupStep<T>(step: () => T): T {
  const fail = (error: unknown): never => {
    const known = [ConfigurationError, DataDirBusyError, DatabaseUnavailableError, PortUnavailableError]
    if (known.some((kind) => error instanceof kind)) console.error((error as Error).message)
    else console.error(error)
    process.exit(1)
  }
  try {
    const result = step()
    return (result instanceof Promise ? result.catch(fail) : result) as T
  } catch (error) {
    return fail(error)
  }
}

export class PortUnavailableError extends Error {}

export function listen(target: http.Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    target.once("error", (error: NodeJS.ErrnoException) => {
      const where = `${host}:${port}`
      if (error.code === "EADDRINUSE")
        reject(
          new PortUnavailableError(
            `Port ${where} is already in use: stop what uses it, or set PORT to a free port.`,
          ),
        )
      else if (error.code === "EACCES")
        reject(new PortUnavailableError(`Not allowed to listen on ${where}: set PORT to a port above 1023.`))
      else if (error.code === "EADDRNOTAVAIL")
        reject(
          new PortUnavailableError(
            `HOST ${host} is not an address of this machine: set HOST (e.g. 127.0.0.1).`,
          ),
        )
      else reject(error)
    })
    target.listen(port, host, resolve)
  })
}
