import type { FastifyInstance } from 'fastify';
import { API_BASE, messages } from '@console/contract';

const LIVENESS = `${API_BASE}health`;

/**
 * The stop a load balancer expects. From `begin()` on, every request but liveness answers 503 at
 * once (readiness among them, so the balancer takes the process out), with `Connection: close` so
 * that a client's next request opens a connection to another process. The listener stays open
 * meanwhile: a request a client has already written on a new connection is accepted and answered,
 * where a closed listener would reset it. Requests under way when it began go on as usual; the
 * process closes the listener only after the drain period (main.ts).
 */
export class Drain {
  private began = false;

  get draining(): boolean {
    return this.began;
  }

  begin(): void {
    this.began = true;
  }
}

export function installDrain(app: FastifyInstance, drain: Drain): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!drain.draining || request.url.split('?', 1)[0] === LIVENESS) return done();
    void reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send({ message: messages.unavailable });
  });
}
