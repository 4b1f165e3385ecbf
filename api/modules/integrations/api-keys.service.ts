import { randomBytes } from "node:crypto"

import { and, count, desc, eq, isNull, sql } from "drizzle-orm"

import { API_KEY_PREFIX, API_KEYS_MAX_ACTIVE } from "#contract/integrations"

import type { Database } from "../../db/client"
import { ApiError, notFound, unauthenticated, ValidationError } from "../../lib/errors"
import { resource } from "../../lib/jsonapi"
import { hashToken } from "../accounts/tokens"
import { apiKeys } from "./integrations.schema"

// A partner's API keys (decision 023): random, shown once, kept as a SHA-256 hash; each key counts its own
// requests in a fixed window on its row, so every server process on the database shares one count.

export type ApiKeyRow = typeof apiKeys.$inferSelect

export interface RateLimit {
  /** requests a key may make in a window */
  limit: number
  windowSeconds: number
}

/** 120 requests a minute per key: a sync of the whole catalogue in pages of 500 takes well under that. */
export const API_KEY_RATE_LIMIT: RateLimit = { limit: 120, windowSeconds: 60 }

/** A new key: the recognisable prefix and 32 random bytes (base64url, 43 characters). */
export const newApiKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`

/** What the partner sees of a key in lists: its first characters. */
const visiblePrefix = (key: string) => key.slice(0, API_KEY_PREFIX.length + 8)

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function apiKeyResource(row: ApiKeyRow) {
  return resource("api-keys" as const, row.id, {
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: iso(row.lastUsedAt),
    revoked_at: iso(row.revokedAt),
  })
}

export async function listApiKeys(db: Database, clientId: number): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.clientId, clientId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
}

/** Makes a key; the answer is the only time the key itself exists outside the caller's hands. */
export async function createApiKey(db: Database, clientId: number, name: string) {
  const [{ active } = { active: 0 }] = await db
    .select({ active: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.clientId, clientId), isNull(apiKeys.revokedAt)))
  if (active >= API_KEYS_MAX_ACTIVE)
    throw new ValidationError({ name: [`validation.apiKeysTooMany|max=${API_KEYS_MAX_ACTIVE}`] })
  const key = newApiKey()
  const [row] = await db
    .insert(apiKeys)
    .values({ clientId, name, prefix: visiblePrefix(key), keyHash: hashToken(key) })
    .returning()
  if (!row) throw new Error("the API key was not written")
  return { row, key }
}

/** Revokes one of the partner's keys (another's is a 404); a revoked key stays revoked as it was. */
export async function revokeApiKey(db: Database, clientId: number, id: number, now = new Date()) {
  const mine = and(eq(apiKeys.id, id), eq(apiKeys.clientId, clientId))
  const [row] = await db.select({ revokedAt: apiKeys.revokedAt }).from(apiKeys).where(mine)
  if (!row) throw notFound()
  if (!row.revokedAt) await db.update(apiKeys).set({ revokedAt: now }).where(mine)
}

/**
 * The partner (client id) of a key that is neither unknown nor revoked, or a 401; counts the request in
 * the key's window in one statement (the row's lock orders concurrent requests) and answers 429 with
 * Retry-After once the window's requests are used up.
 */
export async function useApiKey(db: Database, key: string, rule: RateLimit, now = new Date()) {
  const windowStart = sql`${apiKeys.requestWindowStartedAt}`
  const fresh = sql`(${windowStart} is null or ${windowStart} <= ${new Date(now.getTime() - rule.windowSeconds * 1000).toISOString()}::timestamptz)`
  const [row] = await db
    .update(apiKeys)
    .set({
      requestWindowStartedAt: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${windowStart} end`,
      requestCount: sql`case when ${fresh} then 1 else ${apiKeys.requestCount} + 1 end`,
      lastUsedAt: now,
    })
    .where(and(eq(apiKeys.keyHash, hashToken(key)), isNull(apiKeys.revokedAt)))
    .returning({
      clientId: apiKeys.clientId,
      windowStartedAt: apiKeys.requestWindowStartedAt,
      requestCount: apiKeys.requestCount,
    })
  if (!row) throw unauthenticated()
  if (row.requestCount > rule.limit) {
    const endsAt = row.windowStartedAt!.getTime() + rule.windowSeconds * 1000
    const wait = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000))
    throw new ApiError(429, "too_many_requests", `auth.tooManyRequests|seconds=${wait}`, {
      "Retry-After": String(wait),
    })
  }
  return row.clientId
}
