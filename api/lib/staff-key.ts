import { timingSafeEqual } from "node:crypto"

import { ApiError } from "./errors"

/** The staff door's key check: a wrong or missing key finds nothing (404), as if the door were not there. */
export function requireStaffKey(header: string | undefined, staffKey: string | undefined) {
  const given = Buffer.from(header ?? "")
  const expected = Buffer.from(staffKey ?? "")
  if (!staffKey || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError(404, "not_found", "errors.notFound")
  }
}
