import { type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import type { ShouldRevalidateFunctionArgs } from "react-router"
import { z } from "zod"

import { usePageTexts, useTranslation } from "../lib/i18n/translation"
import * as css from "./captcha-field.css"
import { ErrorList, formStyles } from "./form"

// The self-hosted captcha on a form (docs/decisions/006-captcha.md): the picture with a meaningful alt,
// or the question alternative as the answer field's own label. Both switches are plain submit buttons
// (name="intent"), so they work without scripts: the page's action answers with a fresh challenge and
// keeps everything typed. The answer field is keyed by the challenge, so a new challenge starts empty
// (it never takes the form's last value: an old answer is no use for a new challenge).

export interface CaptchaView {
  id: string
  kind: "image" | "question"
  imageUrl: string | null
  question: string | null
}

/** the intents of the captcha's buttons; a page's action answers each with a fresh challenge */
export const CAPTCHA_INTENTS = ["new-captcha", "captcha-question", "captcha-image"] as const

/** the captcha's buttons only carry the typed values along; they are not a submission */
export const CarryAlong = z.object({}).passthrough()

/**
 * conform's form for a page with a captcha: validated against its schema when sent (on blur, then on
 * input), while the captcha's buttons (and any other intent but "send") pass everything typed along.
 */
export function useCaptchaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  // the value is the schema's output when sent, the typed values as they are when carried along
  return useForm<z.input<Schema>, Record<string, unknown>>({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const intent = formData.get("intent")
      if (intent && intent !== "send") return parseWithZod(formData, { schema: CarryAlong })
      return parseWithZod(formData, { schema })
    },
  })
}

/** A captcha button's answer already brings the fresh challenge: no second one from the loader. */
export function keepActionCaptcha({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && "captcha" in actionResult) return false
  return defaultShouldRevalidate
}

/** the label of the answer field, also used by the form's error summary */
export function useCaptchaLabel(captcha: CaptchaView) {
  const { t } = useTranslation()
  usePageTexts("public-forms")
  return captcha.kind === "image"
    ? t("public-forms:captcha.imageLabel")
    : t("public-forms:captcha.questionLabel")
}

export function CaptchaField({
  captcha,
  field,
}: {
  captcha: CaptchaView
  /** the form's captcha_value field (its id, error id and errors) */
  field: FieldMetadata<unknown>
}) {
  const { t } = useTranslation()
  usePageTexts("public-forms")
  const isImage = captcha.kind === "image"
  const invalid = Boolean(field.errors?.length)
  const questionId = `${field.id}-question`
  const describedBy = [isImage ? field.descriptionId : null, invalid ? field.errorId : null].filter(Boolean)
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{t("public-forms:captcha.legend")}</legend>
      <input type="hidden" name="captcha_id" value={captcha.id} />
      <input type="hidden" name="captcha_kind" value={captcha.kind} />
      {isImage && captcha.imageUrl ? (
        <img
          className={css.image}
          src={captcha.imageUrl}
          alt={t("public-forms:captcha.imageAlt")}
          width={240}
          height={80}
        />
      ) : (
        <p id={questionId} className={css.question}>
          {captcha.question}
        </p>
      )}
      <div className={formStyles.field}>
        <label htmlFor={field.id} className={formStyles.label}>
          {isImage ? t("public-forms:captcha.imageLabel") : t("public-forms:captcha.questionLabel")}
        </label>
        {isImage ? (
          <p id={field.descriptionId} className={formStyles.hint}>
            {t("public-forms:captcha.imageHint")}
          </p>
        ) : null}
        <input
          key={captcha.id}
          id={field.id}
          name={field.name}
          type="text"
          className={formStyles.control}
          defaultValue=""
          required
          maxLength={20}
          autoComplete="off"
          autoCapitalize={isImage ? "characters" : "off"}
          spellCheck={false}
          inputMode={isImage ? "text" : "numeric"}
          aria-invalid={invalid || undefined}
          // the question is read out with the field: it is what the answer answers
          aria-describedby={[...(isImage ? [] : [questionId]), ...describedBy].join(" ") || undefined}
        />
        <ErrorList id={field.errorId} errors={field.errors} />
      </div>
      <div className={css.actions}>
        <button className={css.linkButton} type="submit" name="intent" value="new-captcha" formNoValidate>
          {isImage ? t("public-forms:captcha.newImage") : t("public-forms:captcha.newQuestion")}
        </button>
        <button
          className={css.linkButton}
          type="submit"
          name="intent"
          value={isImage ? "captcha-question" : "captcha-image"}
          formNoValidate
        >
          {isImage ? t("public-forms:captcha.useQuestion") : t("public-forms:captcha.useImage")}
        </button>
      </div>
    </fieldset>
  )
}
