import { execFileSync } from "node:child_process"
import net from "node:net"

// Ports are chosen when a run starts, never written into a test: two runs on one machine (two clones,
// two developers, CI beside a developer) then never meet on a port. The kernel hands out a port that is
// free (a listener on port 0), which is let go at once for the server that will take it.

/** A TCP port that is free on 127.0.0.1 now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** The same, for a configuration file, which cannot wait for a promise (playwright.config.ts). */
export function freePortSync(): number {
  const script =
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }))
}

/** Whether something accepts TCP connections at host:port now (a second at most), for a configuration file. */
export function listensSync(host: string, port: number): boolean {
  const script = `const c=require('node:net').connect(${port},${JSON.stringify(host)});c.on('connect',()=>process.exit(0));c.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),1000)`
  try {
    execFileSync(process.execPath, ["-e", script], { stdio: "ignore" })
    return true
  } catch {
    return false
  }
}
