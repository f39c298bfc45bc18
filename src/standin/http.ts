import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseBody, readRaw } from './body.ts';
import { ApiError, errors } from './errors.ts';
import type { Router } from './router.ts';
import type { StandInRuntime } from './runtime.ts';

const NO_AUTH = /^\/(interactions|webhooks)\//;

/** Serves `/api[/vN]/...` through the router and `/attachments/:id/:name` from the store. */
export function createRequestListener(router: Router, rt: StandInRuntime) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    handle(router, rt, req, res).catch((err: unknown) => {
      rt.config.log(`[standin] internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      send(res, 500, { message: 'Internal stand-in error', code: 0 });
    });
  };
}

async function handle(router: Router, rt: StandInRuntime, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const method = (req.method ?? 'GET').toUpperCase();

  const file = /^\/attachments\/(\d+)\/[^/]+$/.exec(url.pathname);
  if (file && method === 'GET') {
    const attachment = rt.state.attachments.get(file[1]!);
    if (!attachment) return send(res, 404, { message: 'Unknown attachment', code: 0 });
    res.writeHead(200, { 'content-type': attachment.contentType, 'content-length': attachment.bytes.length });
    res.end(attachment.bytes);
    return;
  }

  const api = /^\/api(?:\/v\d+)?(\/.*)$/.exec(url.pathname);
  const raw = await readRaw(req);
  if (!api) return send(res, 404, { message: '404: Not Found', code: 0 });
  const path = api[1]!;

  const match = router.match(method, path);
  if (!match) {
    rt.config.log(`[standin] unhandled REST route: ${method} ${path}`);
    rt.events.emit('unhandled', { method, path });
    return send(res, 404, { message: '404: Not Found', code: 0 });
  }
  if (overGlobalLimit(rt, path)) {
    rt.stats.rateLimited++;
    res.writeHead(429, { 'content-type': 'application/json', 'x-ratelimit-global': 'true', 'x-ratelimit-scope': 'global', 'retry-after': '1' });
    res.end(JSON.stringify({ message: 'You are being rate limited.', retry_after: 0.2, global: true, code: 0 }));
    return;
  }
  try {
    if (rt.config.token !== null && !NO_AUTH.test(path)) {
      const auth = req.headers.authorization ?? '';
      if (auth !== `Bot ${rt.config.token}`) throw errors.unauthorized();
    }
    let body;
    try {
      body = await parseBody(req.headers['content-type'], raw);
    } catch (err) {
      throw errors.invalidBody(`could not parse request body (${err instanceof Error ? err.message : String(err)})`);
    }
    const result = await match.handler({
      method,
      path,
      params: match.params,
      query: url.searchParams,
      headers: req.headers,
      body: body.json,
      files: body.files,
    });
    send(res, result.status, result.status === 204 ? undefined : result.body);
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.status >= 500 || err.code === 0) rt.config.log(`[standin] ${method} ${path} -> ${err.status} ${err.message}`);
      return send(res, err.status, { message: err.message, code: err.code });
    }
    throw err;
  }
}

/** Discord's global limit: a sliding second, interaction callbacks and webhooks not counted. */
function overGlobalLimit(rt: StandInRuntime, path: string): boolean {
  const limit = rt.config.globalRateLimit;
  if (limit === null || NO_AUTH.test(path)) return false;
  const now = Date.now();
  const window = rt.stats.globalWindow;
  while (window.length && window[0]! <= now - 1000) window.shift();
  if (window.length >= limit) return true;
  window.push(now);
  return false;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
