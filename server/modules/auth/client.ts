import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/**
 * The client's address as login history and known IPs store it: an IPv4 client reached over an
 * IPv6 socket (::ffff:a.b.c.d) is a.b.c.d, so one client never counts as two.
 */
export function clientIp(request: FastifyRequest): string {
  const ip = request.ip;
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) return (address as ipaddr.IPv6).toIPv4Address().toString();
  return address.toString();
}

export function userAgent(request: FastifyRequest): string | null {
  return request.headers['user-agent']?.slice(0, 400) ?? null;
}
