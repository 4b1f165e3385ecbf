import { listFaqs } from "#contract/content"

import { ContentPage, contentPageHandle, contentPageMeta } from "../components/content-page"
import { loadContentPage } from "../lib/shop/content-page.server"
import type { Route } from "./+types/faq"

export const loader = ({ context }: Route.LoaderArgs) =>
  loadContentPage(context, listFaqs, "faq", ({ id, attributes: faq }) => ({
    kind: "question",
    id,
    question: faq.question,
    answer: faq.answer,
  }))

export const meta: Route.MetaFunction = contentPageMeta
export const handle = contentPageHandle("faq")

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage page="faq" blocks={loaderData.blocks} />
}
