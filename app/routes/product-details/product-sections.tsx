import { DownloadLink } from "../../components/download-link"
import { Paragraphs } from "../../components/paragraphs"
import { type CardProduct, ProductCard } from "../../components/product-card"
import { SectionTabs } from "../../components/section-tabs"
import { SparePartItem } from "../../components/spare-part-item"
import { useTranslation } from "../../lib/i18n/translation"
import { DOCUMENT_FAILED } from "../../lib/urls/document-failed"
import * as css from "./product-details.css"
import type { ProductDetailsData } from "./product-details.server"

/** The product's related lists, texts, spare parts and documents, as tabs with scripts, sections without. */
export function ProductSections({ data }: { data: ProductDetailsData }) {
  const { t } = useTranslation()
  const a = data.product.attributes
  const cards = (items: CardProduct[]) =>
    items.length ? (
      <ul className={css.related}>
        {items.map((item) => (
          <li key={item.id}>
            <ProductCard product={item} headingLevel={3} />
          </li>
        ))}
      </ul>
    ) : (
      <p>{t("product-details:noItems")}</p>
    )

  return (
    <SectionTabs
      label={t("product-details:sections")}
      sections={[
        {
          id: "accessories",
          label: t("product-details:accessories"),
          content: cards(data.accessories),
        },
        { id: "options", label: t("product-details:options"), content: cards(data.options) },
        {
          id: "descriptions",
          label: t("product-details:descriptions"),
          content: (
            <>
              <Paragraphs text={a.description_tech_spec} />
              {a.popup_info ? <p>{a.popup_info}</p> : null}
            </>
          ),
        },
        {
          id: "spareParts",
          label: t("product-details:spareParts"),
          content: data.spareParts.length ? (
            <ul className={css.spareParts}>
              {data.spareParts.map((part) => (
                <li key={part.id}>
                  <SparePartItem part={part} />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("product-details:noSparePart")}</p>
          ),
        },
        {
          id: "technicalDocuments",
          label: t("product-details:technicalDocuments"),
          content: <TechnicalDocuments data={data} />,
        },
        { id: "similar", label: t("product-details:similar"), content: cards(data.similar) },
      ]}
    />
  )
}

/** CAT-30: the technical documents, each a download that says when it failed */
function TechnicalDocuments({ data }: { data: ProductDetailsData }) {
  const { t } = useTranslation()
  return data.documents.length ? (
    <>
      {data.documentFailed ? (
        // CAT-30: the page the failed document leads back to opens here (#document-failed)
        <p id={DOCUMENT_FAILED} role="alert" tabIndex={-1} className={css.documentFailed}>
          {t("product-details:documentFailed")}
        </p>
      ) : null}
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col">{t("product-details:documentType")}</th>
            <th scope="col">{t("product-details:documentName")}</th>
            <th scope="col">{t("product-details:documentSize")}</th>
            <th scope="col">{t("product-details:documentLanguage")}</th>
          </tr>
        </thead>
        <tbody>
          {data.documents.map((doc) => (
            <tr key={doc.id}>
              <td data-label={t("product-details:documentType")}>
                {t(`product-details:docTypes.${doc.type}` as "product-details:docTypes.user-manual")}
              </td>
              <td data-label={t("product-details:documentName")}>
                <DownloadLink
                  href={doc.href}
                  errorHref={data.documentFailedHref}
                  label={t("product-details:download", { name: doc.name })}
                  busyText={` ${t("product-details:downloading")}`}
                >
                  {doc.name}
                </DownloadLink>
              </td>
              <td data-label={t("product-details:documentSize")}>{doc.size}</td>
              <td data-label={t("product-details:documentLanguage")}>{doc.language.toUpperCase()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  ) : (
    <p>{t("product-details:noItems")}</p>
  )
}
