import { useEffect, useId, useState, type FormEvent } from 'react';
import { GAMES, gameByType, type Commands, type ResponseOf } from '../../sdk';
import { verifyDraw, verifyTicketInDraw, type DrawVerdict } from '../../sdk/draws';
import { useHost, useT } from '../base/hooks';
import { emit } from '../base/emit';
import { Ltr } from '../base/ltr';
import { EmptyState, ErrorState, Skeleton } from '../base/state-message';
import { useCommand } from '../base/use-command';
import { FieldShell, useFieldIds } from '../forms/field-shell';
import { FORM_STYLES } from '../forms/form-styles';
import { SelectField } from '../forms/select-field';
import { SubmitButton } from '../forms/submit-button';
import { TextField } from '../forms/text-field';
import { BALL_STYLES } from '../results/ball-styles';
import { ResultBalls } from '../results/result-balls';
import { DRAW_VERIFIER_STYLES } from './draw-verifier-styles';
import { MAX_TICKET_PROOF_CHARS, parseTicketProof } from './ticket-proof';

/** Props of `<nl-draw-verifier>`. */
export interface DrawVerifierProps {
  /** Lottery type of the draw to check first (attribute `lottery-type`), e.g. 72. */
  lotteryType?: number;
  /** Phase of the draw to check first (attribute `phase`), e.g. `20260314001`. */
  phase?: string;
}

type PublishedPhase = NonNullable<ResponseOf<Commands['drawPhase']>['draw']>;

/** Longest phase a player may type (the command's bound). */
const MAX_PHASE_CHARS = 20;

/**
 * Lets anyone check a draw in the browser with the SDK's verifier (sdk/draws): pick the game and
 * phase, and it loads the published draw (drawPhase 660202), re-computes the commitment from the
 * revealed seed and the result from the seed, and says whether both match; then checks a pasted
 * ticket proof against the draw's ticket fingerprint. Nothing is trusted to the server but the
 * commitment published before sales close.
 *
 * @example <nl-draw-verifier lottery-type="72" phase="20260314001"></nl-draw-verifier>
 */
export function DrawVerifier({ lotteryType, phase }: DrawVerifierProps) {
  // New attributes start a new check.
  return (
    <>
      <style>{FORM_STYLES + BALL_STYLES + DRAW_VERIFIER_STYLES}</style>
      <Verifier key={`${lotteryType ?? ''}:${phase ?? ''}`} lotteryType={lotteryType} phase={phase} />
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
  const [asked, setAsked] = useState(lotteryType !== undefined && phase ? { lotteryType: initialGame, phase } : null);
  const draw = useCommand('drawPhase', asked, { hideToast: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = phaseText.trim();
    if (!wanted) {
      setPhaseError(t('verify.phaseRequired'));
      return;
    }
    setPhaseError(undefined);
    setAsked({ lotteryType: Number(game), phase: wanted });
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
      {draw.ticketRoot ? <TicketCheck root={draw.ticketRoot} /> : null}
    </>
  );
}

/** Checks a pasted ticket proof against the draw's ticket fingerprint. */
function TicketCheck({ root }: { root: string }) {
  const t = useT();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<'in' | 'out' | 'invalid' | 'checking' | null>(null);
  const ids = useFieldIds(t('verify.ticket.hint'), outcome === 'invalid' ? t('verify.ticket.invalid') : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ticket = parseTicketProof(text.trim());
    if (!ticket) {
      setOutcome('invalid');
      return;
    }
    setOutcome('checking');
    setOutcome((await verifyTicketInDraw(ticket, ticket.proof, root)) ? 'in' : 'out');
  };

  return (
    <form className="nl-form verifier-panel" part="ticket-form" noValidate onSubmit={(e) => void submit(e)}>
      <FieldShell ids={ids} label={t('verify.ticket.label')} hint={t('verify.ticket.hint')} error={outcome === 'invalid' ? t('verify.ticket.invalid') : undefined}>
        <textarea
          id={ids.inputId}
          className="nl-input"
          name="ticketProof"
          dir="ltr"
          value={text}
          maxLength={MAX_TICKET_PROOF_CHARS}
          aria-invalid={outcome === 'invalid' ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => setText(event.target.value)}
        />
      </FieldShell>
      <SubmitButton busy={outcome === 'checking'}>{t('verify.ticket.check')}</SubmitButton>
      {outcome === 'in' || outcome === 'out' ? (
        <p className="verdict" part="ticket-verdict" role="status" data-ok={String(outcome === 'in')}>
          {t(outcome === 'in' ? 'verify.ticket.in' : 'verify.ticket.out')}
        </p>
      ) : null}
    </form>
  );
}
