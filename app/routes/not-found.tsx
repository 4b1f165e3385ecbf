import { NotFound } from "../components/not-found"
import type { Route } from "./+types/not-found"

// Any unknown path under a language: HTTP 404 with "Ooops" (PAGE-4).
export function loader(_: Route.LoaderArgs) {
  throw new Response("Not found", { status: 404 })
}

export const handle = {
  breadcrumb: ({ t }: { t: (key: string) => string }) => [{ label: t("breadcrumb.notFound") }],
}

export default function NotFoundPage() {
  return <NotFound />
}
