// nginx from Debian (nginx-light), started by a test on 127.0.0.1 with a config of its own in a
// temp folder: nothing under /etc or /var, `daemon off` as a child process the test stops. It
// serves `root` as users deploy a built site, so Last-Modified, ETag and 304 are nginx's own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { tempDir } from '../cli/run.js'

export interface Nginx {
  url: string
  root: string
  stop(): Promise<void>
}

export const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0)

/** A port that was free a moment ago (nginx cannot listen on port 0 and tell which it got). */
async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

function config(dir: string, root: string, port: number): string {
  const temp = (name: string): string => path.join(dir, 'tmp', name)
  // As root, nginx's workers would run as nobody, who cannot read a private temp folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : ''
  return `${user}daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  types { text/html html; application/xml xml; text/plain txt; application/gzip gz; text/css css; application/javascript js; }
  default_type application/octet-stream;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.html;
  }
}
`
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Starts nginx over `root`; a port taken meanwhile by another process is tried again with another. */
export async function startNginx(root: string): Promise<Nginx> {
  if (NGINX === undefined) throw new Error('nginx is not installed: apt-get install nginx-light (.ci/run does it)')
  for (let attempt = 1; ; attempt++) {
    const dir = tempDir('lastmod-nginx-')
    mkdirSync(path.join(dir, 'tmp'))
    const port = await freePort()
    writeFileSync(path.join(dir, 'nginx.conf'), config(dir, root, port))
    const child: ChildProcess = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' })
    let exited = false
    const exit = new Promise<void>((resolve) => child.once('exit', () => {
      exited = true
      resolve()
    }))
    // Up to about 20 s for a busy machine to start it; it is usually up at once.
    for (let i = 0; i < 200 && !exited && !(await listening(port)); i++) await new Promise((resolve) => setTimeout(resolve, 100))
    if (!exited && (await listening(port))) {
      return {
        url: `http://127.0.0.1:${port}`,
        root,
        stop: async () => {
          if (!exited) child.kill('SIGTERM')
          await exit
        }
      }
    }
    if (!exited) child.kill('SIGKILL')
    await exit
    const log = (() => {
      try {
        return readFileSync(path.join(dir, 'error.log'), 'utf8')
      } catch {
        return ''
      }
    })()
    if (attempt >= 5 || !/Address already in use/.test(log)) throw new Error(`nginx did not start: ${log.trim()}`)
  }
}
