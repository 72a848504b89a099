import type { FastifyReply, FastifyRequest } from 'fastify';

/** The captcha's id travels only in this cookie, never in a page or a script-readable place. */
export const captchaCookie = 'tala_captcha';
const cookiePath = '/wps';

/** The value of one cookie of the request, or null; a malformed header counts as no cookie. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function setCaptchaCookie(reply: FastifyReply, id: string, seconds: number): void {
  const secure = reply.request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${captchaCookie}=${encodeURIComponent(id)}; Path=${cookiePath}; Max-Age=${seconds}; HttpOnly; SameSite=Strict${secure}`);
}
