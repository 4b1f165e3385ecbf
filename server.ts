// The composition root: one Node process serving static files, the partners API under /api and the
// web shop (React Router) for everything else. It wires; it holds no business rules.
import crypto from "node:crypto"
import fs from "node:fs/promises"
import http from "node:http"
import path from "node:path"

import { getRequestListener } from "@hono/node-server"
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router"

import { createApi } from "./api/app"
import { prepareDatabase } from "./api/db/bootstrap"
import { defineJobs, scheduleJobs, startWatchers } from "./api/jobs"
import type { ViewerMemo } from "./api/lib/access"
import { lockDataDir, SERVER_OWNER } from "./api/lib/data-dir-lock"
import { looseDataDirWarning } from "./api/lib/data-dir-permissions"
import { DATABASE_RETRY_AFTER_SECONDS } from "./api/lib/database-outage"
import { readEnv } from "./api/lib/env"
import { createJobQueue } from "./api/lib/jobs"
import { createLogger, prettyStreams } from "./api/lib/log"
import { createMailer } from "./api/lib/mailer"
import { createFileStorage } from "./api/lib/storage"
import { signingSecret } from "./api/modules/accounts/signing-secrets"
import { SCRIPT_HASHES_HEADER } from "./app/lib/transport/server-context"
import { ROUTE_WORDS } from "./app/lib/urls/route-words"
import { requestHandlerPerLanguage } from "./app/lib/urls/routes-of-the-language.server"
import { isApiPath, toApiRequest } from "./server/api-mount"
import { createApiReferencePage } from "./server/api-reference-page"
import {
  ABORTED_STATUS,
  API_BODY_LIMIT,
  FORM_BODY_LIMIT,
  isStaffUploadPath,
  limitBody,
  STAFF_UPLOAD_BODY_LIMIT,
  UPLOAD_FORM_BODY_LIMIT,
} from "./server/body-limit"
import { compress } from "./server/compression"
import { crossOriginProblem, refusedCrossOrigin } from "./server/cross-origin"
import { forwardedRequest } from "./server/forwarded"
import { rawRefusals } from "./server/raw-refusal"
import { PAGE_METHODS, refusedMethod, refusedTarget, targetProblem } from "./server/request-target"
import { HSTS, securityHeaders } from "./server/security-headers"
import { listen, startupStep } from "./server/startup"
import { createStaticFiles } from "./server/static-files"

const dev = process.argv.includes("--dev")

// Start-up in the order that fails fast (decision 029): the configuration, this data directory's lock and the
// port are checked before the database is opened, migrated or seeded; each failure is one sentence on
// stderr and exit code 1, not a stack trace after ten seconds of seeding.
const env = startupStep(() => readEnv())
// one JSON line per event (api/lib/log.ts); readable lines in development
const log = createLogger(env.LOG_LEVEL, dev ? await prettyStreams() : undefined)
const dataDirLock = await startupStep(() => lockDataDir(env.dataDir, SERVER_OWNER))
const looseFiles = await looseDataDirWarning(env.dataDir)
if (looseFiles) log.warn(looseFiles)

// The port is taken now; until the shop is ready every request answers 503 with Retry-After, which a
// load balancer's health check and the test runner read as "not yet".
let ready: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | null = null
const server = http.createServer((req, res) => {
  if (ready) return ready(req, res)
  res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" })
  res.end("The shop is starting. Please try again in a few seconds.")
})
server.keepAliveTimeout = 5_000
await startupStep(() => listen(server, env.PORT, env.HOST))

const handle = await startupStep(() => prepareDatabase(env, log))
// Signing secrets: from the environment, else made once and kept in the database, so that every process
// on one database accepts the others' cookies and tokens (a secret in one process's folder did not).
process.env.SESSION_SECRET ??= await signingSecret(handle.db, "session")
const tokenSecret = env.TOKEN_SECRET ?? (await signingSecret(handle.db, "token"))
// the staff door's key: read by the staff command on this machine, so it stays beside this server
const staffKey = await persistentSecret(path.join(env.dataDir, "staff-key"))
const storage = createFileStorage(env, handle.db)
const mailer = createMailer({
  smtpUrl: env.SMTP_URL,
  requireTls: env.SMTP_REQUIRE_TLS === "1",
  outboxDir: path.join(env.dataDir, "outbox"),
  from: env.MAIL_FROM,
  log,
})
// every process takes jobs: the queue hands each job to one of them (api/lib/jobs.ts); creating its
// tables and schedules, and carrying over the jobs pg-boss 10 left, is start-up work, one process at a time
const jobs = createJobQueue({ handle, log })
defineJobs(jobs, { handle, log, mailer, storage, publicUrl: env.publicUrl })
await handle.withStartupLock(async () => {
  await jobs.start({ work: true })
  await scheduleJobs(jobs)
})
const stopWatchers = startWatchers(jobs, { handle, log })
const api = createApi({
  handle,
  log,
  staffKey,
  storage,
  mailer,
  outbox: { dir: path.join(env.dataDir, "outbox"), kept: !env.SMTP_URL },
  jobs,
  tokenSecret,
  publicUrl: env.publicUrl,
  providerEmail: env.PROVIDER_EMAIL,
  loginLifetimeSeconds: env.LOGIN_LIFETIME_HOURS * 60 * 60,
  staffReauthenticationSeconds: env.STAFF_REAUTHENTICATION_SECONDS,
  hourlyCaps: {
    contactMessages: env.CONTACT_MESSAGES_PER_HOUR,
    signupRequests: env.SIGNUP_REQUESTS_PER_HOUR,
    signupRequestsPerAddress: env.SIGNUP_REQUESTS_PER_ADDRESS_PER_HOUR,
    captchaChallengesPerAddress: env.CAPTCHA_CHALLENGES_PER_ADDRESS_PER_HOUR,
  },
})

// BUILD_DIR: where `npm run build` left the app (default ./build); a copy elsewhere lets test runs of one
// build go on while the next is being built
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build")

const vite = dev
  ? await import("vite").then(({ createServer }) =>
      createServer({ server: { middlewareMode: true }, appType: "custom" }),
    )
  : null
// React Router's request handler is built once in production (it compiles the route table); in
// development the build changes with every edit, so it is rebuilt per request from Vite.
const webShopHandler = vite
  ? async (request: Request, context: RouterContextProvider) => {
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild
      return createRequestHandler(build, "development")(request, context)
    }
  : requestHandlerPerLanguage(
      (await import(path.join(buildDir, "server/index.js"))) as ServerBuild,
      (build) => createRequestHandler(build, "production"),
    )
const serverContextKey = vite
  ? async () => ((await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild).entry.module
  : await (async () => {
      const entry = ((await import(path.join(buildDir, "server/index.js"))) as ServerBuild).entry.module
      return () => entry
    })()
const serveStatic = dev ? () => null : await createStaticFiles(path.join(buildDir, "client"))
// built with the app, and served in development too (a clear 503 when there is no build yet)
const serveApiReference = await createApiReferencePage(buildDir)

async function handleWebShop(request: Request, nonce: string, requestId: string, clientAddress: string) {
  const { serverContext } = (await serverContextKey()) as unknown as {
    serverContext: Parameters<RouterContextProvider["set"]>[0]
  }
  // the page's calls share one memo of the partner behind their token (api/lib/access.ts)
  const viewers: ViewerMemo = new Map()
  const apiFetch = (r: Request) => api.fetch(r, { viewers })
  const context = new RouterContextProvider(
    new Map([
      [
        serverContext,
        { apiFetch, nonce, requestId, clientAddress, userAgent: request.headers.get("user-agent") },
      ],
    ]),
  )
  return webShopHandler(request, context)
}

/** The caller's address: the socket's, or the proxy's X-Forwarded-For when TRUST_PROXY=1. */
function callerAddress(
  request: Request,
  incoming: { socket: { remoteAddress?: string } } | undefined,
): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim()
  if (env.TRUST_PROXY === "1" && forwarded) return forwarded
  return incoming?.socket.remoteAddress ?? "unknown"
}

// Handlers still running. A client that hangs up (a load test ending, a closed tab) closes its connection
// but not its handler, so shutdown waits for these, not only for connections, before it closes the
// database under them ("Cannot use a pool after calling end on the pool").
// QUICK-4: the quick order page posts a list file with its rows: its pages take the larger form body
const UPLOAD_PAGES = new Set(
  Object.entries(ROUTE_WORDS).map(([locale, words]) => `/${locale}/${words.quickOrder}`),
)

const running = new Set<Promise<Response>>()

function handleRequest(
  received: Request,
  nodeEnv?: { incoming?: { socket: { remoteAddress?: string } } },
): Promise<Response> {
  const work = respond(received, nodeEnv)
  running.add(work)
  void work.finally(() => running.delete(work)).catch(() => {})
  return work
}

async function respond(
  received: Request,
  nodeEnv?: { incoming?: { socket: { remoteAddress?: string } } },
): Promise<Response> {
  const url = new URL(received.url)
  // a path nothing further in could decode is refused here, once (server/request-target.ts)
  const problem = targetProblem(url.pathname)
  // the scheme the person used: behind a trusted proxy that ends TLS, the one it passes on; the socket's
  // own is always plain HTTP there, and HSTS would never be sent (ASVS 5.0 3.4.1, docs/security.md)
  let request = forwardedRequest(received, env.TRUST_PROXY === "1")
  const overHttps = new URL(request.url).protocol === "https:"
  // static files first: nothing of the per-request work below concerns them
  const file = problem ? null : serveStatic(received)
  if (file) {
    file.headers.set("X-Content-Type-Options", "nosniff")
    // a file shown on its own (an SVG, the favicon) is never framed by another site (ASVS 5.0 3.4.6)
    file.headers.set("Content-Security-Policy", "frame-ancestors 'none'")
    if (overHttps) file.headers.set("Strict-Transport-Security", HSTS)
    return file
  }
  const started = performance.now()
  const requestId = request.headers.get("x-request-id") ?? crypto.randomUUID()
  const nonce = crypto.randomBytes(16).toString("base64")
  // a write sent from another site's page is refused before its body is read (server/cross-origin.ts)
  const crossOrigin = problem ? null : crossOriginProblem(request)
  let response: Response
  try {
    const apiReference = problem ? null : serveApiReference(request)
    // the body, read whole up to its kind's limit before anything parses it (server/body-limit.ts)
    const limited =
      problem || crossOrigin || !request.body
        ? { request }
        : await limitBody(
            request,
            isStaffUploadPath(url.pathname)
              ? STAFF_UPLOAD_BODY_LIMIT
              : isApiPath(url.pathname)
                ? API_BODY_LIMIT
                : UPLOAD_PAGES.has(url.pathname)
                  ? UPLOAD_FORM_BODY_LIMIT
                  : FORM_BODY_LIMIT,
            isApiPath(url.pathname),
          )
    if ("request" in limited) request = limited.request
    if ("refusal" in limited) {
      // refused (413), or the sender went away mid-body
      response = limited.refusal
    } else if (problem) {
      response = refusedTarget(isApiPath(url.pathname))
    } else if (!isApiPath(url.pathname) && !PAGE_METHODS.includes(request.method)) {
      response = refusedMethod(false, PAGE_METHODS)
    } else if (crossOrigin) {
      response = refusedCrossOrigin(isApiPath(url.pathname))
    } else if (apiReference) {
      response = apiReference
    } else if (isApiPath(url.pathname)) {
      const clientAddress = callerAddress(request, nodeEnv?.incoming)
      response = await api.fetch(toApiRequest(request, { requestId, clientAddress }))
    } else {
      response = await handleWebShop(request, nonce, requestId, callerAddress(request, nodeEnv?.incoming))
    }
    response = await compress(request, response)
  } catch (error) {
    if (received.signal.aborted) {
      // the caller hung up and the work under way stopped with it: not a failure of ours (logged below as
      // aborted, with no stack trace)
      response = new Response(null, { status: ABORTED_STATUS })
    } else {
      log.error("request failed", { requestId, err: error })
      response = new Response("An error has occurred", {
        status: 500,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      })
    }
  }
  // headers of some responses are immutable: copy those before adding ours (a copy turns a body held
  // whole into a stream, so only when needed)
  try {
    response.headers.set("X-Request-Id", requestId)
  } catch {
    response = new Response(response.body, response)
    response.headers.set("X-Request-Id", requestId)
  }
  // a shared page's inline scripts are allowed by their hashes, which the web shop names (decision 041)
  const scriptHashes = response.headers.get(SCRIPT_HASHES_HEADER)
  response.headers.delete(SCRIPT_HASHES_HEADER)
  securityHeaders(response.headers, nonce, dev, response.status, overHttps, scriptHashes)
  // every 503 of the shop's pages means "not now" (the API or its database cannot answer): say when to
  // try again, as the API does (RFC 9110 10.2.3)
  if (response.status === 503 && !response.headers.has("retry-after"))
    response.headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS))
  log.info("request", {
    requestId,
    method: request.method,
    // a refused path is logged cut short, with what was wrong with it: the request's one line
    path: problem ? url.pathname.slice(0, 200) : url.pathname,
    ...(problem && { problem }),
    ...(crossOrigin && { refused: crossOrigin }),
    status: response.status,
    ...((response.status === ABORTED_STATUS || received.signal.aborted) && { aborted: true }),
    ms: Math.round(performance.now() - started),
  })
  return response
}

// A request that cannot even be made into a Request (a host header that is no host, a backslash in the
// path): Hono's adapter answers it with an empty 400 and no headers; ours carries the security headers and
// leaves a log line, as every other answer does.
const listener = getRequestListener(handleRequest, {
  errorHandler: (error) => {
    const requestError = error instanceof Error && error.name === "RequestError"
    log.warn(requestError ? "malformed request" : "request failed before handling", {
      error: error instanceof Error ? error.message : String(error),
    })
    const response = new Response(requestError ? "Bad request" : "An error has occurred", {
      status: requestError ? 400 : 500,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    })
    securityHeaders(response.headers, crypto.randomBytes(16).toString("base64"), dev, response.status)
    return response
  },
})
const raw = rawRefusals(log, dev)
server.on("clientError", raw.onClientError)
ready = (req, res) => {
  if (raw.refused(req, res)) return
  if (vite) vite.middlewares(req, res, () => listener(req, res))
  else void listener(req, res)
}
const address = server.address()
const port = typeof address === "object" && address ? address.port : env.PORT
// where the staff command finds this server (api/staff-cli.ts)
await fs.writeFile(
  path.join(env.dataDir, "server.json"),
  JSON.stringify({ pid: process.pid, host: env.HOST, port }),
)
log.info(`listening on http://${env.HOST}:${port}`, { database: handle.kind, dev })

// Graceful shutdown: stop accepting, let in-flight requests finish, close the database.
let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  log.info("shutting down", { signal })
  const stopBy = Date.now() + 10_000
  const force = setTimeout(() => {
    log.warn("in-flight requests did not finish in time; closing anyway")
    server.closeAllConnections()
  }, 10_000)
  force.unref()
  await new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeIdleConnections()
  })
  // and the handlers of callers who hung up, within the same 10 s
  const deadline = new Promise((resolve) => setTimeout(resolve, Math.max(0, stopBy - Date.now())).unref())
  await Promise.race([Promise.allSettled([...running]), deadline])
  await vite?.close()
  stopWatchers()
  await jobs.stop()
  await handle.close()
  await fs.rm(path.join(env.dataDir, "server.json"), { force: true })
  await dataDirLock.release()
  log.info("stopped")
  process.exit(0)
}
process.on("SIGTERM", () => void shutdown("SIGTERM"))
process.on("SIGINT", () => void shutdown("SIGINT"))

/** A secret kept in DATA_DIR, made on first start. */
async function persistentSecret(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, "utf8")).trim()
  } catch {
    const secret = crypto.randomBytes(32).toString("base64url")
    await fs.writeFile(file, secret, { mode: 0o600 })
    return secret
  }
}
