/** MODE-4: the old-browser banner is for Internet Explorer (decided on the server from the User-Agent). */
export function isInternetExplorer(userAgent: string | null | undefined): boolean {
  return !!userAgent && /(MSIE \d|Trident\/\d)/.test(userAgent)
}

/** What "My sessions" says of a login's browser or program: its name and system, as far as its User-Agent tells. */
export interface DeviceDescription {
  /** a browser's name ("Firefox"), or a program's ("curl"); null when nothing is recognised */
  browser: string | null
  /** the operating system ("Windows", "Android"); null when it does not say */
  system: string | null
}

// the first that matches names it: Edge and Opera also say "Chrome", Chrome also says "Safari"
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrom(?:e|ium)\/|\bCriOS\//, "Chrome"],
  [/\bMSIE \d|\bTrident\/\d/, "Internet Explorer"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/^curl\//, "curl"],
  [/^Wget\//, "Wget"],
  [/^python-requests\/|^Python-urllib\//, "Python"],
  [/^node(?:-fetch)?\b|^undici\b/, "Node.js"],
  [/^PostmanRuntime\//, "Postman"],
  [/^Java\//, "Java"],
]
const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, "Windows"],
  [/\biPhone\b|\biPad\b|\biPod\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
]

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, system: null }
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
  return { browser, system }
}
