/**
 * The scripts a page loads before it is interactive, from its HTML: since decision 048 the module
 * preloads are a list in React Router's module script (`const preload=[…]`), added once the page is drawn,
 * and the route modules its dynamic imports; a script or preload element still counts. Not the route
 * manifest's modules of the other routes it lists, nor the polyfills the loader imports only in a browser
 * that lacks what they bring (decision 066). For the journeys and the bench (bench/run.ts).
 */
export function pageScripts(html: string): string[] {
  const listed = html.match(/const preload=(\[[^\]]*\])/)?.[1]
  return [
    ...new Set([
      ...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!),
      ...(listed ? (JSON.parse(listed) as string[]) : []),
      ...[...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].map((match) => match[1]!),
    ]),
  ].filter((script) => !script.startsWith("/assets/polyfills-"))
}
