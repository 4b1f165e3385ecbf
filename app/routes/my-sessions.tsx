import { Form, redirect } from "react-router"

import { endOtherSessions, endSession, listSessions } from "#contract/accounts"

import { SubmitButton } from "../components/form"
import { FormToken } from "../components/form-token"
import { RowActionForm } from "../components/row-action-form"
import { okUnlessFormOutage } from "../lib/forms/outage.server"
import { dateFormatters } from "../lib/i18n/date-formatters"
import { getInstance } from "../lib/i18n/i18n.server"
import { usePageTexts, useTranslation } from "../lib/i18n/translation"
import { readAccountPost } from "../lib/session/account-page.server"
import { requirePartnerSession } from "../lib/session/partner-session.server"
import { shopContext } from "../lib/session/shop-context.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath } from "../lib/urls/pages"
import { describeUserAgent } from "../lib/user-agent"
import type { Route } from "./+types/my-sessions"
import * as css from "./my-sessions.css"

// "My sessions" (ASVS 5.0 7.5.2): the browsers and programs logged in to the partner's account, with the
// device, the network it was last used from and when, and a way to end any of them or every one but this.
// Every step is a plain form posted to this page and redirected back (with a message), so all of it works
// without scripts.

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function loader({ context }: Route.LoaderArgs) {
  requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  const { t } = getInstance(context)
  const answer = okUnlessFormOutage(context, await shopApi(context).send(listSessions))
  const dates = dateFormatters(locale)
  return {
    title: t("account:sessions.title"),
    // none only on the answer to a post during an outage
    sessions: answer
      ? answer.data.map((session) => ({
          id: session.id,
          current: session.attributes.current,
          device: describeUserAgent(session.attributes.user_agent),
          network: session.attributes.network,
          // written here, so that hydrating the page builds no date format (decision 061)
          lastSeen: dates.moment(session.attributes.last_seen_at)!,
          since: dates.moment(session.attributes.created_at)!,
          endsAt: dates.moment(session.attributes.ends_at)!,
        }))
      : null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, partner, api, formData, intent } = await readAccountPost(request, context)
  const back = () => redirect(localizedPath(locale, "mySessions"), 303)

  if (intent === "end-others") {
    const answer = await api.send(endOtherSessions)
    if (answer.ok)
      partner.flashToast(
        answer.data.meta.ended ? "account:sessions.endedOthers" : "account:sessions.noOthers",
        "success",
      )
    else partner.flashToast("account:sessions.failed")
    throw back()
  }
  if (intent === "end") {
    const id = formData.get("id")
    if (typeof id !== "string" || !SESSION_ID.test(id)) throw new Response("Bad request", { status: 400 })
    const answer = await api.send(endSession, { params: { id } })
    if (answer.ok) partner.flashToast("account:sessions.ended", "success")
    else partner.flashToast(answer.kind === "not_found" ? "account:sessions.gone" : "account:sessions.failed")
    throw back()
  }
  throw new Response("Unknown intent", { status: 400 })
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = {
  i18n: ["account"],
  breadcrumb: ({ t }: { t: (key: string) => string }) => [{ label: t("account:sessions.title") }],
}

type Session = NonNullable<Route.ComponentProps["loaderData"]["sessions"]>[number]

export default function MySessionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  usePageTexts("account")
  const { sessions } = loaderData
  const others = sessions?.filter((session) => !session.current) ?? []
  return (
    <section aria-labelledby="sessions-title">
      <h1 id="sessions-title">{t("account:sessions.title")}</h1>
      <p>{t("account:sessions.intro")}</p>
      {sessions ? (
        <ul className={css.list} aria-label={t("account:sessions.listLabel")}>
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      ) : null}
      {others.length ? (
        <Form method="post" className={css.endOthers}>
          <FormToken />
          <input type="hidden" name="intent" value="end-others" />
          <p>{t("account:sessions.endOthersHint", { count: others.length })}</p>
          <SubmitButton busyLabel={t("forms.sending")}>{t("account:sessions.endOthers")}</SubmitButton>
        </Form>
      ) : sessions ? (
        <p className={css.alone}>{t("account:sessions.alone")}</p>
      ) : null}
    </section>
  )
}

function SessionItem({ session }: { session: Session }) {
  const { t } = useTranslation()
  const { browser, system } = session.device
  const device =
    browser && system
      ? t("account:sessions.deviceOn", { browser, system })
      : (browser ?? system ?? t("account:sessions.unknownDevice"))
  const headingId = `session-${session.id}`
  return (
    <li className={session.current ? css.currentItem : css.item} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.device}>
        {device}
        {session.current ? <span className={css.badge}> {t("account:sessions.thisDevice")}</span> : null}
      </h2>
      <dl className={css.facts}>
        <div>
          <dt>{t("account:sessions.lastSeen")}</dt>
          <dd>{session.lastSeen}</dd>
        </div>
        <div>
          <dt>{t("account:sessions.network")}</dt>
          <dd>{session.network ?? t("account:sessions.unknownNetwork")}</dd>
        </div>
        <div>
          <dt>{t("account:sessions.since")}</dt>
          <dd>{session.since}</dd>
        </div>
        <div>
          <dt>{t("account:sessions.endsAt")}</dt>
          <dd>{session.endsAt}</dd>
        </div>
      </dl>
      {session.current ? null : (
        <RowActionForm intent="end" id={session.id} className={css.endButton}>
          {t("account:sessions.end")}
          <span className="visually-hidden">
            {" "}
            ({device}, {session.lastSeen})
          </span>
        </RowActionForm>
      )}
    </li>
  )
}
