import { routePath } from '../../../sdk/routes';
import { documentIdsOf, type DeletionDraft } from './deletion-draft';

/** The three steps of account deletion, in order; each is its own route (SPEC §2). */
export const DELETION_STEPS = ['intro', 'upload', 'remark'] as const;
export type DeletionStep = (typeof DELETION_STEPS)[number];

/** Route of each step. */
export const DELETION_STEP_PATHS: Record<DeletionStep, string> = {
  intro: routePath('accountDeletion'),
  upload: routePath('accountDeletionUpload'),
  remark: routePath('accountDeletionRemark'),
};

/** The `step` attribute as a step; anything unknown is the intro. */
export function parseStep(value: string | undefined): DeletionStep {
  return (DELETION_STEPS as readonly string[]).includes(value ?? '') ? (value as DeletionStep) : 'intro';
}

/**
 * The step that can really be shown for a requested one: the upload needs the confirmed zero
 * balance, the remark needs at least one uploaded image and none still uploading. A player who
 * opens a later step's route directly lands on the first step still to do.
 */
export function reachableStep(requested: DeletionStep, draft: DeletionDraft): DeletionStep {
  if (requested === 'intro' || !draft.balanceConfirmed) return 'intro';
  if (requested === 'upload') return 'upload';
  const ready = documentIdsOf(draft).length > 0 && !draft.files.some((f) => f.status === 'uploading');
  return ready ? 'remark' : 'upload';
}
