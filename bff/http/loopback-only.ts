import { isIP } from 'node:net';
import type { RequestHandler } from 'express';

/** Whether an address is this machine's own: 127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * Serves only clients on this machine: the connection must come from loopback, and so must the client a trusted
 * proxy names (a proxy on the same machine would otherwise forward the world). Others get a plain 404.
 */
export const loopbackOnly: RequestHandler = (req, res, next) => {
  if (isLoopback(req.socket.remoteAddress) && isLoopback(req.ip)) return next();
  res.status(404).json({ error: 'not_found' });
};
