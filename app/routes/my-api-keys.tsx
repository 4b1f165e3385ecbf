import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import { useEffect, useRef } from "react"
import { data, Form, Link, redirect } from "react-router"

import { ApiKeyBodySchema, createApiKey, listApiKeys, revokeApiKey } from "#contract/integrations"

import { DataTable } from "../components/data-table"
import { ErrorSummary, formStyles, SubmitButton, TextField } from "../components/form"
import { FormToken } from "../components/form-token"
import { RowActionForm } from "../components/row-action-form"
import { okUnlessFormOutage } from "../lib/forms/outage.server"
import { replyWithApiFailure } from "../lib/forms/read-form.server"
import { dateFormatters } from "../lib/i18n/date-formatters"
import { getInstance } from "../lib/i18n/i18n.server"
import { usePageTexts, useTranslation } from "../lib/i18n/translation"
import { readAccountPost } from "../lib/session/account-page.server"
import { requirePartnerSession } from "../lib/session/partner-session.server"
import { shopContext } from "../lib/session/shop-context.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/my-api-keys"
import * as css from "./my-api-keys.css"

// The partner's API keys for the integration API (API-4, decision 023): make one with a
// label, see it once, revoke one after a question. Every step is a plain form: the new key is answered by
// the action itself (never redirected through the session, so it is nowhere but in that one answer), the
// question is the action's answer too, and a revocation redirects back to the list.

const ID = /^\d{1,9}$/

export async function loader({ context }: Route.LoaderArgs) {
  const user = requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  const title = getInstance(context).t("account:apiKeys.title")
  const href = localizedPath(locale, "myApiKeys")
  if (!user.roles.product_export_api && !user.roles.order_export_api)
    return { title, href, allowed: false as const }
  const list = okUnlessFormOutage(context, await shopApi(context).send(listApiKeys))
  const dates = dateFormatters(locale)
  return {
    title,
    href,
    allowed: true as const,
    // none only on the answer to a post during an outage: the form shows again with what was typed
    // its dates written here, so that hydration builds no date format (decision 061)
    keys: list
      ? list.data.map((key) => ({
          id: key.id,
          ...key.attributes,
          createdAt: dates.moment(key.attributes.created_at),
          lastUsedAt: dates.moment(key.attributes.last_used_at),
          revokedAt: dates.moment(key.attributes.revoked_at),
        }))
      : null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, partner, api, formData, intent } = await readAccountPost(request, context)
  const listPath = localizedPath(locale, "myApiKeys")

  if (intent === "create") {
    const submission = parseWithZod(formData, { schema: ApiKeyBodySchema })
    if (submission.status !== "success")
      return data({ intent, result: submission.reply(), created: null, confirm: null }, { status: 422 })
    const answer = await api.send(createApiKey, { body: submission.value })
    if (!answer.ok)
      return data(
        {
          intent,
          result: replyWithApiFailure(submission, answer, { fallback: "account:apiKeys.failed" }),
          created: null,
          confirm: null,
        },
        { status: answer.status >= 500 ? 503 : 422 },
      )
    const { name, key, prefix } = answer.data.data.attributes
    // the one answer that carries the key: kept by no cache, and not in the browser's history
    return data(
      {
        intent,
        result: submission.reply({ resetForm: true }),
        created: { name, key, prefix },
        confirm: null,
      },
      { headers: { "Cache-Control": "no-store" } },
    )
  }

  const id = formData.get("id")
  if (typeof id !== "string" || !ID.test(id)) throw new Response("Bad request", { status: 400 })

  // the question before revoking: the same page with the question on top
  if (intent === "ask-revoke") return { intent, result: undefined, created: null, confirm: id }

  if (intent === "revoke") {
    const answer = await api.send(revokeApiKey, { params: { id } })
    if (answer.ok) partner.flashToast("account:apiKeys.revoked", "success")
    else
      partner.flashToast(answer.kind === "not_found" ? "account:apiKeys.notFound" : "account:apiKeys.failed")
    throw redirect(listPath, 303)
  }

  throw new Response("Unknown intent", { status: 400 })
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = {
  i18n: ["account"],
  breadcrumb: ({ t }: { t: (key: string) => string }) => [{ label: t("account:apiKeys.title") }],
}

type Keys = NonNullable<Extract<Route.ComponentProps["loaderData"], { allowed: true }>["keys"]>

export default function MyApiKeysPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  usePageTexts("account")
  if (!loaderData.allowed)
    return (
      <section aria-labelledby="api-keys-title">
        <h1 id="api-keys-title">{t("account:apiKeys.title")}</h1>
        <p>{t("account:apiKeys.forbidden")}</p>
      </section>
    )
  const { keys, href } = loaderData
  const asked = actionData?.confirm
    ? keys?.find((key) => key.id === actionData.confirm && !key.revoked_at)
    : null
  return (
    <section aria-labelledby="api-keys-title">
      <h1 id="api-keys-title">{t("account:apiKeys.title")}</h1>
      <p>{t("account:apiKeys.intro")}</p>
      <p>
        <a href="/api/docs#tag/Integrations">{t("account:apiKeys.docs")}</a>
      </p>
      {actionData?.created ? <NewKey created={actionData.created} /> : null}
      {asked ? <RevokeQuestion apiKey={asked} cancelHref={href} /> : null}
      {keys ? <KeyList keys={keys} /> : null}
      <CreateKeyForm lastResult={actionData?.intent === "create" ? actionData.result : undefined} />
    </section>
  )
}

/** The key just made, shown this once; with scripts it takes the focus so that it is read first. */
function NewKey({ created }: { created: { name: string; key: string } }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => ref.current?.focus(), [created.key])
  return (
    <section ref={ref} className={css.newKey} aria-labelledby="new-key-title" tabIndex={-1}>
      <h2 id="new-key-title">{t("account:apiKeys.createdTitle")}</h2>
      <p>{t("account:apiKeys.createdBody")}</p>
      <p>{t("account:apiKeys.createdLabel", { name: created.name })}</p>
      <code className={css.key}>{created.key}</code>
    </section>
  )
}

function RevokeQuestion({ apiKey, cancelHref }: { apiKey: Keys[number]; cancelHref: string }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => ref.current?.focus(), [apiKey.id])
  return (
    <section ref={ref} className={css.question} aria-labelledby="revoke-question-title" tabIndex={-1}>
      <h2 id="revoke-question-title">{t("account:apiKeys.confirmTitle")}</h2>
      <p>{t("account:apiKeys.confirmBody", { name: apiKey.name, prefix: apiKey.prefix })}</p>
      <div className={css.actions}>
        <Form method="post">
          <FormToken />
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="id" value={apiKey.id} />
          <SubmitButton className={css.danger} busyLabel={t("forms.sending")}>
            {t("account:apiKeys.confirm")}
          </SubmitButton>
        </Form>
        <Link to={cancelHref} className={css.secondary}>
          {t("account:apiKeys.cancel")}
        </Link>
      </div>
    </section>
  )
}

function KeyList({ keys }: { keys: Keys }) {
  const { t } = useTranslation()
  if (!keys.length) return <p role="status">{t("account:apiKeys.empty")}</p>
  return (
    <DataTable
      caption={t("account:apiKeys.caption")}
      rows={keys}
      rowKey={(key) => key.id}
      columns={[
        { name: t("account:apiKeys.name"), cell: (key) => key.name },
        {
          name: t("account:apiKeys.prefix"),
          className: css.nowrap,
          cell: (key) => <code>{key.prefix}…</code>,
        },
        { name: t("account:apiKeys.created"), cell: (key) => key.createdAt },
        { name: t("account:apiKeys.lastUsed"), cell: (key) => key.lastUsedAt ?? t("account:apiKeys.never") },
        {
          name: t("account:apiKeys.status"),
          cell: (key) =>
            key.revokedAt
              ? t("account:apiKeys.revokedOn", { date: key.revokedAt })
              : t("account:apiKeys.active"),
        },
        {
          name: t("account:apiKeys.actions"),
          actions: true,
          cell: (key) =>
            key.revoked_at ? null : (
              <RowActionForm intent="ask-revoke" id={key.id} className={css.danger}>
                {t("account:apiKeys.revoke")}
                <span className="visually-hidden"> “{key.name}”</span>
              </RowActionForm>
            ),
        },
      ]}
    />
  )
}

function CreateKeyForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: "create-api-key",
    lastResult,
    constraint: getZodConstraint(ApiKeyBodySchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ApiKeyBodySchema }),
  })
  const labels = { name: t("account:apiKeys.name") }
  return (
    <section className={css.createBox} aria-labelledby="create-key-title">
      <h2 id="create-key-title">{t("account:apiKeys.createTitle")}</h2>
      <Form method="post" {...getFormProps(form)} noValidate className={formStyles.form}>
        <FormToken />
        <input type="hidden" name="intent" value="create" />
        <ErrorSummary form={form} labels={labels} />
        <TextField field={fields.name} label={labels.name} hint={t("account:apiKeys.nameHint")} />
        <div className={formStyles.actions}>
          <SubmitButton busyLabel={t("forms.sending")}>{t("account:apiKeys.create")}</SubmitButton>
        </div>
      </Form>
    </section>
  )
}
