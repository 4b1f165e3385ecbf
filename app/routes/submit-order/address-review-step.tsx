import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react"
import { Form, Link } from "react-router"

import type { Locale } from "#contract/locales"

import { formStyles, RadioGroupField, SubmitButton } from "../../components/form"
import { FormToken } from "../../components/form-token"
import { useTranslation } from "../../lib/i18n/translation"
import { localizedPath } from "../../lib/urls/pages"
import * as css from "../submit-order.css"
import type { Address } from "./checkout.server"
import type { ActionData, LoaderOf } from "./step-data"

// ORDER-11: an unverifiable or corrected delivery address opens a review; the person chooses the
// original or the corrected address. The corrected one is chosen to start with, when there is one.

export function AddressReviewStep({
  data: loaderData,
  actionData,
}: {
  data: LoaderOf<"address">
  actionData: ActionData
}) {
  const { t, i18n } = useTranslation("checkout")
  const { blocks, state } = loaderData
  const reviewed = blocks.filter((block) => state[block]?.review)
  const defaultValue = Object.fromEntries(
    reviewed.map((block) => [`${block}_choice`, state[block]!.review!.corrected ? "corrected" : "original"]),
  )
  const [form, fields] = useForm({ id: "address-check", lastResult: actionData?.result, defaultValue })
  const all = fields as unknown as Record<`${(typeof blocks)[number]}_choice`, FieldMetadata<unknown>>
  return (
    <Form method="post" {...getFormProps(form)} className={formStyles.form}>
      <FormToken />
      <h2>{t("steps.address")}</h2>
      <p>{t("review.intro")}</p>
      {reviewed.map((block) => {
        const review = state[block]!.review!
        const option = (value: "original" | "corrected", address: Address) => ({
          value,
          label: (
            <>
              <strong>{value === "corrected" ? t("review.corrected") : t("review.original")}</strong>
              <AddressLines address={address} />
            </>
          ),
        })
        return (
          <RadioGroupField
            key={block}
            field={all[`${block}_choice`]}
            legend={t(`blocks.${block}`)}
            hint={t(reviewHint(review), {
              postalCode: review.original.postal_code,
              city: review.original.city,
            })}
            options={[
              option("original", review.original),
              ...(review.corrected ? [option("corrected", review.corrected)] : []),
            ]}
            classNames={{
              group: css.group,
              legend: css.legend,
              hint: review.status === "unverifiable" ? css.warning : undefined,
              options: css.choices,
              option: css.choice,
            }}
          />
        )
      })}
      <div className={formStyles.actions}>
        <SubmitButton name="intent" value="address" busyLabel={t("busy")}>
          {t("review.use")}
        </SubmitButton>
        <Link to={localizedPath(i18n.language as Locale, "submitOrder")}>{t("change")}</Link>
      </div>
    </Form>
  )
}

/**
 * Why the address is shown again: corrected, a town that is not one of its postal code's (the check asks
 * rather than "correct" Gent's code to Brussels), a town it cannot check, or unverifiable.
 */
function reviewHint(review: { status: string; fields?: string[] }) {
  if (review.status === "corrected") return "review.whyCorrected"
  const fields = review.fields ?? []
  if (fields.includes("postal_code") && fields.includes("city")) return "review.townNotOfPostalCode"
  if (fields.length === 1 && fields[0] === "city") return "review.townUnchecked"
  return "review.whyUnverifiable"
}

/** An address as the post writes it, line by line (the review's choices and the summary). */
export function AddressLines({ address }: { address: Address }) {
  const { t } = useTranslation("checkout")
  return (
    <address className={css.address}>
      {address.line1}
      <br />
      {address.line2 ? (
        <>
          {address.line2}
          <br />
        </>
      ) : null}
      {address.postal_code} {address.city}
      <br />
      {t(`countries.${address.country}`, { defaultValue: address.country })}
    </address>
  )
}
