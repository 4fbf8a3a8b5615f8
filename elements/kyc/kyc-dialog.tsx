import type { ReactNode } from 'react';
import { failReasonKey, formatDate, type KycDialog as KycRuleDialog } from '../../sdk';
import { Dialog } from '../base/dialog';
import { useT } from '../base/hooks';
import { Ltr } from '../base/ltr';
import { TransText } from '../base/trans-text';

/**
 * Every KYC dialog (SPEC §2 Dialogs, §4): the six of the rules (the name-mismatch warning of
 * SPEC §5 among them) (`KycDialog` of sdk/kyc) plus
 * `kyc-limit` (today's attempts are used up), `kyc-prompt` (verify before depositing, withdrawing
 * or playing) and `kyc-review` (status 2: the review is in progress, verify again anyway).
 */
export type KycDialogName = KycRuleDialog['name'] | 'kyc-limit' | 'kyc-prompt' | 'kyc-review';

/** What a KYC dialog shows. Only `name` is required; `closable` defaults to true. */
export interface KycDialogRequest {
  name: KycDialogName;
  /** False hides the close button and Later, and Escape does nothing (failed from login check or registration). */
  closable?: boolean;
  /** Numbered failure reason (15, 16, 17), shown as its translated text. */
  reason?: 15 | 16 | 17 | null;
  /** The server's own explanation (KYC remark, 403000815 subtitle), shown when there is no numbered reason. */
  remark?: string | null;
  /** Error text of `kyc-error` (403000724, 403000725); a generic text when empty. */
  message?: string | null;
  /** Expiry of the verified document (epoch ms), for the expiry warning. */
  expireDate?: number | null;
  /** The attempt started from registration: Re-verify keeps `from=register`. */
  fromRegister?: boolean;
  /** Today's attempts are used up (forbidStatus 1): Verify shows the daily-limit message instead. */
  forbidden?: boolean;
}

export interface KycDialogProps {
  request: KycDialogRequest | null;
  onClose: () => void;
  /** Verify / Re-verify / Update now / Verify again. */
  onVerify: (request: KycDialogRequest) => void;
  /** Its place in the page's dialog queue (`MODAL_TURN.kyc`) when it opens by itself, not from a click. */
  turn?: number;
}

interface Content {
  title: string;
  body: ReactNode;
  /** Translation key of the verify button, when the dialog has one. */
  verifyKey?: string;
  /** Translation key of the dismiss button. */
  dismissKey: string;
}

function content(request: KycDialogRequest, t: (key: string, params?: Record<string, unknown>) => string): Content {
  switch (request.name) {
    case 'kyc-success':
      return { title: t('kyc.dialog.success.title'), body: <p>{t('kyc.dialog.success.body')}</p>, dismissKey: 'kyc.action.ok' };
    case 'kyc-failed': {
      const reasonKey = failReasonKey(request.reason ?? null);
      const detail = reasonKey ? t(reasonKey) : request.remark?.trim() || t('kyc.dialog.failed.body');
      return {
        title: t('kyc.dialog.failed.title'),
        body: (
          <>
            <p className="kyc-reason" data-reason={request.reason ?? undefined}>
              {detail}
            </p>
            <p className="kyc-hint">{t('kyc.dialog.failed.hint')}</p>
          </>
        ),
        verifyKey: 'kyc.action.reverify',
        dismissKey: 'kyc.action.later',
      };
    }
    case 'kyc-progress':
      return { title: t('kyc.dialog.progress.title'), body: <p>{t('kyc.dialog.progress.body')}</p>, dismissKey: 'kyc.action.ok' };
    case 'kyc-review':
      return {
        title: t('kyc.dialog.review.title'),
        body: <p>{t('kyc.dialog.review.body')}</p>,
        verifyKey: 'kyc.action.verifyAgain',
        dismissKey: 'kyc.action.close',
      };
    case 'kyc-expiry-warning':
      return {
        title: t('kyc.dialog.warning.title'),
        body: (
          <p>
            {request.expireDate ? (
              // Dates stay left-to-right inside Arabic text.
              <TransText k="kyc.dialog.warning.body" values={{ date: <Ltr>{formatDate(request.expireDate)}</Ltr> }} />
            ) : (
              t('kyc.dialog.warning.bodyNoDate')
            )}
          </p>
        ),
        verifyKey: 'kyc.action.update',
        dismissKey: 'kyc.action.later',
      };
    case 'kyc-name-warning':
      return {
        title: t('kyc.dialog.nameWarning.title'),
        body: (
          <>
            <p>{t('kyc.dialog.nameWarning.body')}</p>
            <p className="kyc-hint">{t('kyc.dialog.nameWarning.hint')}</p>
          </>
        ),
        verifyKey: 'kyc.action.verifyAgain',
        dismissKey: 'kyc.action.later',
      };
    case 'kyc-expired':
      return { title: t('kyc.dialog.expired.title'), body: <p>{t('kyc.dialog.expired.body')}</p>, verifyKey: 'kyc.action.reverify', dismissKey: 'kyc.action.later' };
    case 'kyc-error':
      return { title: t('kyc.dialog.error.title'), body: <p>{request.message?.trim() || t('kyc.dialog.error.body')}</p>, dismissKey: 'kyc.action.close' };
    case 'kyc-limit':
      return {
        title: t('kyc.dialog.limit.title'),
        body: (
          <>
            <p>{t('kyc.limit.message')}</p>
            <p className="kyc-hint">{t('kyc.limit.hint')}</p>
          </>
        ),
        dismissKey: 'kyc.action.ok',
      };
    case 'kyc-prompt':
      return { title: t('kyc.dialog.prompt.title'), body: <p>{t('kyc.dialog.prompt.body')}</p>, verifyKey: 'kyc.action.verify', dismissKey: 'kyc.action.later' };
  }
}

/**
 * One KYC dialog, drawn with the shared modal (focus trap and restore; Escape, backdrop and the
 * close button only when closable). Renders nothing when `request` is null.
 *
 * @example <KycDialog request={{ name: 'kyc-prompt' }} onClose={close} onVerify={() => navigate('/account/kycIframe')} />
 */
export function KycDialog({ request, onClose, onVerify, turn }: KycDialogProps) {
  const t = useT();
  if (!request) return null;
  const closable = request.closable !== false;
  const { title, body, verifyKey, dismissKey } = content(request, t);
  return (
    <div className="kyc-dialog" data-dialog={request.name} data-closable={closable ? 'true' : 'false'}>
      <Dialog open title={title} onClose={onClose} closable={closable} turn={turn}>
        <div className="kyc-dialog-body">{body}</div>
        <div className="kyc-dialog-actions">
          {verifyKey ? (
            <button type="button" className="nl-button nl-button-primary" onClick={() => onVerify(request)}>
              {t(verifyKey)}
            </button>
          ) : null}
          {closable || !verifyKey ? (
            <button type="button" className={verifyKey ? 'nl-button nl-button-secondary' : 'nl-button nl-button-primary'} onClick={onClose}>
              {t(dismissKey)}
            </button>
          ) : null}
        </div>
      </Dialog>
    </div>
  );
}
