/** MODE-4: the old-browser banner is for Internet Explorer (decided on the server from the User-Agent). */
export function isInternetExplorer(userAgent: string | null | undefined): boolean {
  return !!userAgent && /(MSIE \d|Trident\/\d)/.test(userAgent)
}
