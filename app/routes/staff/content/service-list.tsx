import { readForm } from "../../../lib/forms/read-form.server"
import { usePageTexts } from "../../../lib/i18n/translation"
import { staffMeta } from "../staff-meta"
import type { Route } from "./+types/service-list"
import { loadOrderedList, moveEntry } from "./ordered-content.server"
import { OrderedContentList } from "./ordered-content-list"
import { SERVICES_KIND } from "./ordered-kinds"

// The services as the content role keeps them, in the shop's order (CONTENT-8): ordered-content-list.tsx.

export const handle = { i18n: ["staff-content"] }

export const loader = ({ context, url }: Route.LoaderArgs) => loadOrderedList(context, url, SERVICES_KIND)

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await readForm(request)
  if (formData.get("intent") !== "move") throw new Response("Bad request", { status: 400 })
  return moveEntry(context, url, SERVICES_KIND, formData)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffServiceListPage({ loaderData }: Route.ComponentProps) {
  usePageTexts("staff-content")
  return <OrderedContentList kind={SERVICES_KIND} list={loaderData.list} count={loaderData.count} />
}
