// The partners' pages of the back office (PARTNER-1 to PARTNER-5): the list, a partner's page, its prices.

export const PARTNERS_PATH = "/staff/partners"
export const partnerPath = (id: string) => `${PARTNERS_PATH}/${id}`
export const partnerPricesPath = (id: string) => `${PARTNERS_PATH}/${id}/prices`
