import { useTranslation } from "../lib/translation"
import type { Route } from "./+types/faq"
import * as css from "../components/content-page.css"
import { Paragraphs } from "../components/paragraphs"
import { requireOk } from "../lib/api.server"
import { metaTags } from "../lib/meta"
import { loadPageMeta } from "../lib/page-meta.server"
import { shopApi } from "../lib/shop-context.server"

export async function loader({ context }: Route.LoaderArgs) {
  const [faqs, meta] = await Promise.all([shopApi(context).faqs(), loadPageMeta(context, "faq")])
  return { faqs: requireOk(faqs).data.map((item) => ({ id: item.id, ...item.attributes })), meta }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.meta)

export const handle = {
  breadcrumb: ({ t }: { t: (key: string) => string }) => [{ label: t("breadcrumb.faq") }],
}

// Each answer is a <details>: open and closed without scripts, announced as a disclosure.
export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <article className={css.page}>
      <h1>{t("pages.faq")}</h1>
      {loaderData.faqs.map((faq) => (
        <details key={faq.id}>
          <summary>{faq.question}</summary>
          <Paragraphs text={faq.answer} />
        </details>
      ))}
    </article>
  )
}
