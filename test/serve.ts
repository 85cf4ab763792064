// A tiny static server for the built console: SPA fallback to index.html and gzip, so e2e tests
// and the bench see what a real host would send. With an API target it also stands in for the
// API host's routing: what a real Nexus serves (test/apiPaths.ts, the rule the dev server's
// API_URL proxy follows) is passed to the target; websockets (the serial console) are not.
// With --csp, pages are served under a strict Content-Security-Policy (STRICT_CSP), as a host that
// hardens the console would: the production build must run under it (the API walk serves it so).
// With --unknown-values, the API's JSON answers carry enum values the contract does not list.
// Usage: tsx test/serve.ts <dir> <port> [api-target-url] [--csp] [--unknown-values]
import {
  createServer,
  request,
  type IncomingMessage,
  type ServerResponse,
  type Server,
} from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { isApiRequest } from './apiPaths'
import { unknownAnswer } from './unknownAnswers'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map'])

/**
 * Passes the request on to the API host as it came (the host's own Host header, as changeOrigin).
 * With `unknownValues`, a JSON answer comes back with every enum value one the contract does not
 * list (test/unknownAnswers.ts), as from a rack newer than the console.
 */
function proxy(target: URL, req: IncomingMessage, res: ServerResponse, unknownValues: boolean) {
  const headers = { ...req.headers, host: target.host }
  // a body to rewrite comes uncompressed
  if (unknownValues) delete headers['accept-encoding']
  const upstream = request(
    new URL(req.url ?? '/', target),
    { method: req.method, headers },
    (answer) => {
      const json = /application\/json/.test(String(answer.headers['content-type'] ?? ''))
      if (!unknownValues || !json) {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (c: Buffer) => chunks.push(c))
      answer.on('end', () => {
        const { pathname } = new URL(req.url ?? '/', target)
        const body = unknownAnswer(req.method ?? 'GET', pathname, Buffer.concat(chunks).toString())
        const { 'content-length': _length, ...rest } = answer.headers
        res.writeHead(answer.statusCode ?? 502, rest).end(body)
      })
    },
  )
  upstream.on('error', (e) => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' })
    res.end(`API host unreachable: ${e.message}`)
  })
  req.pipe(upstream)
}

/** No script but the console's own files: no inline script, no eval. */
export const STRICT_CSP = "script-src 'self'"

export function serve(
  dir: string,
  port: number,
  apiTarget?: string,
  options: { csp?: boolean; unknownValues?: boolean } = {},
): Promise<Server> {
  const root = path.resolve(dir)
  const target = apiTarget ? new URL(apiTarget) : null
  const gzCache = new Map<string, Buffer>()
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (target && isApiRequest(url.pathname, req.headers.accept)) {
      proxy(target, req, res, options.unknownValues ?? false)
      return
    }
    let file = path.join(root, decodeURIComponent(url.pathname))
    if (!file.startsWith(root)) {
      res.writeHead(403).end()
      return
    }
    const isFile = await stat(file).then(
      (s) => s.isFile(),
      () => false,
    )
    // Unknown paths are console routes: the SPA decides what they show (including 'Page not found').
    if (!isFile) file = path.join(root, 'index.html')
    const ext = path.extname(file)
    const body = await readFile(file)
    // Keyed by size and mtime too, so a rebuild under a running server is picked up.
    const { size, mtimeMs } = await stat(file)
    const key = `${file}:${size}:${mtimeMs}`
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    }
    headers['Cache-Control'] = ext === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable'
    if (options.csp && ext === '.html') headers['Content-Security-Policy'] = STRICT_CSP
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let gz = gzCache.get(key)
      if (!gz) {
        gz = gzipSync(body, { level: 9 })
        gzCache.set(key, gz)
      }
      headers['Content-Encoding'] = 'gzip'
      res.writeHead(200, headers).end(gz)
      return
    }
    res.writeHead(200, headers).end(body)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

if (require.main === module) {
  const args = process.argv.slice(2)
  const [dir = 'dist', port = '4173', apiTarget] = args.filter((a) => !a.startsWith('--'))
  const csp = args.includes('--csp')
  const unknownValues = args.includes('--unknown-values')
  void serve(dir, Number(port), apiTarget, { csp, unknownValues }).then(() =>
    console.log(
      `serving ${dir} on http://127.0.0.1:${port}${apiTarget ? `, API from ${apiTarget}` : ''}${csp ? `, under ${STRICT_CSP}` : ''}`,
    ),
  )
}
