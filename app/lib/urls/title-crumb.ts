// Kept apart from the Breadcrumb component: the account pages import only this, so the component stays in
// the root's script instead of becoming a shared chunk of its own on every page (decision 015's budget).

/**
 * The handle of a page whose trail is its own title, linking to itself when the loader answers `href`, with
 * the text namespaces the page reads.
 */
export function titleCrumb(namespaces: string[], titleKey: string) {
  return {
    i18n: namespaces,
    breadcrumb: ({ t, data }: { t: (key: string) => string; data: unknown }) => [
      { label: t(titleKey), href: (data as { href?: string } | undefined)?.href },
    ],
  }
}
