import { Component, type ReactNode } from "react"

import { isHydrating, reportClientError } from "../lib/transport/client-errors"

interface State {
  failed: boolean
  error: unknown
}

/**
 * MODE-7 around the whole root layout, which React Router's own boundaries cannot cover (an error there
 * reached its "Application Error" page): while the page hydrates, an error anywhere in the layout leaves
 * the server's page as it came. After hydration (a client navigation), the error is reported and the
 * page loaded as a document, which the server renders whole. On the server it changes nothing.
 */
export class KeepServerPage extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    if (isHydrating()) reportClientError(this.state.error, "hydration")
    else {
      reportClientError(this.state.error, "later")
      window.location.assign(window.location.href)
    }
    // the page on the screen stays until the document arrives
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- suspending keeps what is shown
    throw new Promise<never>(() => undefined)
  }
}
