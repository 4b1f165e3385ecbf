import { listServices } from "#contract/content"

import { ContentPage, contentPageHandle, contentPageMeta } from "../components/content-page"
import { loadContentPage } from "../lib/shop/content-page.server"
import type { Route } from "./+types/services"

export const loader = ({ context }: Route.LoaderArgs) =>
  loadContentPage(context, listServices, "services", ({ id, attributes: service }) => ({
    kind: "section",
    id,
    anchor: `service-${service.key}`,
    title: service.title,
    lead: service.summary,
    body: service.body,
  }))

export const meta: Route.MetaFunction = contentPageMeta
export const handle = contentPageHandle("services")

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage page="services" blocks={loaderData.blocks} />
}
