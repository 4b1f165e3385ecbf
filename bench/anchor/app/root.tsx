import { Links, Meta, Outlet, Scripts } from "react-router"

import type { RootData } from "../../../app/lib/session/root-data"

/**
 * The anchor's root: a document and nothing else. Its loader gives the shop's components what they read
 * of the root's data (the language and a partner with the basket role, so that cards show prices and the
 * basket button, as on a partner's list page).
 */
export function loader(): Pick<RootData, "locale" | "user" | "csrfToken"> {
  return {
    locale: "en",
    csrfToken: "",
    user: { firstName: "Bench", lastName: "Buyer", currency: "EUR", roles: { basket: true, prices: true } },
  }
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}
