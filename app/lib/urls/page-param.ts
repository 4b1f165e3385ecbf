/** The page number of `?page=`, 1 when missing or not a number. */
export const pageParam = (url: URL) =>
  Math.max(1, Math.min(100_000, Math.floor(Number(url.searchParams.get("page"))) || 1))
