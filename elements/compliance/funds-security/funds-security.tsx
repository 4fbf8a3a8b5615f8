import { useEffect, useState, type FormEvent } from 'react';
import { shouldShowFundsDeclaration } from '../../../sdk';
import { SOURCES_OF_FUNDS } from '../../../sdk/commands/compliance';
import { fundsDeclarationErrors } from '../../../sdk/validation';
import { Dialog } from '../../base/dialog';
import { MODAL_TURN, useModalTurn } from '../../base/modal-turn';
import { emit } from '../../base/emit';
import { useClient, useHost, useStore, useT } from '../../base/hooks';
import { CheckboxField, FORM_STYLES, FormError, SelectField, SubmitButton } from '../../forms';
import { COMPLIANCE_STYLES } from '../compliance-styles';
import { FUNDS_STYLES } from './funds-security-styles';
import '../compliance-events';
import { ElementStyles } from '../../base/element-styles';

/** The declaration's statement type (SPEC §7: 100160/100161 lawStatementType 1). */
export const LAW_STATEMENT_TYPE = 1;

type Source = (typeof SOURCES_OF_FUNDS)[number];

/**
 * The funds-security declaration (SPEC §4, §5): for a logged-in player whose declaration is due
 * (100160: alertStatus=1 and agreeStatus=0). Both statements must be ticked, else a hint; the
 * source of funds is chosen from the SDK's list; Submit records it (100161). It has no close
 * button: the declaration is required before playing on.
 *
 * @example <nl-funds-security></nl-funds-security>
 */
export function FundsSecurity() {
  const client = useClient();
  const token = useStore(client.stores.userInfo)?.sessionToken;
  const [due, setDue] = useState(false);
  // While 100160 is asked, the dialogs after the declaration (the 100163 popups) wait their turn.
  const [checking, setChecking] = useState(false);
  useModalTurn(MODAL_TURN.funds, checking ? 'pending' : 'none');

  useEffect(() => {
    setDue(false);
    setChecking(Boolean(token));
    if (!token) return;
    let live = true;
    void client.call('fundsStatementStatus', { lawStatementType: LAW_STATEMENT_TYPE }, { hideToast: true, ignoreCodes: 'all' }).then((result) => {
      if (!live) return;
      setChecking(false);
      if (result.ok && shouldShowFundsDeclaration(result.data)) setDue(true);
    });
    return () => {
      live = false;
    };
  }, [client, token]);

  if (!due) return null;
  return <FundsDeclaration onDone={() => setDue(false)} />;
}

function FundsDeclaration({ onDone }: { onDone: () => void }) {
  const client = useClient();
  const host = useHost();
  const t = useT();
  const [ownFunds, setOwnFunds] = useState(false);
  const [lawful, setLawful] = useState(false);
  const [source, setSource] = useState<Source | ''>('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The rule is the SDK's (SPEC §5), so the form and any other client agree.
  const missing = fundsDeclarationErrors({ ownFunds, notProceedsOfCrime: lawful, source });
  const boxesMissing = missing.statements !== undefined;
  const sourceMissing = missing.source !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (boxesMissing || source === '') return;
    setSending(true);
    const result = await client.call(
      'submitFundsStatement',
      { lawStatementType: LAW_STATEMENT_TYPE, memo: source, ownFunds: true, notProceedsOfCrime: true },
      { hideToast: true },
    );
    setSending(false);
    if (!result.ok) {
      setError(result.error.message?.trim() || t('compliance.funds.submitError'));
      return;
    }
    emit(host, 'nl-funds-declared', { source });
    onDone();
  };

  return (
    <div className="funds-security">
      <ElementStyles css={FORM_STYLES + COMPLIANCE_STYLES + FUNDS_STYLES} />
      <Dialog open title={t('compliance.funds.title')} onClose={() => {}} closable={false} turn={MODAL_TURN.funds}>
        <form className="nl-form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="funds-intro">{t('compliance.funds.intro')}</p>
          <fieldset className="funds-statements">
            <legend className="nl-visually-hidden">{t('compliance.funds.statements')}</legend>
            <CheckboxField name="ownFunds" label={t('compliance.funds.ownFunds')} checked={ownFunds} onChange={setOwnFunds} />
            <CheckboxField name="notProceedsOfCrime" label={t('compliance.funds.lawful')} checked={lawful} onChange={setLawful} />
          </fieldset>
          {submitted && boxesMissing ? (
            <p className="compliance-error funds-hint" role="alert">
              {t('compliance.funds.tickBoth')}
            </p>
          ) : null}
          <SelectField
            name="source"
            label={t('compliance.funds.source')}
            placeholder={t('compliance.funds.choose')}
            required
            value={source}
            onChange={(value) => setSource(value as Source | '')}
            error={submitted && sourceMissing ? t('compliance.funds.chooseSource') : undefined}
            options={SOURCES_OF_FUNDS.map((value) => ({ value, label: t(`compliance.funds.sources.${value}`) }))}
          />
          <FormError message={error} />
          <div className="compliance-actions">
            <SubmitButton busy={sending}>{t('compliance.funds.submit')}</SubmitButton>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
