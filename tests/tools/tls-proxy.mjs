// A TLS-terminating reverse proxy on loopback, configured like the nginx of README's deployment
// section: it keeps the public Host, appends the client's address to X-Forwarded-For, says
// X-Forwarded-Proto: https, and streams answers unbuffered to a server bound to 127.0.0.1.
//   PROXY_PORT=8443 UPSTREAM=http://127.0.0.1:3000 node tests/tools/tls-proxy.mjs
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:https';
import selfsigned from 'selfsigned';

/**
 * @param {{ port: number, upstream: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startTlsProxy({ port, upstream }) {
  const { private: key, cert } = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    days: 2,
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const target = new URL(upstream);
  const server = createServer({ key, cert }, (req, res) => {
    const headers = { ...req.headers };
    const chain = [headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    Object.assign(headers, { 'x-forwarded-for': chain, 'x-forwarded-proto': 'https', 'x-forwarded-host': req.headers.host ?? '' });
    const forward = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    forward.on('error', () => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway');
    });
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `https://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const proxy = await startTlsProxy({ port: Number(process.env.PROXY_PORT), upstream: String(process.env.UPSTREAM) });
  console.log(`TLS proxy on ${proxy.url} → ${process.env.UPSTREAM}`);
}
