import net from "node:net"

/**
 * The network an address belongs to, as a person can recognise it without the address itself being kept:
 * an IPv4 address's /24 ("203.0.113.0/24"), an IPv6 address's /48 ("2001:db8:1::/48"). An IPv4 address
 * written as IPv6 (::ffff:203.0.113.7) is read as IPv4; anything else ("unknown", a name) is null.
 */
export function networkPrefix(address: string | undefined | null): string | null {
  if (!address) return null
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "")
  const version = net.isIP(plain)
  if (version === 4) {
    const [a, b, c] = plain.split(".")
    return `${a}.${b}.${c}.0/24`
  }
  if (version === 6) {
    const groups = expandIpv6(plain).slice(0, 3)
    // leading zeros dropped, as addresses are written
    return `${groups.map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/48`
  }
  return null
}

/** The eight groups of an IPv6 address, "::" filled in (an embedded IPv4 tail counts as two groups). */
function expandIpv6(address: string): string[] {
  const withoutZone = address.split("%")[0]!
  const [head = "", tail = ""] = withoutZone.split("::")
  const parts = (text: string) => (text ? text.split(":") : [])
  const tailParts = parts(tail).flatMap((part) =>
    part.includes(".")
      ? (() => {
          const [a, b, c, d] = part.split(".").map(Number) as [number, number, number, number]
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)]
        })()
      : [part],
  )
  const headParts = parts(head)
  if (!withoutZone.includes("::")) return [...headParts, ...tailParts]
  const missing = 8 - headParts.length - tailParts.length
  return [...headParts, ...Array.from({ length: missing }, () => "0"), ...tailParts]
}
