import { useEffect, useState, type FormEvent } from 'react';
import { formatMoney } from '../../../sdk';
import { verifyCard, type CardVerdict } from '../../../sdk/instant';
import { useClient, useLanguage, useStore, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { FieldShell, useFieldIds } from '../../forms/field-shell';
import { SubmitButton } from '../../forms/submit-button';
import { MAX_CARD_PROOF_CHARS, parseCardProof, type CardProof } from './card-proof';
import { ElementStyles } from '../../base/element-styles';

/** The card form sits below the draw verifier's section: the same measure, and long hashes and hints wrap at 390 px. */
const CARD_VERIFIER_STYLES = /* css */ `
.card-verifier { max-inline-size: 48rem; margin-block-start: 1.25rem; overflow-wrap: anywhere; }
.card-verifier textarea.nl-input { min-block-size: 8rem; font-family: ui-monospace, monospace; font-size: 0.85rem; }
.card-verifier .verifier-facts dd .hash { word-break: break-all; }
`;

type Outcome = { state: 'checking' } | { state: 'noPool' } | { state: 'done'; verdict: CardVerdict; proof: CardProof; seed: string | null; root: string };

/**
 * The scratch-card part of /lottery/verify (issue 20): a card proof (as scratchCardProof 101304
 * answers it; filled in from `cardId` for the logged-in owner) is checked with sdk/instant
 * `verifyCard` against what the gateway published for its pool (scratchGame 660301): the root
 * committed before the first sale and, once the pool closed, the revealed seed, from which the
 * whole pool is rebuilt with the game's table.
 *
 * @example <CardVerifier cardId="1042" />
 */
export function CardVerifier({ cardId }: { cardId?: string | undefined }) {
  const t = useT();
  const language = useLanguage();
  const client = useClient();
  const user = useStore(client.stores.userInfo);
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const message = error ? t('instant.verify.invalid') : undefined;
  const ids = useFieldIds(t('instant.verify.hint'), message);

  useEffect(() => {
    if (!cardId || !/^[1-9]\d{0,18}$/.test(cardId) || !user?.sessionToken) return;
    let live = true;
    void client.call('scratchCardProof', { cardId }, { hideToast: true }).then((r) => {
      if (live && r.ok) {
        const { cardId: id, appKey, poolId, cardIndex, prize, proof } = r.data;
        setText(JSON.stringify({ cardId: id, appKey, poolId, cardIndex, prize, proof }));
      }
    });
    return () => {
      live = false;
    };
  }, [cardId, client, user?.sessionToken]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const proof = parseCardProof(text.trim());
    setError(proof === null);
    if (!proof) return setOutcome(null);
    setOutcome({ state: 'checking' });
    const game = await client.call('scratchGame', { appKey: proof.appKey }, { hideToast: true });
    const pool = game.ok ? game.data.pools.find((p) => p.poolId === proof.poolId) : undefined;
    if (!game.ok || !pool) return setOutcome({ state: 'noPool' });
    const table = { price: game.data.price, tiers: game.data.tiers };
    const verdict = await verifyCard({ ...proof, root: pool.root, seed: pool.seed, seedHash: pool.seedHash, ...(pool.seed ? { table } : {}) });
    setOutcome({ state: 'done', verdict, proof, seed: pool.seed, root: pool.root });
  };

  return (
    <form className="nl-form verifier-panel card-verifier" part="card-form" noValidate onSubmit={(e) => void submit(e)}>
      <ElementStyles css={CARD_VERIFIER_STYLES} />
      <h2 className="verifier-title">{t('instant.verify.title')}</h2>
      <p className="verifier-intro">{t('instant.verify.intro')}</p>
      <FieldShell ids={ids} label={t('instant.verify.label')} hint={t('instant.verify.hint')} error={message}>
        <textarea
          id={ids.inputId}
          className="nl-input"
          name="cardProof"
          dir="ltr"
          value={text}
          maxLength={MAX_CARD_PROOF_CHARS}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => setText(event.target.value)}
        />
      </FieldShell>
      <SubmitButton busy={outcome?.state === 'checking'}>{t('instant.verify.check')}</SubmitButton>
      <div part="card-verdict" role="status" aria-live="polite" data-ok={outcome?.state === 'done' ? String(outcome.verdict.ok) : 'pending'}>
        {outcome === null ? null : outcome.state === 'checking' ? (
          <p>{t('instant.verify.checking')}</p>
        ) : outcome.state === 'noPool' ? (
          <p className="nl-error-text">{t('instant.verify.noPool')}</p>
        ) : (
          <>
            <p className="verdict" data-ok={String(outcome.verdict.ok)}>
              {outcome.verdict.ok ? t(outcome.verdict.seedChecked ? 'instant.verify.okSeed' : 'instant.verify.okRoot') : t(`instant.verify.failure.${outcome.verdict.failure}`)}
            </p>
            <dl className="verifier-facts">
              <dt>{t('instant.verify.card')}</dt>
              <dd><Ltr>{`${outcome.proof.poolId} / ${outcome.proof.cardIndex + 1}`}</Ltr></dd>
              <dt>{t('instant.verify.prize')}</dt>
              <dd><Ltr>{formatMoney(outcome.proof.prize, language)}</Ltr></dd>
              <dt>{t('instant.scratch.root')}</dt>
              <dd><Ltr className="hash">{outcome.root}</Ltr></dd>
              <dt>{t('instant.verify.seed')}</dt>
              <dd>{outcome.seed ? <Ltr className="hash">{outcome.seed}</Ltr> : t('instant.verify.seedHidden')}</dd>
            </dl>
          </>
        )}
      </div>
    </form>
  );
}
