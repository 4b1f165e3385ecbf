import { getFormProps, useForm } from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import { data, Form, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router"

import {
  EXPORT_DELIMITERS,
  EXPORT_FILE_TYPES,
  EXPORT_FREQUENCIES,
  EXPORT_ITEM_KINDS,
  EXPORT_PRODUCT_SETS,
  ExportSettingsAttributesSchema,
  generateExport,
  generateQueryOf,
  getExportGenerationState,
  getExportSettings,
  listExportFiles,
  saveExportSettings,
} from "#contract/exports"
import { formatDateTime, formatFileSize } from "#contract/format"
import { formatHourOfDay } from "#contract/format-more"
import { intlLocale, type Locale, LOCALES } from "#contract/locales"

import {
  CheckboxField,
  ErrorSummary,
  RadioGroupField,
  SelectField,
  SubmitButton,
} from "../../components/form"
import { FormToken } from "../../components/form-token"
import { okUnlessFormOutage } from "../../lib/forms/outage.server"
import { readForm, replyWithApiFailure } from "../../lib/forms/read-form.server"
import { getInstance } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { shopContext } from "../../lib/session/shop-context.server"
import { shopApi } from "../../lib/transport/shop-api.server"
import { metaTags } from "../../lib/urls/meta-tags"
import { localizedPath } from "../../lib/urls/pages"
import { titleCrumb } from "../../lib/urls/title-crumb"
import type { Route } from "./+types/route"
import { BrandsField } from "./brands-field"
import * as css from "./export.css"
import { requireExportAccess } from "./export.server"
import { ExportFiles } from "./export-files"
import { describeFilters, exportState, formatPercent, lastGenerationOf } from "./export-view"
import { GenerationStatus } from "./generation-status"
import { SavedNotice, useSavedAnnouncement } from "./saved-notice"

// my-account/my-export (EXPORT-1 to EXPORT-8), one generation a day: the partner's export settings
// (saved, or saved and a file generated at once), the state of the file (generation-status.tsx: not
// generated, generating with its progress, ready, daily limit reached, failed) and the files made so far
// (export-files.tsx). The form is a plain POST (two buttons told apart by intent); with scripts the
// progress is read again every 2 seconds while a file is being made, without them a link reloads the page.

const INTENTS = ["save", "generate"] as const

/** The form's fields are the settings' attributes (API attribute names are the form's field names). */
const ExportSettingsFormSchema = ExportSettingsAttributesSchema

export async function loader({ context, url }: Route.LoaderArgs) {
  requireExportAccess(context)
  const { locale } = context.get(shopContext)
  const i18n = getInstance(context)
  const api = shopApi(context)
  const [settingsAnswer, generationAnswer, filesAnswer] = await Promise.all([
    api.send(getExportSettings),
    api.send(getExportGenerationState),
    api.send(listExportFiles),
  ])
  for (const answer of [settingsAnswer, generationAnswer, filesAnswer])
    if (!answer.ok && answer.kind === "forbidden") throw new Response("Forbidden", { status: 403 })
  const tag = intlLocale(locale)
  const languageNames = new Intl.DisplayNames([tag], { type: "language" })
  const page = {
    title: i18n.t("exports:title"),
    href: localizedPath(locale, "myExport"),
    accountHref: localizedPath(locale, "myAccount"),
    languages: LOCALES.map((code) => ({ value: code, label: languageNames.of(code) ?? code })),
    hours: Array.from({ length: 24 }, (_, hour) => ({
      value: String(hour),
      label: formatHourOfDay(hour, locale),
    })),
  }
  const settingsData = okUnlessFormOutage(context, settingsAnswer)
  const generationData = okUnlessFormOutage(context, generationAnswer)
  const filesData = okUnlessFormOutage(context, filesAnswer)
  // only on the answer to a post during an outage: the form shows again with what was typed, and the
  // action's "try again"; the state and the files, which the API could not give, are left out
  if (!settingsData || !generationData || !filesData)
    return {
      ...page,
      notice: null,
      settings: null,
      nextSend: null,
      lastGeneration: null,
      state: null,
      files: null,
    }
  const settings = settingsData.data.attributes
  const generation = generationData.data.attributes
  const files = filesData.data
  const state = exportState(generation, files, url.searchParams.has("limit"))
  const download = (id: string) => localizedPath(locale, "myExportDownload", { id })
  return {
    ...page,
    // after "save and generate", the notice says so while the file is being made; the status says the rest
    notice:
      url.searchParams.has("generated") && state.kind === "generating"
        ? "generated"
        : url.searchParams.has("saved") || url.searchParams.has("generated")
          ? "saved"
          : null,
    settings,
    nextSend: settings.next_send_date ? formatDateTime(settings.next_send_date, locale, "long") : null,
    lastGeneration: lastGenerationFormatted(lastGenerationOf(settings.last_generation_date, files), locale),
    state: {
      kind: state.kind,
      progress: state.progress,
      progressText: formatPercent(state.progress, locale),
      limitReached: state.limitReached,
      // EXPORT-3: refused is the answer to the partner's own request (an error box); otherwise the once a
      // day is information beside a file made today, not an error
      refused: url.searchParams.has("limit"),
      nextGeneration: formatDateTime(generation.next_generation_date, locale, "long"),
      file: state.file
        ? {
            name: state.file.attributes.name,
            href: state.file.attributes.status === "ready" ? download(state.file.id) : null,
          }
        : null,
    },
    files: files.map(({ id, attributes: file }) => ({
      id,
      name: file.name,
      date: formatDateTime(file.date, locale),
      filters: describeFilters(file.filters, (key, values) => i18n.t(key, values), locale),
      status: file.status,
      progress: formatPercent(file.progress, locale),
      size: formatFileSize(file.size, locale),
      href: file.status === "ready" ? download(id) : null,
    })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireExportAccess(context)
  const { locale } = context.get(shopContext)
  const formData = await readForm(request)
  const intent = INTENTS.find((known) => known === formData.get("intent"))
  if (!intent) throw new Response("Unknown intent", { status: 400 })
  const submission = parseWithZod(formData, { schema: ExportSettingsFormSchema })
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 })
  const api = shopApi(context)
  const saved = await api.send(saveExportSettings, {
    body: { data: { type: "export-settings", attributes: submission.value } },
  })
  if (!saved.ok)
    return data(
      {
        result: replyWithApiFailure(submission, brandErrorsOnTheGroup(saved), {
          fallback: "exports:settings.saveFailed",
        }),
      },
      { status: saved.status >= 500 ? 503 : 422 },
    )
  const href = localizedPath(locale, "myExport")
  if (intent === "save") throw redirect(`${href}?saved`, 303)
  const generated = await api.send(generateExport, { query: generateQueryOf(submission.value) })
  if (generated.ok) throw redirect(`${href}?generated`, 303)
  // EXPORT-3: a second generation the same day is refused; the settings are saved all the same, and the
  // page says "cannot regenerate the CSV today" in its status (a redirect, so a reload sends nothing again)
  if (generated.kind === "rate_limited") throw redirect(`${href}?limit`, 303)
  return data(
    {
      result: replyWithApiFailure(submission, brandErrorsOnTheGroup(generated), {
        fallback: "exports:settings.generateFailed",
      }),
    },
    { status: generated.status >= 500 ? 503 : 422 },
  )
}

const lastGenerationFormatted = (date: string | null, locale: Locale) =>
  date ? formatDateTime(date, locale, "long") : null

/** The API names a brand's error by its place ("brands.2"); the form shows it beside the brands' group. */
function brandErrorsOnTheGroup<F extends { kind: string }>(failure: F): F {
  if (failure.kind !== "validation") return failure
  const { fieldErrors } = failure as F & { fieldErrors: Record<string, string[]> }
  const merged: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const name = /^brands(\.|\[)/.test(field) ? "brands" : field.replace(/^brands\[\]$/, "brands")
    merged[name] = [...new Set([...(merged[name] ?? []), ...messages])]
  }
  return { ...failure, fieldErrors: merged }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = titleCrumb(["exports"], "breadcrumb.myExport")

export function ErrorBoundary() {
  const error = useRouteError()
  const { t, i18n } = useTranslation("exports")
  const status = isRouteErrorResponse(error) ? error.status : 500
  const [title, message] =
    status === 403
      ? [t("forbidden.title"), t("forbidden.message")]
      : [t("common:error.title"), t("common:error.tryLater")]
  return (
    <section aria-labelledby="export-error-title">
      <title>{`${title} | Belcater Pro`}</title>
      <h1 id="export-error-title">{title}</h1>
      <p>{message}</p>
      <p>
        <Link to={localizedPath(i18n.language as Locale, "myAccount")}>{t("forbidden.back")}</Link>
      </p>
    </section>
  )
}

/** The saved settings as the form's fields hold them (strings; a ticked box is "on"). */
function formValuesOf(settings: NonNullable<Route.ComponentProps["loaderData"]["settings"]>) {
  return {
    brands: settings.brands.map(String),
    file_type: settings.file_type,
    delimiter: settings.delimiter,
    lang: settings.lang,
    include_old: settings.include_old ? "on" : undefined,
    products: settings.products,
    items: settings.items,
    frequency: settings.frequency,
    send_hour: String(settings.send_hour),
  }
}

export default function MyExportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("exports")
  const { settings } = loaderData
  const [form, fields] = useForm({
    id: "export-settings",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ExportSettingsFormSchema),
    defaultValue: settings ? formValuesOf(settings) : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ExportSettingsFormSchema }),
  })
  const labels = {
    items: t("settings.items"),
    products: t("settings.products"),
    brands: t("settings.brands"),
    include_old: t("settings.includeOld"),
    file_type: t("settings.fileType"),
    delimiter: t("settings.delimiter"),
    lang: t("settings.lang"),
    frequency: t("settings.frequency"),
    send_hour: t("settings.sendHour"),
  }
  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }))
  const notice =
    loaderData.notice && !actionData
      ? t(loaderData.notice === "generated" ? "settings.generated" : "settings.saved")
      : null
  useSavedAnnouncement(notice)
  return (
    <section aria-labelledby="my-export-title" className={css.page}>
      <h1 id="my-export-title">{t("title")}</h1>
      <p className={css.intro}>{t("intro")}</p>
      {loaderData.state ? <GenerationStatus state={loaderData.state} href={loaderData.href} /> : null}
      {/* EXPORT-2 and decision 077: with scripts the page stays where the form is (no scroll reset) */}
      <Form
        method="post"
        {...getFormProps(form)}
        preventScrollReset
        noValidate
        className={css.form}
        aria-labelledby="settings-title"
      >
        <h2 id="settings-title">{t("settings.title")}</h2>
        <FormToken />
        <ErrorSummary form={form} labels={labels} />
        <fieldset className={css.group}>
          <legend className={css.legend}>{t("settings.contents")}</legend>
          <div className={css.pair}>
            <RadioGroupField
              field={fields.items}
              legend={labels.items}
              options={options(EXPORT_ITEM_KINDS, "settings.itemKinds")}
            />
            <RadioGroupField
              field={fields.products}
              legend={labels.products}
              options={options(EXPORT_PRODUCT_SETS, "settings.productSets")}
            />
          </div>
          <BrandsField field={fields.brands} legend={labels.brands} />
          <CheckboxField field={fields.include_old} label={labels.include_old} />
        </fieldset>
        <fieldset className={css.group}>
          <legend className={css.legend}>{t("settings.format")}</legend>
          <div className={css.pair}>
            <RadioGroupField
              field={fields.file_type}
              legend={labels.file_type}
              options={options(EXPORT_FILE_TYPES, "settings.fileTypes")}
            />
            <RadioGroupField
              field={fields.delimiter}
              legend={labels.delimiter}
              hint={t("settings.delimiterHint")}
              options={options(EXPORT_DELIMITERS, "settings.delimiters")}
            />
          </div>
          <SelectField
            field={fields.lang}
            label={labels.lang}
            hint={t("settings.langHint")}
            options={loaderData.languages}
          />
        </fieldset>
        <fieldset className={css.group}>
          <legend className={css.legend}>{t("settings.schedule")}</legend>
          <RadioGroupField
            field={fields.frequency}
            legend={labels.frequency}
            hint={t("settings.frequencyHint")}
            options={options(EXPORT_FREQUENCIES, "settings.frequencies")}
          />
          <SelectField
            field={fields.send_hour}
            label={labels.send_hour}
            hint={t("settings.sendHourHint")}
            options={loaderData.hours}
          />
          {settings ? (
            <dl className={css.facts}>
              <dt>{t("settings.nextSend")}</dt>
              <dd>{loaderData.nextSend ?? t("settings.noNextSend")}</dd>
              <dt>{t("settings.lastGeneration")}</dt>
              <dd>{loaderData.lastGeneration ?? t("settings.never")}</dd>
            </dl>
          ) : null}
        </fieldset>
        {notice ? <SavedNotice text={notice} /> : null}
        <SettingsActions />
      </Form>
      {loaderData.files ? <ExportFiles files={loaderData.files} /> : null}
    </section>
  )
}

/** Save the settings, or save them and generate a file at once: two buttons told apart by intent. */
function SettingsActions() {
  const { t } = useTranslation("exports")
  return (
    <div className={css.actions}>
      <SubmitButton
        name="intent"
        value="save"
        busyLabel={t("common:forms.sending")}
        className={css.secondary}
      >
        {t("settings.save")}
      </SubmitButton>
      <SubmitButton name="intent" value="generate" busyLabel={t("common:forms.sending")}>
        {t("settings.generate")}
      </SubmitButton>
    </div>
  )
}
