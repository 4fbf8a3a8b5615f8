import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { HOME_PATH, canTransact, formatMoney, gameByKey, type GameDefinition } from '../../../sdk';
import { decodePlan, easyPick, priceOrder, rulesOf, validatePlan, type LinkedPlan, type PlayType } from '../../../sdk/games';
import { loginPath, routePath } from '../../../sdk/routes';
import { emit } from '../../base/emit';
import { useClient, useHost, useLanguage, useStore, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { useCommand } from '../../base/use-command';
import { useNavigate } from '../../base/use-navigate';
import { KycDialog, type KycDialogRequest } from '../../kyc/kyc-dialog';
import { kycFramePath } from '../../kyc/kyc-paths';
import { gateDialog } from '../../kyc/gate-dialog';
import { GameInfoDialog } from './game-info-dialog';
import { GameIcon } from './game-icon';
import { NumberGrid } from './number-pool';
import { PlanList, type PlanLine } from './plan-list';
import type { BoughtPlan } from './purchase-ticket';

// The ticket is needed only after a purchase: loaded then, so a page with a bet slip does not carry it.
const PurchaseTicket = lazy(() => import('./purchase-ticket').then((module) => ({ default: module.PurchaseTicket })));
// A per-minute game's landed draw: loaded when its first draw closes, so scheduled games never carry it.
const DrawOutcome = lazy(() => import('./draw-outcome').then((module) => ({ default: module.DrawOutcome })));
import { InsufficientFundsDialog, SalesSuspensionDialog } from './play-dialogs';
import { saveAutoOrder } from '../../../sdk/deposits/auto-order';
import { pageSessionStorage } from '../../../sdk/env/session-storage';
import { poolColumns, poolLabelKey, poolOptions } from './pool-options';
import { PLAY_STYLES } from './play-styles';
import { emptyPicks, familiesOf, isSlotPool, lineHint, lineNumbers, memberSize, nothingPicked, pick, resolvePlayType, type PoolPicks } from './selection';
import { formatCountdown, useSalesClose } from './use-sales-close';
import { usePurchase } from './use-purchase';
import './play-events';
import { ElementStyles } from '../../base/element-styles';

/** Props of every game's play element. */
export interface PlayProps {
  /** Start in demo mode: pick and price, nothing is bought (attribute `demo`). */
  demo?: boolean;
  /**
   * A plan to start with, as Buy Again links it (`?plan=`, `encodePlan` in sdk/games): my plan,
   * play type, multiple and draws are filled in. A plan the game's rules refuse is ignored with a
   * toast (attribute `plan`).
   */
  plan?: string;
}

/**
 * The bet slip of one draw game, the same for all ten (SPEC §2 Pick 3/4 play, Quick Five; §5):
 * the game's pools as number grids or digit rows, its play types, Easy Pick, Add, Clear, my plan
 * (delete asks first), multiples where the game has them, consecutive draws (at most 20), the live
 * countdown to sales close by server time, the total from `priceOrder`, and Buy (101105 then
 * 101101, one idempotency key per order kept across retries) with the insufficient-funds and
 * sales-suspension dialogs. A guest may pick, and Buy leads to login and back; a player who is not
 * verified is offered verification.
 *
 * @example <PlayGame gameKey="pick3" />
 */
export function PlayGame({ gameKey, demo = false, plan }: PlayProps & { gameKey: string }) {
  const game = gameByKey(gameKey);
  if (!game) throw new Error(`PlayGame: no game "${gameKey}"`);
  return (
    <>
      <ElementStyles css={PLAY_STYLES} />
      <BetSlip key={game.key} game={game} demo={demo} linkedPlan={plan} />
    </>
  );
}

/** My plan's lines from a plan link, each priced for its entries; [] when the link is refused. */
function linkedLines(game: GameDefinition, linked: LinkedPlan): PlanLine[] {
  return linked.lines.map((line, i) => {
    const price = priceOrder(game, { playType: linked.playType, selections: [line] });
    return { id: `linked-${i}`, playType: linked.playType, numbers: line.numbers, multiple: line.multiple, entries: price.ok ? price.entries : 0 };
  });
}

function BetSlip({ game, demo: startInDemo, linkedPlan }: { game: GameDefinition; demo: boolean; linkedPlan?: string }) {
  const t = useT();
  const language = useLanguage();
  const client = useClient();
  const host = useHost();
  const navigate = useNavigate();
  const user = useStore(client.stores.userInfo);
  const rules = rulesOf(game);
  const families = useMemo(() => familiesOf(game), [game]);
  const [familyIndex, setFamilyIndex] = useState(0);
  const family = families[familyIndex]!;
  const [memberIndex, setMemberIndex] = useState(0);
  const member = family.members[Math.min(memberIndex, family.members.length - 1)]!;
  const [picks, setPicks] = useState<PoolPicks[]>(() => emptyPicks(member));
  const [multiple, setMultiple] = useState(rules.multiples[0]!);
  const [draws, setDraws] = useState(1);
  const [plan, setPlan] = useState<PlanLine[]>([]);
  const [tried, setTried] = useState(false);
  const [demo, setDemo] = useState(startInDemo);
  const [infoOpen, setInfoOpen] = useState(false);
  const [kyc, setKyc] = useState<KycDialogRequest | null>(null);
  const [linkedFilled, setLinkedFilled] = useState(false);
  const sale = useSalesClose(game.lotteryType);
  // SPEC §4 game sale states (660004): a game not yet on sale says so before any number is picked.
  const saleState = useCommand('gameSaleState', { appKey: game.key }, { hideToast: true });
  // The draw whose sales closed last while the page was open: a per-minute game shows it as it lands.
  const [landed, setLanded] = useState<string | null>(null);
  const everyFewMinutes = game.schedule.kind === 'interval';
  useEffect(() => {
    if (everyFewMinutes && sale.status === 'closed' && sale.phase) setLanded(sale.phase);
  }, [everyFewMinutes, sale.status, sale.phase]);
  const purchase = usePurchase();

  // Buy Again: the link's plan fills the slip once per link. A link the rules refuse (edited,
  // stale, another game's) leaves the slip empty and says so; it never half-fills it.
  useEffect(() => {
    if (!linkedPlan) return;
    const linked = decodePlan(game, linkedPlan);
    if (!linked) {
      client.events.emit('toast', { kind: 'error', messageKey: 'play.linkedPlan.invalid' });
      return;
    }
    const at = families.findIndex((f) => f.members.some((m) => m.code === linked.playType));
    const familyAt = Math.max(0, at);
    const memberAt = Math.max(0, families[familyAt]!.members.findIndex((m) => m.code === linked.playType));
    setFamilyIndex(familyAt);
    setMemberIndex(memberAt);
    setPicks(emptyPicks(families[familyAt]!.members[memberAt]!));
    setMultiple(linked.lines[0]!.multiple);
    setDraws(linked.draws);
    setPlan(linkedLines(game, linked));
    setLinkedFilled(true);
  }, [client, game, families, linkedPlan]);

  const numbers = lineNumbers(picks);
  const playType: PlayType = resolvePlayType(game, family, member, numbers) ?? member;
  const issues = validatePlan(game, playType.code, { numbers, multiple });
  const issue = issues[0];
  const linePrice = priceOrder(game, { playType: playType.code, selections: [{ numbers, multiple }] });
  // The line's status: after a refused Add, SPEC §5's message; a finished line, what it makes; else
  // what is still to pick, and nothing once a line was added and the next is not begun (the player
  // may be done: "Select 3 numbers" would then read as a fault).
  const hint = lineHint(member, picks);
  const lineStatus = tried && issue
    ? t(issue.key, issue.params)
    : !issue
      ? t('play.lineReady', { count: linePrice.ok ? linePrice.entries : 0, type: t(`play.types.${family.key}`) })
      : nothingPicked(picks) && plan.length > 0
        ? ''
        : hint
          ? t(hint.key, hint.params)
          : t(issue.key, issue.params);

  const choose = (nextFamily: number, nextMember = 0) => {
    setFamilyIndex(nextFamily);
    setMemberIndex(nextMember);
    setPicks(emptyPicks(families[nextFamily]!.members[nextMember]!));
    setTried(false);
  };
  const add = () => {
    setTried(true);
    if (issues.length > 0 || !linePrice.ok) return;
    setPlan((lines) => [...lines, { id: `${Date.now()}-${lines.length}`, playType: playType.code, numbers: numbers as number[], multiple, entries: linePrice.entries }]);
    setPicks(emptyPicks(member));
    setTried(false);
  };
  const quickPick = () => {
    const line = easyPick(game, member.code, Math.random);
    let offset = 0;
    setPicks(member.pools.map((pool) => {
      const part = line.numbers.slice(offset, offset + pool.count);
      offset += pool.count;
      return part;
    }));
    setTried(false);
  };

  // One order per play type: an order request carries one play type.
  const orders = useMemo(() => {
    const byType = new Map<number, PlanLine[]>();
    for (const line of plan) byType.set(line.playType, [...(byType.get(line.playType) ?? []), line]);
    return [...byType].map(([code, lines]) => {
      const selections = lines.map((l) => ({ numbers: l.numbers, multiple: l.multiple }));
      const price = priceOrder(game, { playType: code, drawCount: draws, selections });
      return { appKey: game.key, lotteryType: game.lotteryType, playType: code, drawCount: draws, selections, amount: price.ok ? price.amount : 0 };
    });
  }, [game, plan, draws]);
  const total = orders.reduce((sum, o) => sum + o.amount, 0);
  const entries = plan.reduce((sum, l) => sum + l.entries, 0);
  const salesOpen = sale.status === 'open';

  const done = purchase.state.step === 'done' ? purchase.state.orderIds : null;
  // What the ticket shows: the plan as bought, kept when the slip empties for the next play.
  const [bought, setBought] = useState<BoughtPlan | null>(null);
  // Back from the ticket, focus goes to the slip's heading, not to <body> (issue 21).
  const [focusSlip, setFocusSlip] = useState(false);
  const slipHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusSlip || bought) return;
    slipHeading.current?.focus();
    setFocusSlip(false);
  }, [focusSlip, bought]);
  useEffect(() => {
    if (!done) return;
    emit(host, 'nl-order-placed', { lotteryType: game.lotteryType, orderIds: done, amount: total });
    setBought({ orderIds: done, lines: plan, draws, total });
    client.track({ type: 'purchase', lotteryType: game.lotteryType, orders: done.length, amount: total });
    setPlan([]);
    // Once per purchase: the ids change only with a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  const buy = () => {
    if (!user?.sessionToken) return navigate(loginPath(client.env.currentPath()));
    if (!canTransact(user.verifiedStatus)) return setKyc(user.verifiedStatus ? gateDialog(user.verifiedStatus) : { name: 'kyc-prompt' });
    purchase.buy(orders);
  };

  if (purchase.state.step === 'done' && bought) {
    return (
      <Suspense fallback={<div className="nl-card play-success" part="success-loading" role="status" aria-busy="true"><h1>{t('play.success.title')}</h1></div>}>
        <PurchaseTicket game={game} bought={bought} onOrders={() => navigate(routePath('orders'))} onBack={() => { setBought(null); purchase.reset(); setFocusSlip(true); }} />
      </Suspense>
    );
  }

  return (
    <section className="play" part="play" aria-labelledby="play-title" data-game={game.key}>
      <header className="play-head" part="play-head">
        <GameIcon game={game} />
        <h1 id="play-title" ref={slipHeading} tabIndex={-1}>{t(`games.${game.key}.name`)}</h1>
        <button type="button" className="nl-button nl-button-ghost info-button" onClick={() => setInfoOpen(true)}>
          {t('play.info.open')}
        </button>
        <p className="countdown" part="countdown" data-state={sale.status} aria-live="off">
          {sale.status === 'open' ? (
            <>
              {t('play.countdown.open')} <Ltr className="countdown-time">{formatCountdown(sale.secondsLeft)}</Ltr>
            </>
          ) : sale.status === 'closed' ? t('play.countdown.closed') : sale.status === 'none' ? t('play.countdown.none') : sale.status === 'error' ? t('play.countdown.error') : t('play.countdown.loading')}
        </p>
        {saleState.status === 'ready' && saleState.data.state !== 'onSale' ? (
          <p className="sale-state" part="sale-state" role="status" data-sale-state={saleState.data.state}>
            {t(`play.saleState.${saleState.data.state}`)}
          </p>
        ) : null}
      </header>

      {landed ? (
        <Suspense fallback={null}>
          <DrawOutcome key={landed} game={game} phase={landed} />
        </Suspense>
      ) : null}

      {demo ? <p className="nl-notice demo-notice" part="demo">{t('play.demo.notice')}</p> : null}
      {linkedFilled && plan.length > 0 ? <p className="nl-notice linked-notice" part="linked-plan" role="status">{t('play.linkedPlan.filled')}</p> : null}

      {families.length > 1 ? (
        <div className="play-types" role="radiogroup" aria-label={t('play.playType')} part="play-types">
          {families.map((f, i) => (
            <button key={f.key} type="button" role="radio" aria-checked={i === familyIndex} className="chip" onClick={() => choose(i)}>
              {t(`play.types.${f.key}`)}
            </button>
          ))}
        </div>
      ) : null}
      {family.members.length > 1 && !family.byDigits ? (
        <label className="member">
          <span>{t('play.size')}</span>
          <select className="nl-compact-select" value={memberIndex} onChange={(event) => choose(familyIndex, Number(event.target.value))}>
            {family.members.map((m, i) => (
              <option key={m.code} value={i}>
                {t('play.sizeOption', { family: t(`play.types.${family.key}`), count: memberSize(m) ?? 1 })}
              </option>
            ))}
          </select>
        </label>
      ) : null}

      <div className="pools" part="pools">
        {member.pools.map((pool, poolIndex) => {
          const options = poolOptions(member, pool, t);
          const set = (value: number, slot?: number) => setPicks((all) => all.map((p, i) => (i === poolIndex ? pick(pool, p, value, slot) : p)));
          if (isSlotPool(pool)) {
            return picks[poolIndex]!.map((digit, slot) => (
              <NumberGrid key={`${poolIndex}-${slot}`} pool={pool} label={t(`play.pool.digitAt.${slot + 1}`)} options={options} columns={10}
                chosen={digit === null ? [] : [digit]} onPick={(value) => set(value, slot)} />
            ));
          }
          return (
            <NumberGrid key={poolIndex} pool={pool} label={t(poolLabelKey(pool, member))} options={options} columns={poolColumns(options.length)}
              chosen={picks[poolIndex]!.filter((n): n is number => n !== null)} onPick={(value) => set(value)} />
          );
        })}
      </div>

      <p className="line-status" part="line-status" role={tried && issue ? 'alert' : undefined} data-valid={!issue}>
        {lineStatus}
      </p>

      {rules.multiples.length > 1 ? (
        <label className="multiple">
          <span>{t('play.multiple')}</span>
          <select className="nl-compact-select" value={multiple} onChange={(event) => setMultiple(Number(event.target.value))}>
            {rules.multiples.map((m) => (
              <option key={m} value={m}>{`×${m}`}</option>
            ))}
          </select>
        </label>
      ) : null}

      <div className="nl-actions line-actions">
        <button type="button" className="nl-button nl-button-secondary" onClick={quickPick}>{t('play.easyPick')}</button>
        <button type="button" className="nl-button nl-button-secondary" onClick={() => { setPicks(emptyPicks(member)); setTried(false); }}>{t('play.clear')}</button>
        <button type="button" className="nl-button nl-button-primary" onClick={add}>{t('play.add')}</button>
      </div>

      <PlanList game={game} lines={plan} onDelete={(id) => setPlan((lines) => lines.filter((l) => l.id !== id))} />

      <div className="order" part="order">
        <DrawsStepper value={draws} max={rules.maxDrawsPerOrder} onChange={setDraws} />
        <p className="total">
          <span>{t('play.total')}</span> <Ltr className="total-amount">{formatMoney(total, language)}</Ltr>{' '}
          <span className="total-entries">{t('play.entries', { count: entries * draws })}</span>
        </p>
        {demo ? (
          <button type="button" className="nl-button nl-button-primary buy" onClick={() => setDemo(false)}>{t('play.info.playNow')}</button>
        ) : (
          <button type="button" className="nl-button nl-button-primary buy" part="buy" disabled={plan.length === 0 || !salesOpen || purchase.state.step === 'buying'} onClick={buy}>
            {purchase.state.step === 'buying' ? t('play.buying') : user?.sessionToken ? t('play.buy') : t('play.loginToBuy')}
          </button>
        )}
        {purchase.state.step === 'failed' ? (
          <div className="nl-form-error buy-error" role="alert" part="buy-error">
            <span>{t(purchase.state.reason === 'location' ? 'play.locationRefused' : 'play.failed')}</span>
            <button type="button" className="nl-button nl-button-secondary" onClick={purchase.retry} disabled={!salesOpen}>{t('play.retry')}</button>
          </div>
        ) : null}
      </div>

      <GameInfoDialog game={game} open={infoOpen} onClose={() => setInfoOpen(false)}
        onDemo={() => { setDemo(true); setInfoOpen(false); }} onPlay={() => { setDemo(false); setInfoOpen(false); }} />
      <InsufficientFundsDialog
        open={purchase.state.step === 'insufficient'}
        onClose={purchase.reset}
        onDeposit={() => {
          // The auto order (SPEC §4, 101077): the deposit page buys these once the deposit is paid.
          const storage = pageSessionStorage();
          const orders = purchase.unplaced();
          if (storage && orders.length) saveAutoOrder(storage, { orders, backPath: routePath('game', { name: game.key }), savedAt: client.env.clock.now() });
        }}
      />
      <SalesSuspensionDialog open={purchase.state.step === 'suspended'} message={purchase.state.step === 'suspended' ? purchase.state.message : undefined}
        onClose={() => { purchase.reset(); navigate(HOME_PATH); }} />
      <KycDialog request={kyc} onClose={() => setKyc(null)} onVerify={() => { setKyc(null); navigate(kycFramePath()); }} />
    </section>
  );
}

function DrawsStepper({ value, max, onChange }: { value: number; max: number; onChange: (draws: number) => void }) {
  const t = useT();
  const clamp = (n: number) => Math.min(max, Math.max(1, Number.isFinite(n) ? Math.trunc(n) : 1));
  return (
    <div className="draws" role="group" aria-labelledby="draws-label" part="draws">
      <span id="draws-label">{t('play.draws', { max })}</span>
      <span className="stepper">
        <button type="button" className="stepper-button" aria-label={t('play.fewerDraws')} disabled={value <= 1} onClick={() => onChange(clamp(value - 1))}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M5 12h14" /></svg>
        </button>
        <input type="number" name="draws" inputMode="numeric" min={1} max={max} value={value} aria-labelledby="draws-label"
          onChange={(event) => onChange(clamp(Number(event.target.value)))} />
        <button type="button" className="stepper-button" aria-label={t('play.moreDraws')} disabled={value >= max} onClick={() => onChange(clamp(value + 1))}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M5 12h14M12 5v14" /></svg>
        </button>
      </span>
    </div>
  );
}
