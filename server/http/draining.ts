import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment a graceful shutdown starts: /ready fails so load balancers drain this process. */
    draining: boolean;
  }
}

/**
 * A graceful shutdown stops accepting connections and waits for requests in flight. Keep-alive
 * connections would hold it open for their whole idle timeout, so every answer given while
 * draining asks the client to close its connection, and connections idle at the start are closed.
 */
export function installDraining(app: FastifyInstance): void {
  app.decorate('draining', false);
  app.addHook('preClose', async () => {
    app.draining = true;
    app.server.closeIdleConnections?.();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}
