import { listCookiesPolicySections } from "#contract/content"

import { ContentPage, contentPageHandle, contentPageMeta } from "../components/content-page"
import { loadContentPage } from "../lib/shop/content-page.server"
import type { Route } from "./+types/cookies-policy"

export const loader = ({ context }: Route.LoaderArgs) =>
  loadContentPage(context, listCookiesPolicySections, "cookies-policy", ({ id, attributes: section }) => ({
    kind: "section",
    id,
    anchor: `policy-${id}`,
    title: section.title,
    body: section.body,
  }))

export const meta: Route.MetaFunction = contentPageMeta
export const handle = contentPageHandle("cookiesPolicy")

export default function CookiesPolicyPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage page="cookiesPolicy" blocks={loaderData.blocks} />
}
