import type { UploadedFile } from './body.ts';
import type { Json } from './types.ts';

export interface RouteRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: Json;
  files: UploadedFile[];
}

/** `body` undefined (or status 204) means an empty response. */
export interface RouteResponse {
  status: number;
  body?: unknown;
}

export type RouteHandler = (req: RouteRequest) => RouteResponse | Promise<RouteResponse>;

interface Route {
  method: string;
  segments: string[];
  handler: RouteHandler;
}

/** Minimal method + path-pattern router (`/channels/:channel/messages`). */
export class Router {
  private readonly routes: Route[] = [];

  on(method: string, pattern: string, handler: RouteHandler): this {
    this.routes.push({ method: method.toUpperCase(), segments: split(pattern), handler });
    return this;
  }

  match(method: string, path: string): { handler: RouteHandler; params: Record<string, string> } | null {
    const parts = split(path);
    for (const route of this.routes) {
      if (route.method !== method.toUpperCase() || route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < parts.length && ok; i++) {
        const seg = route.segments[i]!;
        const part = parts[i]!;
        if (seg.startsWith(':')) params[seg.slice(1)] = part;
        else ok = seg === part;
      }
      if (ok) return { handler: route.handler, params };
    }
    return null;
  }
}

function split(path: string): string[] {
  return path
    .split('/')
    .filter((s) => s.length > 0)
    .map((s) => decodeURIComponent(s));
}

export const ok = (body?: unknown): RouteResponse => ({ status: 200, body });
export const noContent = (): RouteResponse => ({ status: 204 });
