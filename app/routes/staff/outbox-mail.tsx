import { Link } from "react-router"

import { getOutboxMail } from "#contract/staff-ops"

import { getLocale } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { requireStaffOk, staffApi } from "../../lib/transport/staff-api.server"
import type { Route } from "./+types/outbox-mail"
import * as opsCss from "./ops.css"
import { momentOf } from "./ops-format"
import { opsTitle } from "./ops-title.server"
import { staffMeta } from "./staff-meta"

// One kept mail: its headers and its plain-text part (the HTML part says the same and is never rendered
// in the back office: a mail's content is shown as text, whatever it holds).

export const handle = { i18n: ["staff-ops"] }

export async function loader({ context, url, params }: Route.LoaderArgs) {
  if (!/^[0-9A-Za-z-]{1,80}$/.test(params.id)) throw new Response("Not found", { status: 404 })
  const mail = requireStaffOk(
    await staffApi(context, url).send(getOutboxMail, { params: { id: params.id } }),
  ).data
  return {
    title: `${mail.attributes.subject} | ${opsTitle(context, "outbox.title")}`,
    mail: { ...mail.attributes, when: momentOf(mail.attributes.date, getLocale(context)) },
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffOutboxMailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff-ops")
  const { mail } = loaderData
  return (
    <article>
      <p>
        <Link to="/staff/outbox">{t("outbox.back")}</Link>
      </p>
      <h1>{mail.subject || t("outbox.noSubject")}</h1>
      <dl className={opsCss.facts}>
        <dt>{t("outbox.to")}</dt>
        <dd>{mail.to}</dd>
        <dt>{t("outbox.date")}</dt>
        <dd>{mail.when ?? ""}</dd>
        {mail.language ? (
          <>
            <dt>{t("outbox.language")}</dt>
            <dd>{mail.language}</dd>
          </>
        ) : null}
      </dl>
      <pre className={opsCss.mailText} tabIndex={0} aria-label={t("outbox.text")}>
        {mail.text}
      </pre>
    </article>
  )
}
