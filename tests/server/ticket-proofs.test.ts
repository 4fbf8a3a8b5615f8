import { describe, expect, it } from 'vitest';
import { closeDueSales } from '../../host-demo/server/domains/draws/close-sales';
import { ORDER_TICKETS } from '../../host-demo/server/domains/orders/order-tickets';
import type { OrderTicketProof } from '../../sdk/commands/orders';
import { verifyTicketInDraw } from '../../sdk/draws';
import { ErrorCode } from '../../sdk/errors/codes';
import { availableBackends } from './helpers/backends';
import { countingDb } from './helpers/counting-db';
import { callHapi, testApp } from './helpers/gateway';
import { announceDraws, buy, buyer, nextDraw } from './helpers/orders';
import { gatewayPerTest } from './helpers/per-test';
import { planWithoutSeqScan } from './helpers/query-plan';

const TICKET_PROOFS = '101068';
const DRAW_PHASE = '660202';

interface Proofs {
  state: 'published' | 'salesOpen' | 'refunded';
  lotteryType: number;
  phase: string;
  ticketRoot: string | null;
  ticketCount: number | null;
  tickets: OrderTicketProof[];
}

describe.each(availableBackends())('101068 ticket proofs on $name', (backend) => {
  const t = gatewayPerTest(backend);

  /** Two players' Pick 3 orders in the next draw, the owner's with two lines. */
  async function twoPlayersInOneDraw() {
    await announceDraws(t.db, t.clock);
    const draw = await nextDraw(t.db, 72, t.clock.now());
    const owner = await buyer(t.db, t.clock, 10_000);
    const other = await buyer(t.db, t.clock, 10_000);
    const mine = await buy(t.app, owner.token, { selections: [{ numbers: [4, 0, 4] }, { numbers: [1, 2, 3] }], amount: 400 });
    expect(mine.envelope.code).toBe(0);
    const theirs = await buy(t.app, other.token, { selections: [{ numbers: [1, 2, 3] }] });
    expect(theirs.envelope.code).toBe(0);
    for (const numbers of [[9, 9, 9], [0, 0, 1]]) await buy(t.app, other.token, { selections: [{ numbers }] });
    return { draw, owner, other, mine: mine.envelope.data!.id, theirs: theirs.envelope.data!.id };
  }

  const proofsOf = (orderId: string, token: string, app = t.app) => callHapi<Proofs>(app, TICKET_PROOFS, { orderId }, { token });

  it('proves each ticket of the player\'s own order in the fingerprint the draw published at sales close', async () => {
    const { draw, owner, mine } = await twoPlayersInOneDraw();
    expect(await closeDueSales(t.db, draw.salesCloseAt, ORDER_TICKETS)).toContain(draw.id);

    const { envelope } = await proofsOf(mine, owner.token);
    expect(envelope.code).toBe(0);
    const proofs = envelope.data!;
    const published = (await callHapi<{ draw: { ticketRoot: string; ticketCount: number } }>(t.app, DRAW_PHASE, { lotteryType: 72, phase: draw.phase })).envelope.data!.draw;
    expect(proofs).toMatchObject({ state: 'published', lotteryType: 72, phase: draw.phase, ticketRoot: published.ticketRoot, ticketCount: 5 });
    expect(published.ticketCount).toBe(5);
    expect(proofs.tickets.map((ticket) => [ticket.ticketId, ticket.numbers])).toEqual([[`${mine}-0`, [4, 0, 4]], [`${mine}-1`, [1, 2, 3]]]);
    for (const ticket of proofs.tickets) {
      // Checked as a player would: the SDK's verifier against the fingerprint 660202 publishes.
      expect(await verifyTicketInDraw(ticket, ticket.proof, published.ticketRoot)).toBe(true);
      expect(await verifyTicketInDraw({ ...ticket, numbers: [4, 0, 5] }, ticket.proof, published.ticketRoot)).toBe(false);
    }
  });

  it('answers another player\'s order exactly as an order that does not exist, and nothing of it', async () => {
    const { draw, owner, other, theirs } = await twoPlayersInOneDraw();
    await closeDueSales(t.db, draw.salesCloseAt, ORDER_TICKETS);
    expect((await proofsOf(theirs, other.token)).envelope.code).toBe(0);

    const refused = (await proofsOf(theirs, owner.token)).envelope;
    const missing = (await proofsOf('999999999', owner.token)).envelope;
    expect(refused.code).toBe(ErrorCode.orderNotFound);
    expect({ ...refused, timestamp: 0 }).toEqual({ ...missing, timestamp: 0 });
    expect(JSON.stringify(refused)).not.toContain(draw.phase);
    // And not without a session.
    expect((await callHapi(t.app, TICKET_PROOFS, { orderId: theirs })).envelope.code).not.toBe(0);
  });

  it('before sales close says the proof is not available yet, with no fingerprint and no error', async () => {
    const { owner, mine, draw } = await twoPlayersInOneDraw();
    const { envelope } = await proofsOf(mine, owner.token);
    expect(envelope.code).toBe(0);
    expect(envelope.data).toEqual({ state: 'salesOpen', lotteryType: 72, phase: draw.phase, ticketRoot: null, ticketCount: null, tickets: [] });
  });

  it('says a refunded order was never in the draw, after the close too', async () => {
    await announceDraws(t.db, t.clock);
    const p = await buyer(t.db, t.clock, 10_000);
    const chaseId = (await buy(t.app, p.token, { drawCount: 2, amount: 400 })).envelope.data!.chaseId!;
    expect((await callHapi(t.app, '101072', { chaseId }, { token: p.token })).envelope.code).toBe(0);
    const second = await nextDraw(t.db, 72, t.clock.now(), 1);
    await closeDueSales(t.db, second.salesCloseAt, ORDER_TICKETS);
    const { rows } = await t.db.query<{ id: string }>('select id::text as id from orders where chase_id = $1 order by draw_seq', [chaseId]);
    for (const { id } of rows) {
      const { envelope } = await proofsOf(id, p.token);
      expect(envelope.data).toMatchObject({ state: 'refunded', tickets: [] });
    }
  });

  it('reads the order and, once per draw, that draw\'s tickets in one indexed statement, whatever the history', async () => {
    const { draw, owner, other, mine, theirs } = await twoPlayersInOneDraw();
    // History that is not this draw's: other draws' orders, which no statement may read.
    const later = await nextDraw(t.db, 72, t.clock.now(), 1);
    for (let i = 0; i < 3; i += 1) await buy(t.app, owner.token, { phase: later.phase });
    await closeDueSales(t.db, draw.salesCloseAt, ORDER_TICKETS);

    const counted = countingDb(t.db);
    const app = testApp(counted, t.clock);
    const ticketReads = () => counted.statements.filter((s) => /o\.draw_id\s*=\s*\$1/.test(s.sql));
    expect((await proofsOf(mine, owner.token, app)).envelope.data!.state).toBe('published');
    expect(ticketReads()).toHaveLength(1);
    expect(ticketReads()[0]!.params).toEqual([draw.id]);
    // Another order of the same draw: its tree is already built in this process.
    expect((await proofsOf(theirs, other.token, app)).envelope.data!.state).toBe('published');
    expect(ticketReads()).toHaveLength(1);
    await app.close();

    for (const statement of counted.statements) expect(await planWithoutSeqScan(t.db, statement), statement.sql).not.toMatch(/Seq Scan/);
  });
});
