import type { FastifyInstance } from 'fastify';
import { changePasswordRoutes } from './change-password.ts';
import { loginRoutes } from './login-routes.ts';

/** Sessions: log in (password, SMS code, OpenID ticket, free play), verify a new IP, log out, change password. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(loginRoutes);
  await app.register(changePasswordRoutes);
}
