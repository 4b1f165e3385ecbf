// ACCOUNT-8: a partner who has not accepted the current terms is answered 403 gtc_not_accepted on every
// call but these, which let them learn their state, accept, or leave. The access middleware applies it;
// the OpenAPI document lists it.

/** Calls a partner may make before accepting the terms. */
export const GTC_EXEMPT: ReadonlySet<string> = new Set([
  "/auth/logout",
  "/auth/refresh",
  "/accept-gtc",
  "/users/me",
  "/settings",
  "/health",
])
