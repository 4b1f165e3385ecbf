/**
 * CAT-30: the product page's query flag and the id of its message when a technical document could not be
 * downloaded (the document route sends the partner back with it; the page opens at the message).
 */
export const DOCUMENT_FAILED = "document-failed"
