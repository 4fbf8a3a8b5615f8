import { describe, expect, it } from 'vitest';
import type { Database } from '../../host-demo/server/db/database';
import { availableBackends } from './helpers/backends';
import { captureLogs } from './helpers/log-capture';
import { CARDS, openDeposit, payWithNewCard, payWithSavedCard, submitChallenge } from './helpers/deposits';
import { gatewayPerTest } from './helpers/per-test';
import { callHapi, playerWithSession, testApp } from './helpers/gateway';

/** Every row of every table of the schema, as JSON text: what a database dump would show. */
async function dumpAll(db: Database): Promise<string> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await db.query<{ row: unknown }>(`select row_to_json(t)::text as row from ${table_name} t`);
    parts.push(`${table_name}: ${rows.map((r) => String(r.row)).join('\n')}`);
  }
  return parts.join('\n');
}

/** A log line with the fields that are random by nature removed. */
function withoutRandomFields(line: string): string {
  try {
    const { time: _time, pid: _pid, hostname: _host, reqId: _req, ms: _ms, responseTime: _rt, ...rest } = JSON.parse(line) as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return line;
  }
}

describe.each(availableBackends())('card data on $name', (backend) => {
  const t = gatewayPerTest(backend);

  it('a card number and its CVV appear nowhere in the database or the server log after deposits with it (nor the expiry in the log)', async () => {
    const logs = captureLogs();
    const app = testApp(t.db, t.clock, { logger: logs.logger });
    const { token } = await playerWithSession(t.db, t.clock);
    // Only what the deposits wrote is searched: the seeded catalogue holds three-digit numbers of
    // its own (scratch-card numbers up to the pool's size), which say nothing about card data.
    const before = new Set((await dumpAll(t.db)).split('\n'));
    const cvv = '915';
    const expireDate = '09/31';
    const cards = [CARDS.approved, CARDS.challenge, CARDS.declined, CARDS.blocked];
    for (const cardNo of cards) {
      const gatewayId = await openDeposit(app, token, 12_300);
      const { envelope } = await payWithNewCard(app, token, gatewayId, 12_300, cardNo, { cvv, expireDate, holderName: 'Dump Searcher' });
      if (envelope.data?.redirect) await submitChallenge(app, envelope.data.redirect, 'approve');
    }
    // A saved card's payment, and a malformed card request (a validation path), too.
    const saved = (await callHapi<{ cards: { bankCardId: string }[] }>(app, '420552', {}, { token })).envelope.data!.cards[0]!;
    await payWithSavedCard(app, token, await openDeposit(app, token, 12_300), 12_300, saved.bankCardId);
    await payWithNewCard(app, token, await openDeposit(app, token, 12_300), 12_300, `${CARDS.approved}x`, { cvv, expireDate });
    await app.close();

    const dump = (await dumpAll(t.db)).split('\n').filter((line) => !before.has(line)).join('\n');
    expect(dump).toContain('Dump Searcher'); // the search sees the deposits' rows
    expect(dump).toContain('"last4":"1111"');
    // The log's own random fields (request ids, timestamps, durations) may hold any three digits,
    // so they are left out of the search; every other field is searched as written.
    const log = logs.raw.map(withoutRandomFields).join('\n');
    expect(log).toContain('"command":"420550"'); // the log did record the calls
    for (const cardNo of cards) {
      expect(dump).not.toContain(cardNo);
      expect(log).not.toContain(cardNo);
    }
    expect(dump).not.toMatch(new RegExp(`"${cvv}"|:${cvv}[,}]`));
    expect(log).not.toContain(cvv);
    // The expiry is kept with the saved card (issue 8: token, brand, last four, expiry), never logged.
    expect(log).not.toContain(expireDate);
  });
});
