import { readForm } from "../../../lib/forms/read-form.server"
import { usePageTexts } from "../../../lib/i18n/translation"
import { staffMeta } from "../staff-meta"
import type { Route } from "./+types/faq-edit"
import { loadOrderedEntry, removeOrderedEntry, saveOrderedEntry } from "./ordered-content.server"
import { OrderedContentEdit } from "./ordered-content-edit"
import { FAQ_KIND } from "./ordered-kinds"

// One FAQ entry (CONTENT-8): ordered-content-edit.tsx. Without an id, a new one.

export const handle = { i18n: ["staff-content"] }

export const loader = ({ context, url, params }: Route.LoaderArgs) =>
  loadOrderedEntry(context, url, FAQ_KIND, params.id)

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const formData = await readForm(request)
  if (params.id && formData.get("intent") === "delete")
    return removeOrderedEntry(context, url, FAQ_KIND, params.id)
  return saveOrderedEntry(context, url, FAQ_KIND, params.id, formData)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffFaqEditPage({ loaderData, actionData }: Route.ComponentProps) {
  usePageTexts("staff-content")
  return <OrderedContentEdit kind={FAQ_KIND} loaded={loaderData} actionData={actionData} />
}
