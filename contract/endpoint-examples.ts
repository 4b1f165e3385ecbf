import type { z } from "zod"

import type { Endpoint } from "./endpoint"

// Examples of an endpoint's request body and answers, for the OpenAPI document (what a partner's
// developer reads at /api/docs and what client generators show). They live apart from the descriptors
// so the web shop, which imports descriptors, never ships them; each is typed from the endpoint's own
// schemas, and tests/unit/openapi-examples.test.ts parses every one with them, so an example that drifts
// from the contract fails a test instead of misleading a partner.

type ResponseExamples<R> = {
  [S in keyof R]?: R[S] extends { schema: infer Z extends z.ZodType } ? z.input<Z> : never
}

export interface Examples<E extends Endpoint> {
  /** a request body the endpoint accepts */
  body?: E extends { body: infer B extends z.ZodType } ? z.input<B> : never
  /** an answer per status, as sent on the wire */
  responses?: ResponseExamples<E["responses"]>
}

interface StoredExamples {
  body?: unknown
  responses?: Record<number, unknown>
}

/** Every endpoint's examples, keyed by its descriptor; filled by the files in contract/examples/. */
export const endpointExamples = new Map<Endpoint, StoredExamples>()

/** States the examples of one endpoint. */
export function examples<const E extends Endpoint>(endpoint: E, given: Examples<E>) {
  endpointExamples.set(endpoint, given as StoredExamples)
}
