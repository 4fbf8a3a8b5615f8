/**
 * Type tests of the public API, as a partner writes against it: valid calls compile, and each
 * `@ts-expect-error` below marks a call that must not. They are checked by the project's type check
 * (`npm run typecheck`, the first step of `npm test`), never run: tsc fails on an invalid call that
 * starts to compile ("Unused '@ts-expect-error' directive") as on a valid one that stops compiling.
 *
 * Each import names the package entry (package.json "exports") it stands for; it reads the sources
 * those entries are built from, since the type check runs before the build writes dist/types.
 */
import { expectTypeOf } from 'vitest';
// @nl/lottery/sdk
import {
  createClient,
  formatMoney,
  gameByKey,
  gameByType,
  GAMES,
  LOGIN_PATH,
  newIdempotencyKey,
  type CallResult,
  type CommandName,
  type GameKey,
  type Language,
  type NlClient,
  type RequestOf,
  type ResponseOf,
} from '../../sdk';
// @nl/lottery/sdk/commands
import { commands, placeOrder, type Commands } from '../../sdk/commands';
// @nl/lottery/sdk/routes
import { loginPath, routePath, safeReturnPath, type RouteName, type RouteParams } from '../../sdk/routes';
// @nl/lottery/sdk/games
import { priceOrder, validatePlan } from '../../sdk/games';
// @nl/lottery/sdk/i18n
import { translationsFor } from '../../sdk/i18n';
// @nl/lottery/sdk/draws
import { verifyDraw, type DrawVerdict } from '../../sdk/draws';
// @nl/lottery/sdk/instant
import { returnToPlayer, verifyCard, type CardVerdict } from '../../sdk/instant';
// @nl/lottery/sdk/socket
import { connectSocket, type PlayerSocket } from '../../sdk/socket';
// @nl/lottery/elements
import { ELEMENTS, GAME_ELEMENTS, NlLogin, setDefaultClient, type ElementName, type ElementTag, type NlElementConstructor } from '../../elements';
// @nl/lottery/elements/define
import { defineAllElements } from '../../elements/define';

declare const client: NlClient;

// ── The client ───────────────────────────────────────────────────────────────────────────────────

expectTypeOf(createClient).toBeCallableWith();
expectTypeOf(createClient).toBeCallableWith({ baseUrl: 'https://gateway.example/', product: 61 });
// @ts-expect-error baseUrl is a string
createClient({ baseUrl: 42 });
// @ts-expect-error an unknown option is refused, not ignored
createClient({ baseURL: '/' });

// ── Commands: the name picks the request and the reply ───────────────────────────────────────────

export async function callsCompile(): Promise<void> {
  const draws = await client.call('latestDraws', { lotteryTypeList: -1 });
  if (draws.ok) expectTypeOf(draws.data.phaseResultResponseItems[0]!.lotteryType).toEqualTypeOf<number>();
  else expectTypeOf(draws.error.code).toEqualTypeOf<number>();
  expectTypeOf(draws).toEqualTypeOf<CallResult<ResponseOf<Commands['latestDraws']>>>();

  await client.call(
    'placeOrder',
    { appKey: 'pick3', lotteryType: 72, playType: 1, selections: [{ numbers: [1, 2, 3] }], amount: 500, idempotencyKey: newIdempotencyKey() },
    { hideToast: true },
  );
  await client.call('balance', {});

  // @ts-expect-error no command has this name
  await client.call('latestDraw', { lotteryTypeList: -1 });
  // @ts-expect-error lotteryTypeList is -1 or a list of types, not a string
  await client.call('latestDraws', { lotteryTypeList: '72' });
  // @ts-expect-error placeOrder needs its selections
  await client.call('placeOrder', { appKey: 'pick3', lotteryType: 72, playType: 1, amount: 500 });
  // @ts-expect-error amount is in minor units, a number
  await client.call('placeOrder', { appKey: 'pick3', lotteryType: 72, playType: 1, selections: [{ numbers: [1] }], amount: '5.00' });
  // @ts-expect-error the data is required, even when empty
  await client.call('balance');
  // @ts-expect-error `method` is GET or POST
  await client.call('balance', {}, { method: 'PUT' });
}

expectTypeOf<'placeOrder'>().toExtend<CommandName>();
expectTypeOf<'placeOrders'>().not.toExtend<CommandName>();
expectTypeOf(commands.placeOrder.code).toEqualTypeOf<'101101'>();
expectTypeOf<RequestOf<typeof placeOrder>['selections']>().toExtend<readonly { numbers: number[] }[]>();

// ── Events ───────────────────────────────────────────────────────────────────────────────────────

client.events.on('logout', ({ reason }) => expectTypeOf(reason).toEqualTypeOf<'session-invalid' | 'user' | 'inactivity' | 'other-device' | 'restricted'>());
client.events.on('navigate', ({ path }) => expectTypeOf(path).toEqualTypeOf<string>());
// @ts-expect-error no event has this name
client.events.on('logged-out', () => {});

// ── Routes: a path from a route's name, its params and its query ─────────────────────────────────

expectTypeOf(routePath('faq')).toEqualTypeOf<string>();
routePath('result', { name: 'pick3' });
routePath('eInstants', { showkey: 'gold' });
routePath('accountOrderDetail', {}, { orderId: 'O-1', lotteryType: 72 });
expectTypeOf(loginPath(safeReturnPath('/account/myprofile'))).toEqualTypeOf<string>();
expectTypeOf(LOGIN_PATH).toEqualTypeOf<'/account/login'>();
const resultParams: RouteParams<'result'> = { name: 'pick3' };
routePath('result', resultParams);
// @ts-expect-error RouteParams<'result'> needs the game's name
const noParams: RouteParams<'result'> = {};
// @ts-expect-error no route has this name
routePath('results-page');
// @ts-expect-error /lottery/:name/results needs its name
routePath('result');
// @ts-expect-error the param is `name`
routePath('result', { game: 'pick3' });
// @ts-expect-error accountOrderDetail reads no `order` query key
routePath('accountOrderDetail', {}, { order: 'O-1' });
expectTypeOf<'myProfile'>().toExtend<RouteName>();

// ── Formatting and texts ─────────────────────────────────────────────────────────────────────────

expectTypeOf(formatMoney(1250, 'ar-AE')).toEqualTypeOf<string>();
formatMoney(1250, 'en-US', { floor: true });
// @ts-expect-error the language is one the product speaks
formatMoney(1250, 'fr-FR');
// @ts-expect-error money is minor units, a number
formatMoney('12.50', 'en-US');
expectTypeOf<'en-US' | 'ar-AE'>().toEqualTypeOf<Language>();
client.setLanguage('ar-AE');
// @ts-expect-error the language is one the product speaks
client.setLanguage('ar');
expectTypeOf(translationsFor(client).ready()).toExtend<Promise<unknown>>();

// ── The game catalogue and rules ─────────────────────────────────────────────────────────────────

const pick3: GameKey = 'pick3';
// @ts-expect-error no game has this key
const pick9: GameKey = 'pick9';
expectTypeOf(GAMES[0]!.key).toEqualTypeOf<GameKey>();
const game = gameByKey(pick3) ?? gameByType(72);
if (game) {
  expectTypeOf(validatePlan(game, 1, { numbers: [1, 2, null] })).toBeArray();
  priceOrder(game, { playType: 1, selections: [{ numbers: [1, 2, 3], multiple: 2 }] });
  // @ts-expect-error the lines of an order are its selections
  priceOrder(game, { playType: 1, lines: [{ numbers: [1, 2, 3] }] });
}
void pick9;
void noParams;

// ── Draw verification and the socket ─────────────────────────────────────────────────────────────

expectTypeOf(verifyDraw).returns.toEqualTypeOf<Promise<DrawVerdict>>();
expectTypeOf(verifyCard).returns.toEqualTypeOf<Promise<CardVerdict>>();
expectTypeOf(returnToPlayer({ price: 500, tiers: [{ prize: 1_000, count: 1 }, { prize: 0, count: 3 }] }).numerator).toEqualTypeOf<bigint>();
// @ts-expect-error a card names its pool's root
void verifyCard({ cardIndex: 0, prize: 0, proof: [] });
expectTypeOf(connectSocket(client)).toEqualTypeOf<PlayerSocket>();
// @ts-expect-error the socket belongs to a client
connectSocket();

// ── Elements ─────────────────────────────────────────────────────────────────────────────────────

setDefaultClient(client);
// @ts-expect-error the default client is an SDK client
setDefaultClient({ baseUrl: '/' });
defineAllElements();
expectTypeOf(ELEMENTS.login.tag).toEqualTypeOf<'nl-login'>();
expectTypeOf(GAME_ELEMENTS.pick3.game).toEqualTypeOf<'pick3'>();
expectTypeOf<'nl-lucky-day'>().toExtend<ElementTag>();
expectTypeOf<'lucky-day'>().toExtend<ElementName>();
// @ts-expect-error no element has this name
void ELEMENTS.signin;
expectTypeOf(NlLogin).toEqualTypeOf<NlElementConstructor>();

const login = document.createElement('nl-login');
login.mode = 'code';
login.redirect = '/account/myprofile';
login.client = client;
// @ts-expect-error login is by password or by code
login.mode = 'sms';
const slip = document.createElement('nl-pick3');
slip.demo = true;
// @ts-expect-error demo is a boolean property
slip.demo = 'yes';
expectTypeOf(document.querySelector('nl-results')).toEqualTypeOf<HTMLElementTagNameMap['nl-results'] | null>();
