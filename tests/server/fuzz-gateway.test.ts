import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../host-demo/server/db/database';
import { loadHandlers } from '../../host-demo/server/domains';
import { openSession } from '../../host-demo/server/domains/sessions/sessions';
import { ClientInfoSchema, ENCRYPTED_PREFIX, commands, type CommandDefinition } from '../../sdk/commands';
import { GAMES } from '../../sdk/games/catalogue';
import { ErrorCode } from '../../sdk/errors/codes';
import { ARABIC_CLIENT, PASSWORD, PNG_BASE64, registerPlayer, registration } from './helpers/accounts';
import { availableBackends } from './helpers/backends';
import { WEB_CLIENT } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';
import { schemaArbitrary, wrongValue, type Samples } from './helpers/schema-arbitrary';

/**
 * Fuzzes every routed command of /hapi: thousands of seeded random requests mixing well-formed
 * data with over-long strings, Unicode and control characters, integers far outside int4, wrong
 * types, extra fields, deep nesting and garbage envelopes, by GET and POST, as a guest, as a
 * throwaway player and with a forged token. No answer may be an HTTP 5xx or the internal-error
 * code, and a refused request must leave every table as it was.
 *
 * Replay a failure with the seed it prints: FUZZ_SEED=<seed> npx vitest run --project server
 * tests/server/fuzz-gateway.test.ts (FUZZ_RUNS sets the number of requests per backend).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 7_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);

/** The commands this gateway serves: the handler table. */
const handlers = await loadHandlers();
const ROUTED: CommandDefinition[] = Object.values(commands).filter((c) => c.name in handlers);

const PLAYER = registration();

/** Realistic values by field name, so some requests reach the handlers. */
const SAMPLES: Samples = {
  email: [PLAYER.email, 'nobody@example.com'],
  mobile: [PLAYER.mobile, '501234568'],
  countryCode: ['971', '44', '999'],
  password: [PASSWORD, 'Wr0ng!pass'],
  currentPassword: [PASSWORD],
  newPassword: ['N3w&better-pass'],
  confirmPassword: ['N3w&better-pass', PASSWORD],
  code: ['123456', '000000'],
  country: ['AE', 'GB', 'ZZ'],
  nationality: ['IN', 'AE', 'ZZ'],
  residenceCountry: ['AE', 'GB'],
  emirate: ['Dubai', 'dubai', 'Greater London', 'Atlantis'],
  street: ['Building 5, Al Wasl Road'],
  city: ['Dubai'],
  postcode: ['', '12345'],
  birthDate: ['1990-05-17', '2020-01-01', '1990-02-30'],
  idNumber: ['784-1990-0000003-6', 'K1234567'],
  firstName: ['Aisha'],
  lastName: ['Khan'],
  showKey: GAMES.map((g) => g.key),
  appKey: GAMES.map((g) => g.key),
  lotteryTypeList: [-1],
  productType: [61],
  category: [12],
  versionId: [1, 2],
  returnUrl: ['/account/kyc', 'https://evil.example/', '//evil.example'],
  ticketId: ['00000000-0000-4000-8000-000000000000'],
  dataBase64: [PNG_BASE64],
  fileName: ['evidence.png', '../../etc/passwd'],
  remark: ['Please delete my account.'],
};

/** How the body or query carries the message: mostly as the SDK sends it, sometimes broken. */
type Wire =
  | { kind: 'sdk' }
  | { kind: 'raw'; contentType: string; payload: string }
  | { kind: 'message'; message: unknown }
  | { kind: 'inner'; inner: unknown }
  | { kind: 'encrypted'; tail: string }
  | { kind: 'empty' };

const wireArbitrary: fc.Arbitrary<Wire> = fc.oneof(
  { weight: 40, arbitrary: fc.constant({ kind: 'sdk' } as const) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'),
      payload: fc.oneof(fc.string({ unit: 'binary' }), fc.json(), fc.constantFrom('{"message":', 'message=hello', '[]', 'null', '{"message":{"$gt":""}}')),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('message' as const), message: fc.oneof(wrongValue, fc.string({ unit: 'binary' })) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('inner' as const), inner: wrongValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('encrypted' as const), tail: fc.string({ maxLength: 600 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'empty' } as const) },
);

interface FuzzRequest {
  command: CommandDefinition;
  code: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  auth: 'player' | 'guest' | 'forged' | 'elsewhere';
  clientInfo: unknown;
  data: unknown;
  wire: Wire;
}

const requestArbitrary: fc.Arbitrary<FuzzRequest> = fc.constantFrom(...ROUTED).chain((command) =>
  fc.record({
    command: fc.constant(command),
    code: fc.oneof(
      { weight: 40, arbitrary: fc.constant(command.code) },
      { weight: 1, arbitrary: fc.constantFrom('', '999999', '101101', '0010011', ' 001001', '1e5', 'x'.repeat(300)) },
    ),
    method: fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...command.methods) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE') }),
    auth: fc.constantFrom('player', 'player', 'player', 'guest', 'guest', 'forged', 'elsewhere'),
    clientInfo: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(WEB_CLIENT, ARABIC_CLIENT) },
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: schemaArbitrary(ClientInfoSchema) },
    ),
    data: schemaArbitrary(command.request, SAMPLES),
    wire: wireArbitrary,
  }),
);

/** A string that encodeURIComponent accepts (lone surrogates replaced). */
const wellFormed = (s: string) => s.replace(/[\ud800-\udfff]/gu, '\ufffd');

/** The inject options of a fuzzed request. */
function injection(request: FuzzRequest, token: string | null): InjectOptions {
  const headers: Record<string, string> = { 'API-Execute-Command': request.code };
  if (token !== null) headers[request.auth === 'elsewhere' ? 'Authorization' : 'Api-Access-Token'] = token;
  const { wire } = request;
  const inner = request.clientInfo === undefined ? { data: request.data } : { clientInfo: request.clientInfo, data: request.data };
  let message: unknown;
  switch (wire.kind) {
    case 'sdk':
      message = encodeURIComponent(JSON.stringify(inner));
      break;
    case 'message':
      message = wire.message;
      break;
    case 'inner':
      message = encodeURIComponent(JSON.stringify(wire.inner) ?? 'undefined');
      break;
    case 'encrypted':
      message = `${ENCRYPTED_PREFIX}${wire.tail}`;
      break;
    case 'raw':
      if (request.method === 'GET') return { method: 'GET', url: `/hapi?${encodeURIComponent(wellFormed(wire.payload))}`, headers };
      return { method: request.method, url: '/hapi', headers: { ...headers, 'content-type': wire.contentType }, payload: wire.payload };
    case 'empty':
      return { method: request.method, url: '/hapi', headers };
  }
  if (request.method === 'GET') {
    const query = typeof message === 'string' ? `message=${encodeURIComponent(wellFormed(message))}` : `message=${encodeURIComponent(JSON.stringify(message) ?? '')}&message=2`;
    return { method: 'GET', url: `/hapi?${query}`, headers };
  }
  return { method: request.method, url: '/hapi', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ message }) ?? '' };
}

/**
 * One statement answering, per table, an MD5 of its rows (in a fixed order) and their count: a
 * snapshot cheap enough to take around every request.
 */
async function tableHasher(db: Database): Promise<() => Promise<Record<string, string>>> {
  const { rows } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const columns = rows.map(
    ({ table_name: t }) => `(select md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) || ' ' || count(*) from ${t} r) as "${t}"`,
  );
  const sql = `select ${columns.join(', ')}`;
  return async () => (await db.query<Record<string, string>>(sql)).rows[0]!;
}

/**
 * Refusals that record something by design: a failed password or code counts against its limit.
 * Every other refusal must leave every table untouched.
 */
const RECORDED_BY_REFUSAL: Readonly<Partial<Record<number, readonly string[]>>> = {
  [ErrorCode.incorrectCredentials]: ['players'],
  [ErrorCode.accountLocked]: ['players'],
  // Password login claims its check (players' attempt count) before it knows the login channel is
  // unverified, so that refusal keeps the claim like any other answer to a password try.
  [ErrorCode.mobileUnverified]: ['players'],
  [ErrorCode.emailUnverified]: ['players'],
  [ErrorCode.incorrectCode]: ['verification_codes'],
  [ErrorCode.codeAttemptsExceeded]: ['verification_codes'],
};

/** Codes after which the throwaway player's session is gone and a new one is opened. */
const SESSION_GONE = new Set<number>([ErrorCode.sessionInvalid, ErrorCode.sessionExpired, ErrorCode.sessionEnded, ErrorCode.loggedInElsewhere]);

describe.each(availableBackends())('fuzzing the /hapi gateway on $name', (backend) => {
  const errorLines: string[] = [];
  const t = gatewayPerTest(backend, {
    logger: { level: 'error', stream: { write: (line: string) => void errorLines.push(line) } },
  });

  it(`answers ${RUNS} seeded random requests over every routed command without a 5xx or an internal error, and refusals change nothing`, async () => {
    const reply = await registerPlayer(t.app, PLAYER);
    const { rows } = await t.db.query<{ id: number }>('select id from players where open_id = $1', [reply.userOpenId]);
    const playerId = rows[0]!.id;
    let token = reply.sessionToken;
    const hashes = await tableHasher(t.db);
    let before = await hashes();
    const tally = { requests: 0, accepted: 0, refused: 0, byCode: new Map<number, number>() };
    const started = performance.now();

    const property = fc.asyncProperty(requestArbitrary, async (request) => {
      const sent = request.auth === 'guest' ? null : request.auth === 'forged' ? 'forged-token-0000000000000000000000000000' : token;
      errorLines.length = 0;
      const response = await t.app.inject(injection(request, sent));
      tally.requests++;
      const where = `${request.command.name} ${request.method} ${request.wire.kind} as ${request.auth}`;
      expect(response.statusCode, `${where}: HTTP ${response.statusCode}`).toBeLessThan(500);
      const envelope = response.json() as { code: number; data?: unknown };
      expect(envelope.code, `${where}: internal error ${errorLines.join(' ').slice(0, 2_000)}`).not.toBe(ErrorCode.unexpected);
      tally.byCode.set(envelope.code, (tally.byCode.get(envelope.code) ?? 0) + 1);

      const after = await hashes();
      if (envelope.code === 0) {
        tally.accepted++;
      } else {
        tally.refused++;
        const mayChange = new Set(RECORDED_BY_REFUSAL[envelope.code] ?? []);
        const changed = Object.keys(after).filter((table) => after[table] !== before[table] && !mayChange.has(table));
        expect(changed, `${where}: refused with ${envelope.code} yet changed ${changed.join(', ')}`).toEqual([]);
      }
      before = after;
      if (request.auth === 'player' && SESSION_GONE.has(envelope.code)) {
        token = (await openSession(t.db, playerId, t.clock.now())).token;
        before = await hashes();
      }
    });

    try {
      await fc.assert(property, { seed: SEED, numRuns: RUNS });
    } catch (error) {
      throw new Error(`Gateway fuzz failed; replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}.\n${(error as Error).message}`, { cause: error });
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const codes = [...tally.byCode].sort((a, b) => b[1] - a[1]).map(([code, n]) => `${code}×${n}`).join(' ');
    console.info(`[fuzz ${backend.name}] seed ${SEED}: ${tally.requests} requests (${tally.accepted} accepted, ${tally.refused} refused) in ${seconds} s; ${codes}`);
    expect(tally.requests).toBeGreaterThanOrEqual(RUNS);
    // The mix must reach the handlers, not only the validator.
    expect(tally.accepted).toBeGreaterThan(RUNS / 20);
  }, 600_000);
});
