import { parseWithZod } from "@conform-to/zod/v4"
import { data, redirect } from "react-router"

import { logIn, LoginSchema } from "#contract/accounts"

import * as css from "../components/content-page.css"
import { LoginForm } from "../components/login-form"
import { readForm, replyWithApiFailure } from "../lib/forms/read-form.server"
import { getInstance } from "../lib/i18n/i18n.server"
import { useTranslation } from "../lib/i18n/translation"
import { loginDeviceCookie } from "../lib/session/cookies.server"
import { partnerSessionContext } from "../lib/session/partner-session.server"
import { shopContext } from "../lib/session/shop-context.server"
import { mergeVisitorWishlist } from "../lib/shop/basket.server"
import { createApiClient } from "../lib/transport/api.server"
import { metaTags } from "../lib/urls/meta-tags"
import type { Route } from "./+types/login"

// The Partners zone login (ACCOUNT-3): the page scripts-off browsers use, and the action behind the header's
// login panel. After login the person goes to the root path (PAGE-5); a partner who has not accepted the
// terms meets the gate there.

export function loader({ context }: Route.LoaderArgs) {
  const partner = context.get(partnerSessionContext)
  const { locale } = context.get(shopContext)
  if (partner.user) throw redirect(`/${locale}`)
  const t = getInstance(context).t
  // a refresh that failed left a message for the login form (ACCOUNT-6)
  const loginError = partner.takeFlash("loginError")
  return { title: t("login.title"), loginError }
}

export async function action({ request, context }: Route.ActionArgs) {
  // The header's login panel is on shared pages too (lists, product pages, search, the home page with its
  // language stored: decisions 041, 047), which carry no form token: its post is proven ours by the
  // browser's Fetch Metadata, Origin or Referer instead. The panel exists only with scripts, in browsers
  // that send them all; the login page's own form carries its token, checked as before.
  const formData = await readForm(request, { originProof: true })
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 422 })
  const { locale } = context.get(shopContext)
  const deviceToken = await readDeviceToken(request)
  const answer = await createApiClient(context, { locale }).send(logIn, {
    body: { ...submission.value, ...(deviceToken ? { device_token: deviceToken } : {}) },
  })
  if (!answer.ok) {
    // ACCOUNT-3: the first of the server's email errors is what the person sees
    const failure =
      answer.kind === "validation" && answer.fieldErrors.email
        ? { ...answer, fieldErrors: { email: answer.fieldErrors.email.slice(0, 1) } }
        : answer
    return data(
      { result: replyWithApiFailure(submission, failure, { hideFields: ["password"] }) },
      // a refusal the form explains is a 422 to the browser; only a failing server is a 5xx
      { status: answer.status >= 500 ? 503 : 422 },
    )
  }
  context.get(partnerSessionContext).signIn(answer.data)
  // the visitor's wishlist joins the partner's, and its cookie is dropped
  const dropWishlist = await mergeVisitorWishlist(request, context, locale, answer.data.access_token)
  const headers = new Headers()
  if (dropWishlist) headers.append("Set-Cookie", dropWishlist)
  if (answer.data.device_token && answer.data.device_token !== deviceToken)
    headers.append("Set-Cookie", await loginDeviceCookie.serialize(answer.data.device_token))
  throw redirect(`/${locale}`, { status: 303, headers })
}

/** The device token this browser got at its last login, when its cookie holds a plausible one. */
async function readDeviceToken(request: Request): Promise<string | undefined> {
  const value: unknown = await loginDeviceCookie.parse(request.headers.get("Cookie"))
  return typeof value === "string" && value.length <= 200 ? value : undefined
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = {
  breadcrumb: ({ t }: { t: (key: string) => string }) => [{ label: t("nav.partnersZone") }],
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <article className={css.page}>
      <h1>{t("login.title")}</h1>
      <p>{t("login.intro")}</p>
      {loaderData.loginError ? (
        <p role="alert" className={css.section}>
          {t(loaderData.loginError)}
        </p>
      ) : null}
      <LoginForm id="login-page" lastResult={actionData?.result} />
    </article>
  )
}
