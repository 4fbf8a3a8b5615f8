import { useCallback, useSyncExternalStore } from 'react';
import type { NlClient } from '../../../sdk';
import { Store } from '../../../sdk';
import { useClient } from '../../base/hooks';
import { errorText } from '../shared/error-text';
import type { BoundTranslate } from '../../base/hooks';
import { toBase64, type UploadContentType } from './image-files';

/** One image of the deletion request, from choice to stored document. */
export interface DeletionFile {
  /** Local id (not the server's). */
  key: string;
  name: string;
  size: number;
  contentType: UploadContentType;
  /** `data:` URL for the preview (no object URL to revoke). */
  previewUrl: string;
  dataBase64: string;
  status: 'uploading' | 'done' | 'error';
  /** The server's id once uploaded (uploadDocument 100136). */
  documentId?: string;
  /** Why the upload failed, in the player's language. */
  error?: string;
}

/** Where the deletion request stands; kept in memory across the three steps. */
export interface DeletionDraft {
  /** The player this draft belongs to; another player starts a fresh one. */
  owner: string;
  /** Intro step: balance is zero and the player ticked "my balance is cleared". */
  balanceConfirmed: boolean;
  files: readonly DeletionFile[];
  remark: string;
  /** Set once requestAccountDeletion (100134) accepted the request. */
  result: { requestId: string; deleteAfter: number } | null;
}

const emptyDraft = (owner: string): DeletionDraft => ({ owner, balanceConfirmed: false, files: [], remark: '', result: null });

// In memory only, one per client: the steps are separate routes, and a host may create a new
// element for each, so the draft cannot live in one element's React state. Nothing here (the
// images in particular) is written to storage.
const drafts = new WeakMap<NlClient, Store<DeletionDraft>>();

/** The draft store of a client for a player, created (or restarted for another player) on demand. */
export function deletionDraftStore(client: NlClient, owner: string): Store<DeletionDraft> {
  let store = drafts.get(client);
  if (!store) {
    store = new Store(emptyDraft(owner));
    drafts.set(client, store);
  } else if (store.getSnapshot().owner !== owner) {
    store.set(emptyDraft(owner));
  }
  return store;
}

/** Forgets the draft of a client (e.g. after the request was sent and the player left). */
export function clearDeletionDraft(client: NlClient): void {
  drafts.delete(client);
}

/** The draft of the logged-in player and a function that changes it. */
export function useDeletionDraft(owner: string): [DeletionDraft, Store<DeletionDraft>] {
  const client = useClient();
  const store = deletionDraftStore(client, owner);
  const draft = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return [draft, store];
}

/** Changes one file of the draft (no-op when it was removed meanwhile). */
export function updateFile(store: Store<DeletionDraft>, key: string, patch: Partial<DeletionFile>): void {
  store.update((draft) => (draft.files.some((f) => f.key === key) ? { ...draft, files: draft.files.map((f) => (f.key === key ? { ...f, ...patch } : f)) } : draft));
}

/**
 * Uploads one file of the draft (uploadDocument 100136, base64) and records the document id or
 * the error on it. The result lands in the store, so an element that was replaced meanwhile
 * (the host routed to another step) still sees it.
 */
export async function uploadDraftFile(client: NlClient, store: Store<DeletionDraft>, key: string, t: BoundTranslate): Promise<void> {
  const file = store.getSnapshot().files.find((f) => f.key === key);
  if (!file) return;
  updateFile(store, key, { status: 'uploading', error: undefined });
  const result = await client
    .call('uploadDocument', { purpose: 'account-deletion', fileName: file.name.slice(0, 200) || 'image', contentType: file.contentType, dataBase64: file.dataBase64 }, { hideToast: true })
    .catch(() => null);
  if (result?.ok) updateFile(store, key, { status: 'done', documentId: result.data.documentId });
  else updateFile(store, key, { status: 'error', error: result ? errorText(t, result.error) : t('errors.generic') });
}

let nextKey = 1;

/** A new draft file from checked bytes. */
export function draftFile(name: string, contentType: UploadContentType, bytes: Uint8Array): DeletionFile {
  const dataBase64 = toBase64(bytes);
  return { key: `file-${nextKey++}`, name, size: bytes.byteLength, contentType, previewUrl: `data:${contentType};base64,${dataBase64}`, dataBase64, status: 'uploading' };
}

/** Ids of the uploaded documents, in the order chosen. */
export function documentIdsOf(draft: DeletionDraft): string[] {
  return draft.files.flatMap((f) => (f.status === 'done' && f.documentId ? [f.documentId] : []));
}

/** A stable callback that patches the draft. */
export function useDraftUpdate(store: Store<DeletionDraft>): (patch: Partial<DeletionDraft>) => void {
  return useCallback((patch) => store.update((draft) => ({ ...draft, ...patch })), [store]);
}
