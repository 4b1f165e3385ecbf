/**
 * The channel staff content changes notify on (decision 098), sent inside the change's transaction so that
 * it is delivered on commit only; the API's answer cache of every process listens (catalogue-cache.ts).
 */
export const CONTENT_CHANNEL = "content_changed"
