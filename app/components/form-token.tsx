import { useOptionalRootData } from "../lib/session/root-data"

/**
 * The page's form token (CSRF), as a hidden field of its form. A shared page (decision 041) has none: the
 * same bytes go to every visitor, and its forms are proven ours by the browser's headers instead.
 */
export function FormToken() {
  const token = useOptionalRootData()?.csrfToken
  return token ? <input type="hidden" name="csrf" value={token} /> : null
}
