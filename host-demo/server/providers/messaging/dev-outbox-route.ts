import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { readOutbox } from './outbox-simulator';

/**
 * DEVELOPMENT ONLY (registered when config `devTools` is on, never with NODE_ENV=production):
 * `GET /dev/outbox?to=<mobile or e-mail>` answers the latest messages the outbox simulator
 * "sent" to that recipient, newest first, as JSON `{ messages: OutboxMessage[] }`.
 *
 * @example GET /dev/outbox?to=%2B971501234567  →  { messages: [{ code: '123456', text: '…' }] }
 */
export async function devOutboxRoutes(app: FastifyInstance, opts: { db: Queryable }): Promise<void> {
  app.get<{ Querystring: { to?: string; limit?: string } }>('/dev/outbox', async (request, reply) => {
    const to = typeof request.query.to === 'string' ? request.query.to.trim() : '';
    reply.header('cache-control', 'no-store');
    if (!to) return reply.code(400).send({ error: 'Pass ?to=<mobile number with country code, or e-mail address>' });
    const limit = Math.min(Math.max(Number(request.query.limit) || 10, 1), 50);
    return reply.send({ messages: await readOutbox(opts.db, to, limit) });
  });
}
