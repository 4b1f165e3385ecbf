import { useTranslation } from "../lib/translation"
import type { Route } from "./+types/company-info"
import * as css from "../components/content-page.css"
import { Paragraphs } from "../components/paragraphs"
import { requireOk } from "../lib/api.server"
import { metaTags } from "../lib/meta"
import { loadPageMeta } from "../lib/page-meta.server"
import { shopApi } from "../lib/shop-context.server"

export async function loader({ context }: Route.LoaderArgs) {
  const [sections, meta] = await Promise.all([
    shopApi(context).companyInfos(),
    loadPageMeta(context, "company-info"),
  ])
  return { sections: requireOk(sections).data.map((item) => ({ id: item.id, ...item.attributes })), meta }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.meta)

export const handle = {
  breadcrumb: ({ t }: { t: (key: string) => string }) => [{ label: t("breadcrumb.companyInfo") }],
}

export default function CompanyInfoPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <article className={css.page}>
      <h1>{t("pages.companyInfo")}</h1>
      {loaderData.sections.map((section) => (
        <section key={section.id} className={css.section} aria-labelledby={`section-${section.key}`}>
          <h2 id={`section-${section.key}`}>{section.title}</h2>
          <Paragraphs text={section.body} />
        </section>
      ))}
    </article>
  )
}
