import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../host-demo/server/db/migrate';
import { openPglite } from '../../host-demo/server/db/pglite';

describe('023_iban_holders', () => {
  it('binds each IBAN already held to the player who added it first and locks the other players\' accounts of it', async () => {
    const db = await openPglite();
    try {
      const all = loadMigrations();
      await migrate(db, all.filter((m) => m.name < '023'));
      const players: number[] = [];
      for (const name of ['a', 'b', 'c']) {
        const { rows } = await db.query<{ id: number }>("insert into players (open_id, first_name, user_name) values ($1, 'P', $1) returning id", [name]);
        players.push(Number(rows[0]!.id));
      }
      const [a, b, c] = players as [number, number, number];
      // The defect this migration closes: b and c added a's IBAN after a did; b also holds one of its own.
      const add = (player: number, iban: string, removed = false) =>
        db.query(
          `insert into iban_accounts (player_id, iban, bank_name, street_address, holder_name, created_at, removed_at)
           values ($1, $2, 'Bank', 'Street', 'Holder', now(), ${removed ? 'now()' : 'null'})`,
          [player, iban],
        );
      await add(a, 'AE070331234567890123456', true);
      await add(b, 'AE070331234567890123456');
      await add(c, 'AE070331234567890123456');
      await add(a, 'AE070331234567890123456');
      await add(b, 'AE340350000000000000001');

      await migrate(db, all);
      expect((await db.query('select iban, player_id from iban_holders order by iban')).rows).toEqual([
        { iban: 'AE070331234567890123456', player_id: a },
        { iban: 'AE340350000000000000001', player_id: b },
      ]);
      expect((await db.query('select player_id, iban, locked from iban_accounts where removed_at is null order by id')).rows).toEqual([
        { player_id: b, iban: 'AE070331234567890123456', locked: true },
        { player_id: c, iban: 'AE070331234567890123456', locked: true },
        { player_id: a, iban: 'AE070331234567890123456', locked: false },
        { player_id: b, iban: 'AE340350000000000000001', locked: false },
      ]);
      // From now on the database refuses a new account of an IBAN for anyone but its holder.
      await expect(add(c, 'AE340350000000000000001')).rejects.toThrow(/iban_accounts_iban_holder_fkey/);
    } finally {
      await db.close();
    }
  });
});
