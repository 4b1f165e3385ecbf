import { useTranslation } from "../lib/translation"
import type { Route } from "./+types/services"
import * as css from "../components/content-page.css"
import { Paragraphs } from "../components/paragraphs"
import { requireOk } from "../lib/api.server"
import { metaTags } from "../lib/meta"
import { loadPageMeta } from "../lib/page-meta.server"
import { shopApi } from "../lib/shop-context.server"

export async function loader({ context }: Route.LoaderArgs) {
  const [services, meta] = await Promise.all([shopApi(context).services(), loadPageMeta(context, "services")])
  return { services: requireOk(services).data.map((item) => ({ id: item.id, ...item.attributes })), meta }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.meta)

export const handle = {
  breadcrumb: ({ t }: { t: (key: string) => string }) => [{ label: t("breadcrumb.services") }],
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <article className={css.page}>
      <h1>{t("pages.services")}</h1>
      {loaderData.services.map((service) => (
        <section key={service.id} className={css.section} aria-labelledby={`service-${service.key}`}>
          <h2 id={`service-${service.key}`}>{service.title}</h2>
          <p>
            <strong>{service.summary}</strong>
          </p>
          <Paragraphs text={service.body} />
        </section>
      ))}
    </article>
  )
}
