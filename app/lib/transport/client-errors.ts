import { isRouteErrorResponse } from "react-router"

import type { ClientErrorReport } from "#contract/client-errors"

// MODE-7: scripts never replace a working server page with an error. While the page hydrates, an error
// leaves the server's HTML as it came: the component that meets it suspends for good, and React, which
// commits nothing of a hydration that has not finished, keeps the document, whose links and forms work as
// they do without scripts. The error goes to the server once (POST /api/client-errors), so operators
// learn what fails in the browsers of the field.

let reported = false

/**
 * Writes a script error to the console, and sends the page's first to the server; later ones are dropped
 * (one report per page).
 */
export function reportClientError(error: unknown, phase: ClientErrorReport["phase"]) {
  if (typeof window === "undefined") return
  console.error(error)
  if (reported) return
  reported = true
  const report: ClientErrorReport = {
    page: (location.pathname + location.search).slice(0, 2000),
    phase,
    message:
      (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000) || "?",
    stack: error instanceof Error ? error.stack?.slice(0, 8000) : undefined,
  }
  try {
    fetch("/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined)
  } catch {
    // nothing more to do: the page stays as it is
  }
}

/** True in the browser until the root layout has hydrated (it marks `<html data-hydrated>`). */
export function isHydrating() {
  return typeof document !== "undefined" && !("hydrated" in document.documentElement.dataset)
}

/** A promise that never settles: what a component throws to suspend for good. */
const never = new Promise<never>(() => undefined)

/**
 * Called first by an error boundary: while the page hydrates, an error the server did not render (the
 * server's own error page has its title, `#error-title`) is reported and the boundary suspends for good,
 * so the server's page stays. Returns otherwise.
 */
export function keepServerPageOnError(error: unknown) {
  if (!isHydrating() || isRouteErrorResponse(error) || document.getElementById("error-title")) return
  reportClientError(error, "hydration")
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- suspending is what keeps the page
  throw never
}
