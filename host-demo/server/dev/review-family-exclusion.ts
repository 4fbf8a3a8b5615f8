/**
 * The reviewer's tool for family exclusion applications (SPEC §4 progress states):
 *
 *   npm run family-exclusion:review -- <receiptNumber> <approve|deny-ineligible|deny-incorrect>
 *
 * approve excludes the named account (self-exclusion for the chosen duration; lifetime is 100
 * years) and logs it out; the denials only record the outcome, which 100182 then answers. A
 * decided application is never decided again (exit code 2). Opens the database as `npm start`
 * does (DATABASE_URL, else the PGlite folder DATA_DIR: stop the server first on PGlite); on
 * PostgreSQL the logout reaches the running gateway processes (LISTEN/NOTIFY, operator-script.ts).
 */
import type { Database } from '../db/database';
import { FAMILY_REVIEW_ACTIONS, reviewFamilyExclusion, type FamilyReviewAction } from '../domains/responsible-play/family-review';
import type { Clock } from '../clock';
import type { EventBus } from '../events/event-bus';
import { runOperatorScript } from './operator-script';

export const USAGE = 'usage: npm run family-exclusion:review -- <receiptNumber> <approve|deny-ineligible|deny-incorrect>';

/**
 * Parses the arguments and applies the decision: exit code 0 decided, 1 usage, not found or no account, 2 already decided.
 * @example await runFamilyReview(['FEAB12CD34EF', 'approve'], deps) // { exitCode: 0, line: 'FEAB12CD34EF: underReview -> approved ...' }
 */
export async function runFamilyReview(args: readonly string[], deps: { db: Database; clock: Clock; events: EventBus }): Promise<{ exitCode: 0 | 1 | 2; line: string }> {
  const [receipt, action] = args;
  if (!receipt || !/^[A-Za-z0-9]{4,32}$/.test(receipt) || !FAMILY_REVIEW_ACTIONS.includes(action as FamilyReviewAction)) return { exitCode: 1, line: USAGE };
  const outcome = await reviewFamilyExclusion(deps, receipt, action as FamilyReviewAction);
  switch (outcome.kind) {
    case 'not-found':
      return { exitCode: 1, line: `${receipt}: no such application` };
    case 'no-account':
      return { exitCode: 1, line: `${receipt}: the account named matches no player; deny it as ineligible` };
    case 'already-decided':
      return { exitCode: 2, line: `${receipt}: already ${outcome.state}, nothing changed` };
    case 'decided':
      return {
        exitCode: 0,
        line: `${receipt}: underReview -> ${outcome.state}${outcome.excludedUntil ? ` (excluded until ${new Date(outcome.excludedUntil).toISOString()})` : ''}`,
      };
  }
}

await runOperatorScript({ url: import.meta.url, run: runFamilyReview });
