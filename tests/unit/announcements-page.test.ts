import { RouterContextProvider } from "react-router"
import { describe, expect, test } from "vitest"

import { createApiClient } from "../../app/lib/transport/api.server"
import { serverContext } from "../../app/lib/transport/server-context"
import {
  loadAnnouncement,
  loadAnnouncementList,
  unreadAnnouncements,
} from "../../app/routes/my-announcements/announcements.server"

// CONTENT-2 "Failed to fetch announcements": what the announcements pages read from the API when it fails
// (an answer with a server error, or no answer at all). The shop's real API client is used; only the
// transport under it, the in-process API's fetch, is replaced by one that fails as told.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

function apiAnswering(answer: (request: Request) => Promise<Response>) {
  const requests: Request[] = []
  const context = new RouterContextProvider()
  context.set(serverContext, {
    apiFetch: (request) => {
      requests.push(request)
      return answer(request)
    },
    nonce: "n",
    requestId: "test",
    clientAddress: "127.0.0.1",
  })
  return { api: createApiClient(context, { locale: "fr", token: "token" }), requests }
}

const listDocument = {
  data: [
    {
      type: "announcements",
      id: "7",
      attributes: {
        title: "Liste de prix 2027",
        date: "2026-10-30T09:00:00.000Z",
        preview: "La liste de prix 2027 est disponible.",
        audience: "all",
        is_read: false,
        read_at: null,
      },
    },
    {
      type: "announcements",
      id: "3",
      attributes: {
        title: "Livraison directe",
        date: "2026-10-12T09:00:00.000Z",
        preview: "Nous livrons vos clients.",
        audience: "wholesaler",
        is_read: true,
        read_at: "2026-11-20T10:00:00.000Z",
      },
    },
  ],
  meta: {
    pagination: { total: 12, count: 2, per_page: 10, current_page: 2, total_pages: 2 },
    unread: 5,
  },
}

describe("the announcements pages' reading of the API", () => {
  test("a list the API answers is shown in the page's language, unread ones marked", async () => {
    const { api, requests } = apiAnswering(() => Promise.resolve(json(200, listDocument)))
    const list = await loadAnnouncementList(api, "fr", 2)
    const url = new URL(requests[0]!.url)
    expect(url.pathname).toBe("/announcements")
    expect(url.searchParams.get("page[number]")).toBe("2")
    expect(requests[0]!.headers.get("accept-language")).toBe("fr")
    expect(requests[0]!.headers.get("authorization")).toBe("Bearer token")
    expect(list).toMatchObject({ failed: false, unread: 5, page: 2, totalPages: 2, total: 12 })
    if (list.failed) throw new Error("unreachable")
    expect(list.announcements.map((item) => [item.id, item.isRead, item.href])).toEqual([
      ["7", false, "/fr/mon-compte/mes-annonces/7"],
      ["3", true, "/fr/mon-compte/mes-annonces/3"],
    ])
    expect(list.announcements[0]!.date).toMatch(/30 oct\. 2026/)
  })

  test.each([
    ["a server error", () => Promise.resolve(json(500, { error: "internal", message: "boom" }))],
    ["an unavailable API", () => Promise.resolve(json(503, { status: "unavailable" }))],
    ["no answer at all", () => Promise.reject(new TypeError("fetch failed"))],
  ])("%s makes the list fail instead of breaking the page", async (_, answer) => {
    const { api } = apiAnswering(answer)
    expect(await loadAnnouncementList(api, "fr", 1)).toEqual({ failed: true })
    expect(await unreadAnnouncements(api)).toBeNull()
  })

  test.each([
    ["a server error", () => Promise.resolve(json(500, { error: "internal", message: "boom" }))],
    ["no answer at all", () => Promise.reject(new TypeError("fetch failed"))],
  ])("%s makes one announcement fail, not go missing", async (_, answer) => {
    const { api } = apiAnswering(answer)
    expect(await loadAnnouncement(api, "fr", "7")).toEqual({ failed: true })
  })

  test("a missing announcement, or an id that cannot be one, is not found", async () => {
    const { api, requests } = apiAnswering(() => Promise.resolve(json(404, { error: "not_found" })))
    expect(await loadAnnouncement(api, "fr", "7")).toEqual({ failed: false, notFound: true })
    for (const id of ["abc", "0", "12345678901", "1e3"])
      expect(await loadAnnouncement(api, "fr", id), id).toEqual({ failed: false, notFound: true })
    // only the plausible id reached the API
    expect(requests).toHaveLength(1)
  })
})
