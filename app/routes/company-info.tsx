import { listCompanyInfos } from "#contract/content"

import { ContentPage, contentPageHandle, contentPageMeta } from "../components/content-page"
import { loadContentPage } from "../lib/shop/content-page.server"
import type { Route } from "./+types/company-info"

export const loader = ({ context }: Route.LoaderArgs) =>
  loadContentPage(context, listCompanyInfos, "company-info", ({ id, attributes: info }) => ({
    kind: "section",
    id,
    anchor: `section-${info.key}`,
    title: info.title,
    body: info.body,
  }))

export const meta: Route.MetaFunction = contentPageMeta
export const handle = contentPageHandle("companyInfo")

export default function CompanyInfoPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage page="companyInfo" blocks={loaderData.blocks} />
}
