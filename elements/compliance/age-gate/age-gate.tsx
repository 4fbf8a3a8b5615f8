import { useEffect, useRef, useState } from 'react';
import { AGE_GATE_CONFIRMED, AGE_GATE_KEY, shouldShowAgeGate } from '../../../sdk';
import { Dialog } from '../../base/dialog';
import { emit } from '../../base/emit';
import { useClient, useHost, useT } from '../../base/hooks';
import { inertOutside } from '../../base/inert-outside';
import { MODAL_TURN } from '../../base/modal-turn';
import { COMPLIANCE_STYLES } from '../compliance-styles';
import { AGE_GATE_STYLES } from './age-gate-styles';
import '../compliance-events';
import { ElementStyles } from '../../base/element-styles';

/** Leaves the site: back in history, or an empty page when there is nothing to go back to. */
function leave(host: EventTarget): void {
  const view = (host as Partial<Node>).ownerDocument?.defaultView ?? globalThis.window;
  if (!view) return;
  if (view.history.length > 1) view.history.back();
  else view.location.assign('about:blank');
}

/**
 * The age gate (SPEC §4, §6): covers the page, and makes the rest of it inert, until the player
 * confirms being 18 or older, which is remembered on this device ('confirm' under `age_gate`).
 * Exit goes back (or to an empty page); a host may cancel `nl-age-declined` to leave its own way
 * (e.g. close a webview).
 *
 * @example <nl-age-gate></nl-age-gate>
 */
export function AgeGate() {
  const client = useClient();
  const host = useHost();
  const t = useT();
  const [stored, setStored] = useState(() => client.env.storage.getItem(AGE_GATE_KEY));
  const open = shouldShowAgeGate(stored);
  const gateRef = useRef<HTMLDivElement>(null);
  // Nothing behind the gate is reachable, by Tab or by a screen reader, until it is answered.
  useEffect(() => (open && gateRef.current ? inertOutside(gateRef.current) : undefined), [open]);
  if (!open) return null;

  const confirm = () => {
    client.env.storage.setItem(AGE_GATE_KEY, AGE_GATE_CONFIRMED);
    setStored(AGE_GATE_CONFIRMED);
    emit(host, 'nl-age-confirmed', {});
  };
  const exit = () => {
    if (!emit(host, 'nl-age-declined', {}).defaultPrevented) leave(host);
  };

  return (
    <div ref={gateRef} className="age-gate" part="age-gate">
      <ElementStyles css={COMPLIANCE_STYLES + AGE_GATE_STYLES} />
      <Dialog open title={t('compliance.ageGate.title')} onClose={exit} closable={false} turn={MODAL_TURN.ageGate}>
        <div className="compliance-body age-gate-body">
          <span className="age-badge" aria-hidden="true">
            18+
          </span>
          <p>{t('compliance.ageGate.body')}</p>
          <p className="age-note">{t('compliance.ageGate.restricted')}</p>
        </div>
        <div className="compliance-actions age-gate-actions">
          <button type="button" className="nl-button nl-button-primary" onClick={confirm}>
            {t('compliance.ageGate.confirm')}
          </button>
          <button type="button" className="nl-button nl-button-secondary" onClick={exit}>
            {t('compliance.ageGate.exit')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
