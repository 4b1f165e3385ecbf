import { parseWithZod } from "@conform-to/zod/v4"
import { data } from "react-router"

import type { ApiFailure } from "../../lib/transport/api.server"
import { CodeFormSchema, type FactorActionData, RecoveryFormSchema } from "./second-factor-forms"
import { replyToStaffFailure } from "./staff-forms.server"

/**
 * Reads the posted second factor (second-factor-forms.tsx) and sends it with `send`: the API's answer when
 * it took it, else the reply for the form it came from (422 with the field's message, throttle included).
 * An unknown intent is a 400.
 */
export async function postSecondFactor<T>(
  formData: FormData,
  send: (factor: { code: string } | { recovery_code: string }) => Promise<{ ok: true; data: T } | ApiFailure>,
) {
  const intent = formData.get("intent")
  if (intent !== "code" && intent !== "recovery") throw new Response("Unknown intent", { status: 400 })
  const reply = (result: FactorActionData["result"], status: number) =>
    ({ ok: false, failure: data({ intent, result } satisfies FactorActionData, { status }) }) as const
  const field = intent === "code" ? "code" : "recovery_code"
  const submission =
    intent === "code"
      ? parseWithZod(formData, { schema: CodeFormSchema })
      : parseWithZod(formData, { schema: RecoveryFormSchema })
  if (submission.status !== "success") return reply(submission.reply({ hideFields: [field] }), 422)
  const answer = await send(submission.value)
  if (answer.ok) return { ok: true, data: answer.data } as const
  if (answer.kind === "unauthorized") return { ok: false, unauthorized: true } as const
  const result = replyToStaffFailure(submission, answer, field, { hideFields: [field] })
  return reply(result, answer.status >= 500 ? 503 : 422)
}
