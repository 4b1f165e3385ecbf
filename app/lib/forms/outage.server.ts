import type { RouterContextProvider } from "react-router"

import { shopContext } from "../session/shop-context.server"
import { type ApiFailure, type ApiResult, isOutage, requireOk } from "../transport/api.server"

/**
 * What a form page's loader cannot show the page without, except on the answer to a form posted while
 * the API cannot answer (its database down or restarting, ASVS 5.0 16.5.2): without scripts the page's
 * loaders run again for that answer, and there it is null, so the form shows again with what was typed
 * (the action's reply carries it) and the action's "try again" message, instead of the 503 page. With
 * scripts the loaders do not run after a failed post at all (React Router skips revalidation after 4xx/5xx).
 */
export function okUnlessFormOutage<T>(
  context: Readonly<RouterContextProvider>,
  result: ApiResult<T>,
  /** the page's own error for any other failure (the offers' 404 "offer not found"); else requireOk's */
  failure?: (failure: ApiFailure) => Response,
): T | null {
  if (!result.ok && isOutage(result) && context.get(shopContext).documentPost) return null
  if (!result.ok && failure) throw failure(result)
  return requireOk(result)
}
