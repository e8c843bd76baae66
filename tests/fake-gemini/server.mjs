// A stand-in for the Gemini API on loopback: real HTTP, the real routes and JSON shapes, and real
// SSE framing, so the actual @google/genai SDK can be pointed at it (GEMINI_BASE_URL).
//
// Failure modes are picked per request by a directive anywhere in the prompt text, `[[fake:MODE]]`,
// or for every request by FAKE_GEMINI_MODE. MODE is one of: ok, error500, error429, malformed,
// empty, safety, midstream, hang, slow:MS (answers after MS milliseconds).
import { createServer } from 'node:http';

export const FAKE_READING = [
  '🔮 The cards speak softly tonight. ',
  'Your first card opens the way, your second card shows the heart of the matter, ',
  'and the last one points to the path ahead. Trust what you already sense.',
];

const routePattern = /^\/(v1|v1beta)\/models\/([^/:]+):(generateContent|streamGenerateContent)$/;

/** @param {string} mode @param {string} text */
function directive(mode, text) {
  const match = /\[\[fake:([a-z0-9:]+)\]\]/.exec(text);
  return match?.[1] ?? mode;
}

function promptText(body) {
  const contents = Array.isArray(body?.contents) ? body.contents : [];
  return contents
    .flatMap((content) => (Array.isArray(content?.parts) ? content.parts : []))
    .map((part) => (typeof part?.text === 'string' ? part.text : ''))
    .join('\n');
}

function response(text, finishReason = 'STOP') {
  return {
    candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason, index: 0 }],
    usageMetadata: { promptTokenCount: 120, candidatesTokenCount: 60, totalTokenCount: 180 },
    modelVersion: 'fake-flash',
  };
}

function sendJson(res, status, payload) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(payload));
}

function sendError(res, status, statusText, message) {
  sendJson(res, status, { error: { code: status, message, status: statusText } });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ port?: number, host?: string, mode?: string }} [options]
 * @returns {Promise<{ url: string, port: number, requests: object[], close: () => Promise<void> }>}
 */
export async function startFakeGemini({ port = 0, host = 'localhost', mode = 'ok' } = {}) {
  /** @type {object[]} */
  const requests = [];
  const sockets = new Set();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/__requests') {
      if (req.method === 'DELETE') requests.length = 0;
      return sendJson(res, 200, { count: requests.length, requests });
    }
    const route = routePattern.exec(url.pathname);
    if (!route || req.method !== 'POST') return sendError(res, 404, 'NOT_FOUND', 'Unknown route');

    let raw = '';
    for await (const chunk of req) raw += chunk;
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return sendError(res, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload');
    }
    const [, apiVersion, model, method] = route;
    const text = promptText(body);
    const active = directive(mode, text);
    requests.push({ apiVersion, model, method, apiKey: req.headers['x-goog-api-key'], body, mode: active });

    if (!req.headers['x-goog-api-key']) return sendError(res, 403, 'PERMISSION_DENIED', 'API key missing');
    if (!text) return sendError(res, 400, 'INVALID_ARGUMENT', 'contents must not be empty');

    if (active === 'hang') return; // never answers; the client's timeout must end it
    if (active.startsWith('slow:')) await sleep(Number(active.slice(5)) || 0);
    if (active === 'error500') return sendError(res, 500, 'INTERNAL', 'Internal error');
    if (active === 'error429') return sendError(res, 429, 'RESOURCE_EXHAUSTED', 'Quota exceeded');

    if (method === 'generateContent') {
      if (active === 'malformed') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"candidates": [ {"content": ');
      }
      if (active === 'empty') return sendJson(res, 200, { candidates: [] });
      if (active === 'safety') return sendJson(res, 200, { promptFeedback: { blockReason: 'SAFETY' } });
      return sendJson(res, 200, response(FAKE_READING.join('')));
    }

    // streamGenerateContent?alt=sse: one `data: <JSON>` event per chunk, a blank line after each.
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const event = (payload) => res.write(`data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`);
    if (active === 'malformed') return res.end('data: {"candidates": [\n\n');
    if (active === 'empty') {
      event({ candidates: [] });
      return res.end();
    }
    if (active === 'safety') {
      event({ promptFeedback: { blockReason: 'SAFETY' } });
      return res.end();
    }
    for (const [index, chunk] of FAKE_READING.entries()) {
      if (active === 'midstream' && index === 1) {
        event({ error: { code: 500, message: 'Stream interrupted', status: 'INTERNAL' } });
        return res.end();
      }
      event(response(chunk, index === FAKE_READING.length - 1 ? 'STOP' : undefined));
      await sleep(20);
    }
    res.end();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
