import type { IncomingMessage } from 'node:http';
import type { Json } from './types.ts';

/** A file part of a multipart request (`files[n]`). */
export interface UploadedFile {
  /** Form field name, e.g. `files[0]`. */
  field: string;
  /** The `n` of `files[n]` (matches `attachments[].id` in payload_json), or -1. */
  index: number;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export interface ParsedBody {
  json: Json;
  files: UploadedFile[];
}

export async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Parse a JSON or multipart/form-data (payload_json + files[n]) request body. */
export async function parseBody(contentType: string | undefined, raw: Buffer): Promise<ParsedBody> {
  if (raw.length === 0) return { json: {}, files: [] };
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) return parseMultipart(contentType!, raw);
  const text = raw.toString('utf8');
  const json = text.trim() ? (JSON.parse(text) as unknown) : {};
  return { json: (json ?? {}) as Json, files: [] };
}

async function parseMultipart(contentType: string, raw: Buffer): Promise<ParsedBody> {
  const request = new Request('http://standin.local/upload', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: raw,
  });
  const form = await request.formData();
  let json: Json = {};
  const files: UploadedFile[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') {
      if (field === 'payload_json') json = JSON.parse(value) as Json;
      continue;
    }
    const match = /^files\[(\d+)\]$/.exec(field) ?? /^file(\d*)$/.exec(field);
    files.push({
      field,
      index: match && match[1] ? Number(match[1]) : -1,
      filename: value.name || 'file',
      contentType: value.type || 'application/octet-stream',
      bytes: Buffer.from(await value.arrayBuffer()),
    });
  }
  return { json, files };
}
