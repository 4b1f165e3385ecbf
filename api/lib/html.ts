// HTML written by the API (the HTML parts of mails): every value from a person or the catalogue goes in
// through escapeHtml, so a reference such as "<script>" arrives as text.

/** The text with & < > " ' written as character references. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
