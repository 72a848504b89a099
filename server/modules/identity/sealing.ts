import type { FastifyInstance } from 'fastify';
import { keySealer, type KeySealer } from '../staff/sealer.ts';

/** Identity documents have a key of their own: the staff TOTP key opens none of them. */
export const identitySealer = (app: FastifyInstance): KeySealer => keySealer(app, 'identity-documents');
