import { z } from "zod"

// A page of a JSON:API list (meta.pagination): the same five numbers for every paged list.

export const PaginationSchema = z.object({
  total: z.number().int(),
  count: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  total_pages: z.number().int(),
})
export type Pagination = z.infer<typeof PaginationSchema>
