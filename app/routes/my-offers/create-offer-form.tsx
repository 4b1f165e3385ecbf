import { Form, useNavigation } from "react-router"

import { FormToken } from "../../components/form-token"
import { useTranslation } from "../../lib/i18n/translation"
import { button } from "../../styles/utilities.css"

/** "Create an offer": a post to the new-offer page, which creates the empty offer and opens its editor. */
export function CreateOfferForm({ action }: { action: string }) {
  const { t } = useTranslation("offers")
  const navigation = useNavigation()
  const busy = navigation.state === "submitting" && navigation.formAction === action
  return (
    <Form method="post" action={action}>
      <FormToken />
      <button type="submit" className={button} aria-disabled={busy || undefined}>
        {busy ? t("editor.working") : t("create")}
      </button>
    </Form>
  )
}
