import { readForm } from "../../../lib/forms/read-form.server"
import { usePageTexts } from "../../../lib/i18n/translation"
import { staffMeta } from "../staff-meta"
import type { Route } from "./+types/faq-list"
import { loadOrderedList, moveEntry } from "./ordered-content.server"
import { OrderedContentList } from "./ordered-content-list"
import { FAQ_KIND } from "./ordered-kinds"

// The FAQ as the content role keeps it, in the shop's order (CONTENT-8): ordered-content-list.tsx.

export const handle = { i18n: ["staff-content"] }

export const loader = ({ context, url }: Route.LoaderArgs) => loadOrderedList(context, url, FAQ_KIND)

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await readForm(request)
  if (formData.get("intent") !== "move") throw new Response("Bad request", { status: 400 })
  return moveEntry(context, url, FAQ_KIND, formData)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffFaqListPage({ loaderData }: Route.ComponentProps) {
  usePageTexts("staff-content")
  return <OrderedContentList kind={FAQ_KIND} list={loaderData.list} count={loaderData.count} />
}
