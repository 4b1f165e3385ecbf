import { createContext, useContext } from "react"

// The Content-Security-Policy nonce of this response, provided by entry.server.tsx. The browser never
// needs it after the first render, so on the client the context stays empty.
export const NonceContext = createContext<string | undefined>(undefined)
export const useNonce = () => useContext(NonceContext)
