// A PDF the API made, streamed on to the browser as a download (a resource route: no scripts needed),
// never cached or sniffed. Used by the offer PDF, the partner's invoice and the staff's copy of it.

/**
 * The API's PDF answer as the browser's download: saved under the API's own name when it gives one
 * (OFFER-13), else as `filename`; `ownName` always saves it as `filename` (INVOICE-4).
 */
export function pdfDownload(api: Response, filename: string, { ownName = false } = {}) {
  const apiName = ownName ? null : api.headers.get("content-disposition")
  const headers = new Headers({
    "Content-Type": "application/pdf",
    "Content-Disposition": apiName ?? `attachment; filename="${filename}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  })
  const length = api.headers.get("content-length")
  if (length) headers.set("Content-Length", length)
  return new Response(api.body, { status: 200, headers })
}
