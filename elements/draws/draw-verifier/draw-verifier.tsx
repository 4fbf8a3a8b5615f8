import { lazy, Suspense, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { GAMES, gameByType, type Commands, type ResponseOf } from '../../../sdk';
import { verifyDraw, verifyTicketInDraw, type DrawVerdict } from '../../../sdk/draws';
import { useHost, useT } from '../../base/hooks';
import { emit } from '../../base/emit';
import { Ltr } from '../../base/ltr';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { FieldShell, useFieldIds } from '../../forms/field-shell';
import { FORM_STYLES } from '../../forms/form-styles';
import { SelectField } from '../../forms/select-field';
import { SubmitButton } from '../../forms/submit-button';
import { TextField } from '../../forms/text-field';
import { BALL_STYLES } from '../results/ball-styles';
import { ResultBalls } from '../results/result-balls';
import { DRAW_VERIFIER_STYLES } from './draw-verifier-styles';
import { MAX_TICKET_PROOF_CHARS, parseTicketProof, type TicketProof } from './ticket-proof';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-draw-verifier>`. */
export interface DrawVerifierProps {
  /** Lottery type of the draw to check first (attribute `lottery-type`), e.g. 72. */
  lotteryType?: number;
  /** Phase of the draw to check first (attribute `phase`), e.g. `20260314001`. */
  phase?: string;
  /** A scratch card of the logged-in player whose proof fills the card form (attribute `card-id`). */
  cardId?: string;
}

/** The scratch-card form (issue 20), loaded on demand: a page checking a draw does not carry it. */
const CardVerifier = lazy(() => import('../../instant/card-verifier/card-verifier').then((m) => ({ default: m.CardVerifier })));

type PublishedPhase = NonNullable<ResponseOf<Commands['drawPhase']>['draw']>;

/** A draw by its game's own lottery type and its phase. */
interface DrawName {
  lotteryType: number;
  phase: string;
}

/** A pasted proof to check against the fingerprint of `draw`; `seq` tells two checks of one text apart. */
interface TicketCheckRequest {
  ticket: TicketProof;
  draw: DrawName;
  seq: number;
}

/** Longest phase a player may type (the command's bound). */
const MAX_PHASE_CHARS = 20;

/**
 * Lets anyone check a draw in the browser with the SDK's verifier (sdk/draws): pick the game and
 * phase, and it loads the published draw (drawPhase 660202), re-computes the commitment from the
 * revealed seed and the result from the seed, and says whether both match. A ticket proof copied
 * from the order detail (ticketProofText) names its draw: pasted, it loads that draw and is
 * checked against the ticket fingerprint the draw published, never against anything in the proof.
 * Nothing is trusted to the server but the commitment published before sales close and the
 * fingerprint published at it. Below, a scratch card's proof is checked against its pool's
 * published commitment and revealed seed (elements/instant/card-verifier).
 *
 * @example <nl-draw-verifier lottery-type="72" phase="20260314001"></nl-draw-verifier>
 */
export function DrawVerifier({ lotteryType, phase, cardId }: DrawVerifierProps) {
  // New attributes start a new check.
  return (
    <>
      <ElementStyles css={FORM_STYLES + BALL_STYLES + DRAW_VERIFIER_STYLES} />
      <Verifier key={`${lotteryType ?? ''}:${phase ?? ''}`} lotteryType={lotteryType} phase={phase} />
      <Suspense fallback={null}>
        <CardVerifier key={cardId ?? ''} cardId={cardId} />
      </Suspense>
    </>
  );
}

function Verifier({ lotteryType, phase }: DrawVerifierProps) {
  const t = useT();
  const titleId = useId();
  const initialGame = gameByType(lotteryType ?? NaN)?.lotteryType ?? GAMES[0]!.lotteryType;
  const [game, setGame] = useState(String(initialGame));
  const [phaseText, setPhaseText] = useState(phase ?? '');
  const [phaseError, setPhaseError] = useState<string | undefined>(undefined);
  const [asked, setAsked] = useState<DrawName | null>(lotteryType !== undefined && phase ? { lotteryType: initialGame, phase } : null);
  const [check, setCheck] = useState<TicketCheckRequest | null>(null);
  const draw = useCommand('drawPhase', asked, { hideToast: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = phaseText.trim();
    if (!wanted) {
      setPhaseError(t('verify.phaseRequired'));
      return;
    }
    setPhaseError(undefined);
    setCheck(null);
    setAsked({ lotteryType: Number(game), phase: wanted });
  };

  /**
   * Checks a pasted proof: against the draw it names (shown first, so the player sees which draw
   * it is checked in), else against the draw on screen. Answers the error to show, if any.
   */
  const checkTicket = (ticket: TicketProof): 'invalid' | 'noDraw' | null => {
    let target = asked;
    if (ticket.lotteryType !== undefined && ticket.phase !== undefined) {
      const own = gameByType(ticket.lotteryType)?.lotteryType;
      if (own === undefined) return 'invalid';
      target = { lotteryType: own, phase: ticket.phase };
      if (!asked || asked.lotteryType !== own || asked.phase !== ticket.phase) {
        setGame(String(own));
        setPhaseText(ticket.phase);
        setPhaseError(undefined);
        setAsked(target);
      }
    }
    if (!target) return 'noDraw';
    const against = target;
    setCheck((previous) => ({ ticket, draw: against, seq: (previous?.seq ?? 0) + 1 }));
    return null;
  };

  return (
    <section className="verifier" part="verifier" aria-labelledby={titleId}>
      <h1 id={titleId} className="verifier-title">
        {t('verify.title')}
      </h1>
      <p className="verifier-intro">{t('verify.intro')}</p>
      <form className="nl-form verifier-form" part="draw-form" noValidate onSubmit={submit}>
        <SelectField
          label={t('verify.game')}
          name="lotteryType"
          value={game}
          onChange={setGame}
          options={GAMES.map((g) => ({ value: String(g.lotteryType), label: t(`games.${g.key}.name`) }))}
        />
        <TextField
          label={t('verify.phase')}
          name="phase"
          value={phaseText}
          onChange={setPhaseText}
          error={phaseError}
          hint={t('verify.phaseHint')}
          maxLength={MAX_PHASE_CHARS}
          inputMode="numeric"
          ltr
          required
        />
        <SubmitButton busy={asked !== null && draw.status === 'loading'}>{t('verify.checkDraw')}</SubmitButton>
      </form>
      {asked === null ? null : draw.status === 'loading' ? (
        <Skeleton count={2} shape="nl-skeleton-row" />
      ) : draw.status === 'error' ? (
        <ErrorState messageKey="verify.error" onRetry={draw.retry} />
      ) : draw.data.draw === null ? (
        <EmptyState messageKey="verify.notFound" />
      ) : (
        <PublishedDraw key={`${draw.data.draw.lotteryType}:${draw.data.draw.phase}`} draw={draw.data.draw} />
      )}
      <TicketCheck onCheck={checkTicket} onClear={() => setCheck(null)}>
        {check && asked && check.draw.lotteryType === asked.lotteryType && check.draw.phase === asked.phase ? (
          draw.status === 'loading' ? (
            <TicketVerdict outcome="checking" />
          ) : draw.status === 'error' ? null : draw.data.draw === null ? (
            <TicketVerdict outcome="noSuchDraw" />
          ) : draw.data.draw.ticketRoot ? (
            <TicketInDraw key={check.seq} ticket={check.ticket} root={draw.data.draw.ticketRoot} />
          ) : (
            <TicketVerdict outcome="notClosed" />
          )
        ) : null}
      </TicketCheck>
    </section>
  );
}

/** The published draw, the verifier's verdict on it, and the ticket check. */
function PublishedDraw({ draw }: { draw: PublishedPhase }) {
  const t = useT();
  const host = useHost();
  const game = gameByType(draw.lotteryType);
  const [verdict, setVerdict] = useState<DrawVerdict | null>(null);
  const drawn = draw.result !== null && Boolean(draw.seed);

  useEffect(() => {
    if (!drawn) return;
    let live = true;
    void verifyDraw(draw).then((v) => {
      if (!live) return;
      setVerdict(v);
      emit(host, 'nl-draw-verify', { lotteryType: draw.lotteryType, phase: draw.phase, ok: v.ok, failure: v.failure });
    });
    return () => {
      live = false;
    };
  }, [draw, drawn, host]);

  if (!game) return null;
  return (
    <>
      <div className="verifier-panel" part="draw" data-lottery-type={draw.lotteryType} data-phase={draw.phase}>
        <dl className="verifier-facts">
          <dt>{t('verify.facts.phase')}</dt>
          <dd>
            <Ltr>{draw.phase}</Ltr>
          </dd>
          <dt>{t('verify.facts.commitment')}</dt>
          <dd data-fact="commitment">
            <Ltr>{draw.seedHash ?? '-'}</Ltr>
          </dd>
          <dt>{t('verify.facts.seed')}</dt>
          <dd data-fact="seed">{draw.seed ? <Ltr>{draw.seed}</Ltr> : t('verify.facts.seedHidden')}</dd>
          <dt>{t('verify.facts.result')}</dt>
          <dd data-fact="result">
            <ResultBalls game={game} result={draw.result} compact />
          </dd>
          <dt>{t('verify.facts.tickets')}</dt>
          <dd data-fact="tickets">
            {draw.ticketRoot ? (
              <>
                <Ltr>{draw.ticketRoot}</Ltr> ({t('verify.facts.ticketCount', { count: draw.ticketCount ?? 0 })})
              </>
            ) : (
              t('verify.facts.ticketsOpen')
            )}
          </dd>
        </dl>
        <p className="verdict" part="verdict" role="status" data-ok={drawn ? (verdict ? String(verdict.ok) : 'pending') : 'pending'}>
          {!drawn ? t('verify.verdict.notDrawn') : verdict === null ? t('verify.verdict.checking') : verdict.ok ? t('verify.verdict.ok') : t(`verify.failure.${verdict.failure}`)}
        </p>
        {verdict && !verdict.ok && verdict.derivedResult ? (
          <p className="verifier-intro" data-fact="derived">
            {t('verify.verdict.derived')} <Ltr>{verdict.derivedResult.join(', ')}</Ltr>
          </p>
        ) : null}
      </div>
    </>
  );
}

/** What the ticket check says: in or out of the fingerprint, or why it cannot tell yet. */
type TicketOutcome = 'in' | 'out' | 'checking' | 'notClosed' | 'noSuchDraw';

function TicketVerdict({ outcome }: { outcome: TicketOutcome }) {
  const t = useT();
  const ok = outcome === 'in' ? 'true' : outcome === 'out' || outcome === 'noSuchDraw' ? 'false' : 'pending';
  return (
    <p className="verdict" part="ticket-verdict" role="status" data-ok={ok}>
      {t(`verify.ticket.${outcome}`)}
    </p>
  );
}

/** Whether the ticket is in the fingerprint `root` the draw published: the SDK's verifier, in the browser. */
function TicketInDraw({ ticket, root }: { ticket: TicketProof; root: string }) {
  const [inDraw, setInDraw] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void verifyTicketInDraw(ticket, ticket.proof, root).then((yes) => {
      if (live) setInDraw(yes);
    });
    return () => {
      live = false;
    };
  }, [ticket, root]);
  // Nothing while the hashes are computed (a few milliseconds): a verdict appears once, final.
  return inDraw === null ? null : <TicketVerdict outcome={inDraw ? 'in' : 'out'} />;
}

/**
 * The ticket proof form, always on the page: a proof that names its draw needs no draw chosen
 * first. `onCheck` answers the error to show; the verdict comes as `children`.
 */
function TicketCheck({ onCheck, onClear, children }: { onCheck: (ticket: TicketProof) => 'invalid' | 'noDraw' | null; onClear: () => void; children: ReactNode }) {
  const t = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<'invalid' | 'noDraw' | null>(null);
  const message = error ? t(`verify.ticket.${error}`) : undefined;
  const ids = useFieldIds(t('verify.ticket.hint'), message);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ticket = parseTicketProof(text.trim());
    const refused = ticket ? onCheck(ticket) : 'invalid';
    // Bad input changes nothing on screen but the message: no verdict of an earlier proof stays.
    if (refused) onClear();
    setError(refused);
  };

  return (
    <form className="nl-form verifier-panel" part="ticket-form" noValidate onSubmit={submit}>
      <FieldShell ids={ids} label={t('verify.ticket.label')} hint={t('verify.ticket.hint')} error={message}>
        <textarea
          id={ids.inputId}
          className="nl-input"
          name="ticketProof"
          dir="ltr"
          value={text}
          maxLength={MAX_TICKET_PROOF_CHARS}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => setText(event.target.value)}
        />
      </FieldShell>
      <SubmitButton>{t('verify.ticket.check')}</SubmitButton>
      {children}
    </form>
  );
}
