import { redirect } from "react-router"

import { confirmStaffIdentity } from "#contract/staff"

import { readForm } from "../../lib/forms/read-form.server"
import { useTranslation } from "../../lib/i18n/translation"
import { staffSessionContext } from "../../lib/session/staff-session.server"
import { staffApi } from "../../lib/transport/staff-api.server"
import { STAFF_PATHS, staffNext } from "../../lib/urls/staff-paths"
import type { Route } from "./+types/confirm-identity"
import { postSecondFactor } from "./second-factor.server"
import { SecondFactorForms } from "./second-factor-forms"
import * as css from "./staff.css"
import { staffMeta } from "./staff-meta"
import { staffTitle } from "./staff-page.server"

// Re-authentication (docs/decisions/093): adding staff or changing a partner's prices needs a second factor
// typed within five minutes. When the API answers 403 reauthentication_required, staffApi sends the
// person here with the page to go back to (`next`); a right code leads back there, where the change is
// made again.

export function loader({ context, url }: Route.LoaderArgs) {
  return { title: staffTitle(context, "confirm.title"), next: staffNext(url.searchParams.get("next")) }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await readForm(request)
  const next = staffNext(url.searchParams.get("next"))
  const api = staffApi(context, url)
  const posted = await postSecondFactor(formData, (factor) =>
    api.send(confirmStaffIdentity, { body: factor }),
  )
  if (!posted.ok) {
    if ("failure" in posted) return posted.failure
    context.get(staffSessionContext).signOut("session.ended")
    throw redirect(`${STAFF_PATHS.login}?next=${encodeURIComponent(next)}`, 303)
  }
  context.get(staffSessionContext).flash("done", "confirm.done")
  throw redirect(next, 303)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffConfirmIdentityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff")
  return (
    <article className={css.narrow}>
      <h1>{t("confirm.title")}</h1>
      <p>{t("confirm.intro")}</p>
      <SecondFactorForms
        action={`${STAFF_PATHS.confirmIdentity}?next=${encodeURIComponent(loaderData.next)}`}
        actionData={actionData}
        allowRecovery
        submitLabel={t("confirm.submit")}
      />
    </article>
  )
}
