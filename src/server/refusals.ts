import type { Duplex } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How the HTTP API refuses (docs/online.md, "HTTP endpoints"): always `{ type: 'error', code,
 * detail? }`, `detail` a code or a JSON pointer. Fastify's own errors are answered in that shape
 * too, so that no framework code, message or stack trace reaches a client.
 */

/** A refusal as every endpoint gives it: a code, maybe a detail, never a stack trace. */
export function refuse(reply: FastifyReply, status: number, code: string, detail?: string) {
  return reply.code(status).send(detail === undefined ? { type: 'error', code } : { type: 'error', code, detail });
}

/** The detail of a framework's refusal of a request that the client can act on; the rest get none. */
const DETAILS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'not-json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'not-json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content-type',
  FST_ERR_BAD_URL: 'bad-url',
  FST_ERR_MAX_PARAM_LENGTH: 'bad-url',
};

/**
 * Answers an error thrown while serving a request, or one Fastify met before routing (a URL that
 * does not decode, its `frameworkErrors`): the status the error carries, with a code of ours.
 * Only a fault of the server (5xx) goes to the log as an error.
 */
export function answerError(
  error: { statusCode?: number; code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return refuse(reply, 500, 'server-error');
  }
  if (status === 429) return refuse(reply, 429, 'too-many');
  if (status === 413) return refuse(reply, 413, 'too-large');
  if (status === 404) return refuse(reply, 404, 'not-found');
  return refuse(reply, status, 'bad-request', error.code === undefined ? undefined : DETAILS[error.code]);
}

/**
 * Answers a request Node's HTTP parser could not read (Fastify's `clientErrorHandler`): headers
 * over Node's limit get `431 too-large`, anything else `400 bad-request`, in the API's shape, and
 * the connection is closed once that is written. A reset connection has nobody to answer.
 */
export function answerClientError(error: { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'too-large']
      : [400, 'Bad Request', 'bad-request'];
  const body = JSON.stringify({ type: 'error', code });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
