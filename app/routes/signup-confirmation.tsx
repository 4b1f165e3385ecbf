import { data, Form, Link, redirect } from "react-router"

import { confirmSignup } from "#contract/signup"

import * as css from "../components/account-form.css"
import { formStyles, SubmitButton } from "../components/form"
import { ErrorSummaryBox } from "../components/form-messages"
import { FormToken } from "../components/form-token"
import { readForm } from "../lib/forms/read-form.server"
import { getInstance } from "../lib/i18n/i18n.server"
import { usePageTexts, useTranslation } from "../lib/i18n/translation"
import { shopContext } from "../lib/session/shop-context.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/signup-confirmation"

// The page of the link mailed for a sign-up request sent without the captcha's proof (docs/decisions/078):
// opening the link shows a button, and only pressing it (a post with the page's form token) confirms the
// request, so that a mail program or a scanner that opens every link confirms nothing. The token stays out
// of any other address: the post carries it, the answer redirects to ?done=1. The page, with the token in
// its address, is kept by no cache (document-cache.server.ts).

export function loader({ context, url }: Route.LoaderArgs) {
  const { t } = getInstance(context)
  const { locale } = context.get(shopContext)
  return {
    title: t("public-forms:signup.confirmTitle"),
    token: url.searchParams.get("token") ?? "",
    done: url.searchParams.get("done") === "1",
    signupHref: localizedPath(locale, "signup"),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request)
  const token = formData.get("token")
  const { locale } = context.get(shopContext)
  if (typeof token !== "string" || !token) return data({ problem: "invalid" as const }, { status: 422 })
  const answer = await shopApi(context).send(confirmSignup, { body: { token } })
  if (answer.ok) throw redirect(`${localizedPath(locale, "signupConfirmation")}?done=1`, 303)
  if (answer.kind === "validation") return data({ problem: "invalid" as const }, { status: 422 })
  return data({ problem: "failed" as const }, { status: answer.status >= 500 ? 503 : 422 })
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = {
  i18n: ["public-forms"],
  breadcrumb: ({ t }: { t: (key: string) => string }) => [{ label: t("pages.signup") }],
}

export default function SignupConfirmationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  usePageTexts("public-forms")
  if (loaderData.done)
    return (
      <article className={css.page}>
        <h1>{t("public-forms:signup.confirmedTitle")}</h1>
        <div className={formStyles.notice} role="status">
          <p>{t("public-forms:signup.sent")}</p>
        </div>
      </article>
    )
  const problem = actionData?.problem
  const noToken = !loaderData.token
  return (
    <article className={css.page}>
      <h1>{t("public-forms:signup.confirmTitle")}</h1>
      {problem || noToken ? (
        <ErrorSummaryBox
          id="confirm-problem"
          formErrors={[
            problem === "failed" ? t("public-forms:signup.failed") : t("public-forms:signup.linkInvalid"),
          ]}
          entries={[]}
          focus
        />
      ) : null}
      {noToken || problem === "invalid" ? (
        <p>
          <Link to={loaderData.signupHref}>{t("public-forms:signup.again")}</Link>
        </p>
      ) : (
        <Form method="post" className={formStyles.form}>
          <FormToken />
          <input type="hidden" name="token" value={loaderData.token} />
          <p>{t("public-forms:signup.confirmIntro")}</p>
          <div className={formStyles.actions}>
            <SubmitButton busyLabel={t("public-forms:signup.sending")}>
              {t("public-forms:signup.confirmButton")}
            </SubmitButton>
          </div>
        </Form>
      )}
    </article>
  )
}
