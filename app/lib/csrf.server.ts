import { CSRF, CSRFError } from "remix-utils/csrf/server"
import { csrfCookie } from "./cookies.server"
import { env } from "./env.server"

export const csrf = new CSRF({ cookie: csrfCookie, formDataKey: "csrf", secret: env.sessionSecret })

/** Every form post is checked (DEVELOPERS.md, security by default); a failed check is a 403. */
export async function requireValidCsrf(request: Request, formData: FormData) {
  try {
    await csrf.validate(formData, request.headers)
  } catch (error) {
    if (error instanceof CSRFError)
      throw new Response("Invalid form token, please reload the page.", { status: 403 })
    throw error
  }
}
