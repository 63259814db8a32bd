import { ERROR_CODES } from '@grimhunt/contracts';
import { DomainError } from '../errors/domain-error';
import { UUID_PATTERN } from '../persistence/sql';

/**
 * Limits at the edge: what a request may carry before any handler or query sees it. Bodies are parsed
 * here (JSON and forms) with caps on fields, keys and nesting depth; NUL characters and malformed ids are refused
 * with 400 by the access guard once the caller is known. Multipart uploads keep their own limits (@fastify/multipart).
 */
export interface EdgeLimits {
  /** Bytes of a JSON or form body. */
  bodyBytes: number;
  /** Fields of a form body. */
  formFields: number;
  /** Keys and array elements of a JSON body, all levels together. */
  jsonNodes: number;
  /** Nesting depth of a JSON body. */
  jsonDepth: number;
}

export const DEFAULT_EDGE_LIMITS: EdgeLimits = { bodyBytes: 256 * 1024, formFields: 100, jsonNodes: 20_000, jsonDepth: 32 };

/**
 * A refusal at the edge. Raised in a body parser or a hook, it reaches Nest's exception layer and the ErrorFilter
 * renders it like any domain error (`{ statusCode, code, message }`).
 */
export class EdgeError extends DomainError {
  constructor(message: string, code: string = ERROR_CODES.GENERIC_VALIDATION) {
    super(code, message);
  }
}

const UUID = UUID_PATTERN;

/** Route parameters and body fields that name a row by its uuid. Links (activation, sandbox orders) are not ids. */
const ID_PARAM = /^(id|[a-z]+Id)$/;
const NOT_UUID_PARAMS = new Set(['orderId']);
const ID_FIELDS = new Set(['userId', 'packageId', 'itemId', 'enemyId', 'regionId', 'huntingGroundId', 'recipientId', 'messageId']);

/** Depth of a JSON text, counted without parsing (a 10,000-deep text must not reach a recursive walker). */
export function jsonDepth(text: string, stopAt = Number.MAX_SAFE_INTEGER): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > stopAt) return max;
      }
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** Keys plus array elements of a parsed value, iteratively (no recursion), stopping past `stopAt`. */
export function countNodes(value: unknown, stopAt = Number.MAX_SAFE_INTEGER): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    const children = Array.isArray(v) ? v : Object.values(v as Record<string, unknown>);
    count += children.length;
    if (count > stopAt) return count;
    for (const child of children) if (child !== null && typeof child === 'object') stack.push(child);
  }
  return count;
}

/** Whether any string (or key) in the value holds a NUL character; iterative. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      if (Array.isArray(v)) stack.push(...v);
      else
        for (const [k, child] of Object.entries(v as Record<string, unknown>)) {
          if (k.includes('\u0000')) return true;
          stack.push(child);
        }
    }
  }
  return false;
}

/** JSON body parser: depth checked on the text, then parsed (prototype poisoning refused), then nodes counted. */
export function parseJsonBody(text: string, limits: EdgeLimits = DEFAULT_EDGE_LIMITS): unknown {
  if (text.trim() === '') return undefined;
  if (jsonDepth(text, limits.jsonDepth) > limits.jsonDepth)
    throw new EdgeError(`The body is nested too deeply (at most ${limits.jsonDepth} levels)`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, (key, value) => {
      if (key === '__proto__' || (key === 'constructor' && value && typeof value === 'object' && 'prototype' in value)) {
        throw new EdgeError('The body is not valid JSON');
      }
      return value;
    });
  } catch (error) {
    if (error instanceof EdgeError) throw error;
    throw new EdgeError('The body is not valid JSON');
  }
  if (countNodes(parsed, limits.jsonNodes) > limits.jsonNodes)
    throw new EdgeError(`The body has too many fields (at most ${limits.jsonNodes})`);
  return parsed;
}

/** Form body parser: fields counted before parsing; a repeated field becomes a list (as fast-querystring does). */
export function parseFormBody(text: string, limits: EdgeLimits = DEFAULT_EDGE_LIMITS): Record<string, string | string[]> {
  let fields = text ? 1 : 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 38 && ++fields > limits.formFields) break;
  if (fields > limits.formFields) throw new EdgeError(`The form has too many fields (at most ${limits.formFields})`);
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    const seen = out[key];
    if (seen === undefined) out[key] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else out[key] = [seen, value];
  }
  return { ...out };
}

export interface EdgeRequest {
  url: string;
  params?: unknown;
  query?: unknown;
  body?: unknown;
  isMultipart?: () => boolean;
}

/** Where a body parser leaves the refusal of a body it could not accept, for the checks after the access guard. */
const HELD_BODY_REFUSAL = Symbol('heldBodyRefusal');

/**
 * Keeps a body parser's refusal (invalid JSON, too many fields, too deep) on the request instead of answering at
 * once, so an anonymous caller of a protected route gets 401 before it learns anything about its body; the refusal
 * is answered by `refuseRequest` once the guards let the request through. (Size limits still answer 413 at once.)
 */
export function holdBodyRefusal(request: object, refusal: EdgeError): void {
  (request as { [HELD_BODY_REFUSAL]?: EdgeError })[HELD_BODY_REFUSAL] = refusal;
}

/**
 * The refusal of a request, or null: a body its parser refused, NUL characters anywhere, malformed ids in the path
 * or in id fields.
 */
export function refuseRequest(request: EdgeRequest): EdgeError | null {
  const held = (request as { [HELD_BODY_REFUSAL]?: EdgeError })[HELD_BODY_REFUSAL];
  if (held) return held;
  let rawUrl = request.url;
  try {
    rawUrl = decodeURIComponent(request.url);
  } catch {
    return new EdgeError('The address is not valid');
  }
  if (rawUrl.includes('\u0000') || containsNul(request.query) || containsNul(request.params))
    return new EdgeError('Text must not contain NUL characters');
  if (!request.isMultipart?.() && containsNul(request.body)) return new EdgeError('Text must not contain NUL characters');
  if (request.url.startsWith('/api/')) {
    for (const [name, value] of Object.entries((request.params ?? {}) as Record<string, unknown>)) {
      if (
        ID_PARAM.test(name) &&
        !NOT_UUID_PARAMS.has(name) &&
        !request.url.startsWith('/api/user/ActivateAccount/') &&
        typeof value === 'string' &&
        !UUID.test(value)
      ) {
        return new EdgeError(`${name} is not a valid id`);
      }
    }
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body) && !request.isMultipart?.()) {
      for (const field of ID_FIELDS) {
        const value = (body as Record<string, unknown>)[field];
        if (typeof value === 'string' && value !== '' && !UUID.test(value)) return new EdgeError(`${field} is not a valid id`);
      }
    }
  }
  return null;
}

/**
 * fastify preValidation hook for what Nest does not route (static files, the app's client-side routes). API routes
 * are checked by the access guard instead, once it knows the caller: an anonymous caller learns nothing about
 * its request (not even that an id is malformed) before it is authenticated.
 */
export function edgeGuardHook() {
  return (request: EdgeRequest, _reply: unknown, done: (error?: Error) => void) => {
    if (request.url.startsWith('/api/')) return done();
    const refusal = refuseRequest(request);
    done(refusal ?? undefined);
  };
}
