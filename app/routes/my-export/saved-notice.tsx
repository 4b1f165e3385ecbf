import { useEffect, useRef, useState } from "react"
import { useNavigation } from "react-router"

import { formStyles } from "../../components/form"
import { announce } from "../../components/toast"

/**
 * "Your settings have been saved", beside the buttons that saved them. Without scripts the page answering
 * the post opens with the focus on it (autofocus, as the error summary does: FORM-3, decision 039), so it
 * is read first and in view; with scripts the focus stays on the button pressed and the sentence is said
 * once in the messages' region (useSavedAnnouncement), so the notice is no live region of its own.
 */
export function SavedNotice({ text }: { text: string }) {
  // the server's markup and the hydrating render autofocus; a notice drawn after a post with scripts not
  const [scripted] = useState(
    () => typeof document !== "undefined" && document.documentElement.hasAttribute("data-hydrated"),
  )
  return (
    <p id="export-notice" tabIndex={-1} autoFocus={!scripted} className={formStyles.notice}>
      {text}
    </p>
  )
}

/** Decision 077: after the settings' post (with scripts), its notice said once, when the page is back. */
export function useSavedAnnouncement(notice: string | null) {
  const navigation = useNavigation()
  const posted = useRef(false)
  useEffect(() => {
    if (navigation.state === "submitting") posted.current = true
    if (navigation.state !== "idle" || !posted.current) return
    posted.current = false
    if (notice) announce(notice)
  }, [navigation.state, notice])
}
