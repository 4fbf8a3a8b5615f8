/**
 * The funds-security declaration form (SPEC §5): both statements ticked, else a hint; a source of
 * funds chosen, which is sent with the declaration (100161 memo).
 */

/** The form as the player fills it. `source` is '' until one is chosen. */
export interface FundsDeclarationForm {
  ownFunds: boolean;
  notProceedsOfCrime: boolean;
  source: string;
}

/**
 * What still stops the declaration, per part of the form, as translation keys; empty when it may
 * be sent.
 * @example fundsDeclarationErrors({ ownFunds: true, notProceedsOfCrime: false, source: 'salary' })
 * // { statements: 'compliance.funds.tickBoth' }
 */
export function fundsDeclarationErrors(form: FundsDeclarationForm): {
  statements?: 'compliance.funds.tickBoth';
  source?: 'compliance.funds.chooseSource';
} {
  return {
    ...(form.ownFunds && form.notProceedsOfCrime ? {} : { statements: 'compliance.funds.tickBoth' as const }),
    ...(form.source.trim() === '' ? { source: 'compliance.funds.chooseSource' as const } : {}),
  };
}
