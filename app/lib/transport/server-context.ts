import { createContext } from "react-router"

export interface ServerContextValue {
  /** The in-process partners API (server.ts hands it in); unused when API_BASE_URL is set. */
  apiFetch: (request: Request) => Promise<Response>
  /**
   * Per-request nonce of the Content-Security-Policy, for React Router's inline scripts; a shared page
   * (decision 041) is rendered without it.
   */
  nonce: string
  requestId: string
  /** the visitor's network address (login throttling per address) */
  clientAddress: string
  /** the visitor's browser (its User-Agent), which the API records for "My sessions" at login */
  userAgent?: string | null
}

// server.ts and the server bundle are separate module instances, so server.ts takes this
// key from the build (build.entry.module.serverContext) rather than importing it.
export const serverContext = createContext<ServerContextValue>()

/**
 * A shared page (decision 041) has no nonce: the web shop names the hashes of its inline scripts in this
 * header, and server.ts turns them into the page's Content-Security-Policy and removes the header.
 */
export const SCRIPT_HASHES_HEADER = "X-Shop-Script-Hashes"
