import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { TERMS_SHOWN_KEY, isScrolledToBottom, shouldShowTerms, termsClosable, type ResponseOf, type Commands } from '../../../sdk';
import { Dialog } from '../../base/dialog';
import { MODAL_TURN, useModalTurn } from '../../base/modal-turn';
import { emit } from '../../base/emit';
import { useClient, useHost, useLanguage, useStore, useT } from '../../base/hooks';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { COMPLIANCE_STYLES } from '../compliance-styles';
import { readStoredTime } from '../stored-time';
import { TERMS_STYLES } from './terms-dialog-styles';
import { toParagraphs } from './terms-text';
import '../compliance-events';
import { ElementStyles } from '../../base/element-styles';

/** Category of the terms-update articles (SPEC §7: 200022 category 12). */
export const TERMS_CATEGORY = 12;

type TermsCheck = ResponseOf<Commands['checkTerms']>;

/**
 * The terms-update dialog (SPEC §4): for a logged-in player, asks whether a new terms version
 * must be shown (200029); shows it when upgrade=1 and notice=1, at most once a day unless forced.
 * The brief view turns into the whole text once scrolled to the bottom; Agree records acceptance
 * (200030). A forced update has no close button and ignores Escape.
 *
 * @example <nl-terms-dialog></nl-terms-dialog>
 */
export function TermsDialog() {
  const client = useClient();
  const host = useHost();
  const token = useStore(client.stores.userInfo)?.sessionToken;
  const [check, setCheck] = useState<TermsCheck | null>(null);
  // While 200029 is asked, the dialogs after the terms wait: the order must not depend on which answer lands first.
  const [checking, setChecking] = useState(false);
  useModalTurn(MODAL_TURN.terms, checking ? 'pending' : 'none');
  // Tells the host the terms are out of the way, so it can open the next dialog (one at a time).
  const settled = useCallback(() => emit(host, 'nl-terms-settled', {}), [host]);

  useEffect(() => {
    setCheck(null);
    setChecking(Boolean(token));
    if (!token) return;
    let live = true;
    // A background check: its failure only means no dialog now.
    void client.call('checkTerms', { versionType: 1 }, { hideToast: true, ignoreCodes: 'all' }).then((result) => {
      if (!live) return;
      setChecking(false);
      if (!result.ok) return settled();
      const storage = client.env.storage;
      const now = client.env.clock.now();
      if (!shouldShowTerms(result.data, readStoredTime(storage, TERMS_SHOWN_KEY), now)) return settled();
      storage.setItem(TERMS_SHOWN_KEY, String(now));
      setCheck(result.data);
    });
    return () => {
      live = false;
    };
  }, [client, token, settled]);

  if (!check) return null;
  return (
    <TermsContent
      key={check.id}
      check={check}
      onDone={() => {
        setCheck(null);
        settled();
      }}
    />
  );
}

function TermsContent({ check, onDone }: { check: TermsCheck; onDone: () => void }) {
  const client = useClient();
  const host = useHost();
  const t = useT();
  const language = useLanguage();
  const articles = useCommand('termsArticles', { category: TERMS_CATEGORY, language }, { hideToast: true });
  const [showWhole, setShowWhole] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const closable = termsClosable(check);

  const list = articles.status === 'ready' ? articles.data.articleDetailItemList : [];
  const brief = list.find((a) => a.label === 'brief');
  const whole = list.find((a) => a.label === 'whole');
  // Without a brief article the whole text is the only view.
  const view = showWhole || !brief ? 'whole' : 'brief';
  const article = view === 'brief' ? brief : (whole ?? brief);

  const toWhole = () => {
    setShowWhole(true);
    if (textRef.current) textRef.current.scrollTop = 0;
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (view === 'brief' && whole && isScrolledToBottom(event.currentTarget)) toWhole();
  };

  const agree = async () => {
    setSending(true);
    setError(null);
    const result = await client.call('acceptTerms', { versionId: check.id }, { hideToast: true });
    setSending(false);
    if (!result.ok) {
      setError(result.error.message?.trim() || t('compliance.terms.acceptError'));
      return;
    }
    emit(host, 'nl-terms-accepted', { versionId: check.id });
    onDone();
  };

  // A new language brings the articles again, from the brief view.
  useEffect(() => setShowWhole(false), [language]);

  let body;
  if (articles.status === 'loading') body = <Skeleton count={4} shape="nl-skeleton-row" />;
  else if (articles.status === 'error') body = <ErrorState messageKey="compliance.terms.loadError" onRetry={articles.retry} />;
  else if (!article) body = <EmptyState messageKey="compliance.terms.empty" />;
  else
    body = (
      <>
        {article.title ? <h3 className="terms-article-title">{article.title}</h3> : null}
        {toParagraphs(article.content).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </>
    );

  return (
    <div className="terms-dialog" data-view={view} data-forced={closable ? 'false' : 'true'}>
      <ElementStyles css={COMPLIANCE_STYLES + TERMS_STYLES} />
      <Dialog open title={t('compliance.terms.title')} onClose={onDone} closable={closable} turn={MODAL_TURN.terms}>
        <p className="terms-intro">{t(closable ? 'compliance.terms.intro' : 'compliance.terms.introForced')}</p>
        <div
          ref={textRef}
          className="terms-text"
          data-view={view}
          tabIndex={0}
          role="region"
          aria-label={t(view === 'brief' ? 'compliance.terms.briefLabel' : 'compliance.terms.wholeLabel')}
          onScroll={onScroll}
        >
          {body}
        </div>
        <p className="nl-visually-hidden" aria-live="polite">
          {view === 'whole' && brief ? t('compliance.terms.wholeShown') : ''}
        </p>
        {error ? (
          <p className="compliance-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="compliance-actions">
          {view === 'brief' && whole ? (
            <button type="button" className="nl-button nl-button-secondary" onClick={toWhole}>
              {t('compliance.terms.readWhole')}
            </button>
          ) : null}
          <button type="button" className="nl-button nl-button-primary" onClick={() => void agree()} disabled={sending} aria-busy={sending || undefined}>
            {t('compliance.terms.agree')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
