import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, useHost, useStore } from '../../base/hooks';
import { MODAL_TURN, useModalTurn } from '../../base/modal-turn';
import { useNavigate } from '../../base/use-navigate';
import { KycDialog, type KycDialogRequest } from '../kyc-dialog';
import { kycFramePath } from '../kyc-paths';
import { runLoginCheck } from '../kyc-status';
import { KYC_STYLES } from '../kyc-styles';
import { kycDialogsController } from './kyc-dialogs-controller';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-kyc-dialogs>`. */
export interface KycDialogsProps {
  /**
   * Run the login check when a player logs in (the user store goes from no player to a player):
   * failed or expired at most every 30 days, the expiry warning once a day. Attribute
   * `check-on-login` (a bare attribute or `"true"`). Default false.
   */
  checkOnLogin?: boolean;
}

/** Whether a boolean attribute is on: r2wc parses `"true"`, but a bare attribute reaches us empty. */
function bareBoolean(host: unknown, value: boolean | undefined, attribute: string): boolean {
  if (value !== undefined) return value;
  if (typeof Element !== 'undefined' && host instanceof Element) {
    const raw = host.getAttribute(attribute);
    return raw !== null && raw !== 'false';
  }
  return false;
}

/**
 * The page's KYC dialogs (SPEC §4): put one `<nl-kyc-dialogs>` on the page. It opens the failed and
 * error dialogs the SDK's error catalogue asks for (403000815, 403000724, 403000725), runs the
 * login check when `check-on-login` is set, and shows any KYC dialog a host asks for with
 * `element.open({ name: 'kyc-success' })`.
 *
 * @example <nl-kyc-dialogs check-on-login></nl-kyc-dialogs>
 */
export function KycDialogs({ checkOnLogin }: KycDialogsProps) {
  const client = useClient();
  const host = useHost();
  const navigate = useNavigate();
  const controller = kycDialogsController(host);
  const request = useStore(controller);
  const enabled = bareBoolean(host, checkOnLogin, 'check-on-login');

  // Dialogs the error catalogue opens for eKYC failures (SPEC §8).
  useEffect(() => {
    const onDialog = ({ name, props }: { name: string; props: Record<string, unknown> }) => {
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
      if (name === 'kyc-failed') controller.set({ name: 'kyc-failed', closable: true, remark: text(props.subtitle) ?? text(props.message) });
      else if (name === 'kyc-error') controller.set({ name: 'kyc-error', message: text(props.message) });
      // 403000801: the server refused a deposit, withdrawal or purchase of an unverified player.
      else if (name === 'kyc-required') controller.set({ name: 'kyc-prompt' });
      // 403000803: a deposit or wager refused while the name-mismatch warning stands (SPEC §5).
      else if (name === 'kyc-name-warning') controller.set({ name: 'kyc-name-warning' });
    };
    client.events.on('dialog', onDialog);
    return () => {
      client.events.off('dialog', onDialog);
    };
  }, [client, controller]);

  // The login check: only on the change from no player to a player, not for a stored session.
  // The player seen at the first render is the baseline, so a login between that render and this
  // effect still counts.
  const seen = useRef(client.stores.userInfo.getSnapshot());
  const enabledRef = useRef(enabled);
  enabledRef.current = enabled;
  // While the login check runs, the dialogs after it (funds declaration, 100163 popups) wait.
  const [checking, setChecking] = useState(false);
  useModalTurn(MODAL_TURN.kyc, checking ? 'pending' : 'none');
  useEffect(() => {
    let live = true;
    const onChange = () => {
      const next = client.stores.userInfo.getSnapshot();
      const loggedIn = !seen.current && next;
      seen.current = next;
      if (!loggedIn || !enabledRef.current) return;
      setChecking(true);
      void runLoginCheck(client)
        .then((dialog) => {
          if (live && dialog && client.stores.userInfo.getSnapshot()) controller.set(dialog);
        })
        .finally(() => live && setChecking(false));
    };
    const unsubscribe = client.stores.userInfo.subscribe(onChange);
    onChange();
    return () => {
      live = false;
      unsubscribe();
    };
  }, [client, controller]);

  // A logged-out player sees no account dialogs.
  useEffect(
    () =>
      client.stores.userInfo.subscribe(() => {
        if (!client.stores.userInfo.getSnapshot()) controller.set(null);
      }),
    [client, controller],
  );

  const close = useCallback(() => controller.set(null), [controller]);
  const verify = useCallback(
    (current: KycDialogRequest) => {
      // With today's attempts used up, the provider would refuse: say so instead of navigating.
      if (current.forbidden) {
        controller.set({ name: 'kyc-limit' });
        return;
      }
      controller.set(null);
      navigate(kycFramePath(current.fromRegister));
    },
    [controller, navigate],
  );

  return (
    <>
      <ElementStyles css={KYC_STYLES} />
      <KycDialog request={request} onClose={close} onVerify={verify} turn={MODAL_TURN.kyc} />
    </>
  );
}
