import type { FastifyInstance } from 'fastify';

/**
 * While the server is stopping, answers still being sent ask the client to close its keep-alive
 * connection, so shutdown does not wait for idle sockets until the grace period runs out.
 */
export function installGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
}
