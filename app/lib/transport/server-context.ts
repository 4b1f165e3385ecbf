import { createContext } from "react-router"

export interface ServerContextValue {
  /** The in-process partners API (server.ts hands it in); unused when API_BASE_URL is set. */
  apiFetch: (request: Request) => Promise<Response>
  /** Per-request nonce of the Content-Security-Policy, for React Router's inline scripts. */
  nonce: string
  requestId: string
  /** the visitor's network address (login throttling per address) */
  clientAddress: string
}

// server.ts and the server bundle are separate module instances (stack notes), so server.ts takes this
// key from the build (build.entry.module.serverContext) rather than importing it.
export const serverContext = createContext<ServerContextValue>()
