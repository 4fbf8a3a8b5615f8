import { createHmac } from 'node:crypto';
import type { SavedCard } from '../../../../sdk/commands/deposits';
import { cardExpiryError } from '../../../../sdk/validation/card';
import type { Queryable } from '../../db/database';
import type { TokenisedCard } from '../../providers/payments/payment-provider';

/**
 * A card's fingerprint: HMAC-SHA256 of its number under the server's key (config
 * `cardFingerprintKey`, never in the database). The same card gives the same fingerprint, so a
 * card saved on another account is recognised, yet the table holds nothing a number can be read
 * back from.
 *
 * @example cardFingerprint('4111111111111111', key) // 64 hex characters
 */
export function cardFingerprint(number: string, key: string): string {
  return createHmac('sha256', key).update(number, 'utf8').digest('hex');
}

/** Whether another player has this card saved (420550 answers checkError, SPEC §4). */
export async function savedOnAnotherAccount(db: Queryable, fingerprint: string, playerId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from saved_cards where fingerprint = $1 and player_id <> $2 limit 1', [fingerprint, playerId]);
  return rows.length > 0;
}

/**
 * Saves (or refreshes) the player's card from the acquirer's token and answers its id. With
 * `replaceOtherAccounts` (the player confirmed the existing-card dialog) the card leaves the
 * accounts that had it.
 */
export async function saveCard(
  tx: Queryable,
  input: { playerId: number; fingerprint: string; card: TokenisedCard; now: number; replaceOtherAccounts: boolean },
): Promise<number> {
  if (input.replaceOtherAccounts) {
    await tx.query('delete from saved_cards where fingerprint = $1 and player_id <> $2', [input.fingerprint, input.playerId]);
  }
  const { card } = input;
  const { rows } = await tx.query<{ id: number }>(
    `insert into saved_cards (player_id, fingerprint, token, brand, last4, expiry, holder_name, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (player_id, fingerprint) do update
       set token = excluded.token, brand = excluded.brand, last4 = excluded.last4, expiry = excluded.expiry,
           holder_name = excluded.holder_name, blocked_at = null
     returning id`,
    [input.playerId, input.fingerprint, card.token, card.brand, card.last4, card.expiry, card.holderName, new Date(input.now)],
  );
  return rows[0]!.id;
}

/** A saved card of the player, for a CVV payment; null when not theirs. */
export async function playerCard(db: Queryable, playerId: number, cardId: number): Promise<{ id: number; token: string; expiry: string; blocked: boolean } | null> {
  const { rows } = await db.query<{ id: number; token: string; expiry: string; blocked_at: Date | null }>(
    'select id, token, expiry, blocked_at from saved_cards where id = $1 and player_id = $2',
    [cardId, playerId],
  );
  const row = rows[0];
  return row ? { id: row.id, token: row.token, expiry: row.expiry, blocked: row.blocked_at !== null } : null;
}

/** Marks a saved card blocked: it stays listed, unusable. */
export async function blockCard(db: Queryable, cardId: number, now: number): Promise<void> {
  await db.query('update saved_cards set blocked_at = $2 where id = $1 and blocked_at is null', [cardId, new Date(now)]);
}

/** Whether a card's `MM/YY` has passed (it is good through its whole month, Dubai time). */
export function cardHasExpired(expiry: string, now: number): boolean {
  return cardExpiryError(expiry, now) !== null;
}

/** The player's saved cards as the deposit page lists them, newest first. */
export async function savedCards(db: Queryable, playerId: number, now: number): Promise<SavedCard[]> {
  const { rows } = await db.query<{ id: number; brand: string; holder_name: string; last4: string; expiry: string; blocked_at: Date | null }>(
    'select id, brand, holder_name, last4, expiry, blocked_at from saved_cards where player_id = $1 order by id desc limit 20',
    [playerId],
  );
  return rows.map((r) => ({
    bankCardId: String(r.id),
    brand: r.brand,
    holderName: r.holder_name,
    ambiguousAccountNumber: `•••• •••• •••• ${r.last4}`,
    expireDate: r.expiry,
    usable: r.blocked_at === null && !cardHasExpired(r.expiry, now),
  }));
}
