import type { FastifyRequest } from 'fastify';

/** Query parameters that carry credentials: a game session in a game page's URL, a token in a GET launch. */
const secretQuery = /([?&](?:token|session|ticket|signin)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(secretQuery, '$1[secret]');
}

/** The request as logs see it: what Fastify logs by default, with credentials in the URL masked. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
