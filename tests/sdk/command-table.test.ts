import { describe, expect, it } from 'vitest';
import { describeSchema } from '../../scripts/commands-reference';
import { ENCRYPTED_CODES, GEO_CHECKED_CODES, SESSION_EXEMPT_CODES, commands, type CommandDefinition } from '../../sdk/commands';

const all: CommandDefinition[] = Object.values(commands);
const requestFields = (c: CommandDefinition) => describeSchema(c.request).rows;

describe('the command table', () => {
  it('has one command per code and per name', () => {
    expect(new Set(all.map((c) => c.code)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.name)).size).toBe(all.length);
    for (const [key, c] of Object.entries(commands)) expect(c.name).toBe(key);
  });

  it('sends the geo JWT with exactly the commands SPEC §7 names: 101105, 101101, 420544, 420550, 420551', () => {
    expect([...GEO_CHECKED_CODES].sort()).toEqual(['101101', '101105', '420544', '420550', '420551']);
  });

  it('encrypts every command whose request carries a password, a card number or a CVV, and no other', () => {
    const secret = /password|cardNo|cvv/i;
    const carrying = all.filter((c) => requestFields(c).some((f) => secret.test(f.path))).map((c) => c.code);
    expect(carrying.sort()).toEqual(['100113', '100200', '100201', '100203', '420550', '420551']);
    expect([...ENCRYPTED_CODES].sort()).toEqual(carrying.sort());
  });

  it('never sends the session token with login, registration, codes and password reset (SPEC §6)', () => {
    expect([...SESSION_EXEMPT_CODES].sort()).toEqual(['001001', '001012', '001013', '100200', '100201', '100202', '100203']);
  });

  it('bounds every string and number the payment and order commands accept', () => {
    for (const name of ['recharge', 'cardPay', 'cvvPay', 'orderPreCheck', 'placeOrder'] as const) {
      for (const field of requestFields(commands[name])) {
        const bounded =
          field.rules.some((r) => /length (\d+-\d+|≤|\d+$)|matches|items \d+-\d+|≤ \d+|< \d+/.test(r)) ||
          /^(-?\d+|"[^"]*")( \| (-?\d+|"[^"]*"))*$/.test(field.type) || // literals and enums
          ['boolean', 'object', 'object[]'].includes(field.type);
        expect(bounded, `${name}.${field.path}: ${field.type} ${field.rules.join('; ')}`).toBe(true);
      }
    }
  });
});
