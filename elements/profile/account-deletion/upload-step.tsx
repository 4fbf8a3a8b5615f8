import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { Store } from '../../../sdk';
import { useClient, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { draftFile, updateFile, uploadDraftFile, type DeletionDraft, type DeletionFile } from './deletion-draft';
import { MAX_DELETION_FILES, checkImageFile, fileSizeParts, type RefusalReason } from './image-files';

interface Refusal {
  name: string;
  reason: RefusalReason | 'tooMany';
}

/**
 * Second step: 1 to 5 JPEG or PNG images (at most 5 MiB each, checked by type and by their first
 * bytes), each uploaded at once with its own progress, preview and Remove button; a failed upload
 * can be retried. Continue needs at least one uploaded image and none still uploading.
 */
export function UploadStep({ draft, store, onBack, onContinue }: { draft: DeletionDraft; store: Store<DeletionDraft>; onBack: () => void; onContinue: () => void }) {
  const t = useT();
  const client = useClient();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const files = draft.files;
  const room = MAX_DELETION_FILES - files.length;
  const uploading = files.some((f) => f.status === 'uploading');
  const uploaded = files.filter((f) => f.status === 'done').length;

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Let the same file be chosen again after it was removed.
    event.target.value = '';
    if (!chosen.length) return;
    setBlocked(null);
    setChecking(true);
    const refused: Refusal[] = [];
    let free = MAX_DELETION_FILES - store.getSnapshot().files.length;
    const accepted: DeletionFile[] = [];
    for (const file of chosen) {
      if (free <= 0) {
        refused.push({ name: file.name, reason: 'tooMany' });
        continue;
      }
      const check = await checkImageFile(file).catch(() => ({ ok: false as const, reason: 'content' as const }));
      if (!check.ok) {
        refused.push({ name: file.name, reason: check.reason });
        continue;
      }
      accepted.push(draftFile(file.name, check.contentType, check.bytes));
      free -= 1;
    }
    setChecking(false);
    setRefusals(refused);
    if (!accepted.length) return;
    store.update((d) => ({ ...d, files: [...d.files, ...accepted] }));
    // One after another: five 5 MiB bodies at once would compete for a phone's uplink.
    for (const file of accepted) await uploadDraftFile(client, store, file.key, t);
  };

  const remove = (file: DeletionFile) => {
    store.update((d) => ({ ...d, files: d.files.filter((f) => f.key !== file.key) }));
    setBlocked(null);
    // Keep keyboard focus on the page: back to the chooser.
    inputRef.current?.focus();
  };

  const retry = (file: DeletionFile) => {
    updateFile(store, file.key, { status: 'uploading', error: undefined });
    void uploadDraftFile(client, store, file.key, t);
  };

  const next = () => {
    if (uploading) return setBlocked(t('profile.deletion.waitForUploads'));
    if (uploaded === 0) return setBlocked(t('profile.deletion.needImage'));
    if (files.some((f) => f.status === 'error')) return setBlocked(t('profile.deletion.fixFailed'));
    onContinue();
  };

  return (
    <div className="nl-card" part="upload">
      <p className="nl-page-lead" id={hintId}>
        {t('profile.deletion.uploadHint', { max: MAX_DELETION_FILES })}
      </p>
      <div className="chooser">
        <input
          ref={inputRef}
          id={inputId}
          className="file-input"
          type="file"
          accept="image/jpeg,image/png"
          multiple
          disabled={room <= 0}
          aria-describedby={hintId}
          onChange={(event) => void onChoose(event)}
        />
        <label htmlFor={inputId} className="nl-button nl-button-secondary file-label" aria-disabled={room <= 0 || undefined}>
          {t('profile.deletion.chooseImages')}
        </label>
        <span className="chooser-count" aria-live="polite">
          {t('profile.deletion.fileCount', { number: files.length, max: MAX_DELETION_FILES })}
        </span>
      </div>
      {checking ? (
        <p className="nl-page-lead" role="status">
          {t('profile.deletion.checking')}
        </p>
      ) : null}
      {refusals.length ? (
        <ul className="refusals" role="alert" data-state="refused">
          {refusals.map((r, i) => (
            <li key={`${r.name}-${i}`}>{t(`profile.deletion.refused.${r.reason}`, { name: r.name, max: MAX_DELETION_FILES })}</li>
          ))}
        </ul>
      ) : null}
      {files.length ? (
        <ul className="file-list" aria-label={t('profile.deletion.chosenImages')}>
          {files.map((file) => (
            <FileItem key={file.key} file={file} onRemove={() => remove(file)} onRetry={() => retry(file)} />
          ))}
        </ul>
      ) : null}
      {blocked ? (
        <p className="nl-error-text" role="alert">
          {blocked}
        </p>
      ) : null}
      <div className="nl-actions step-actions">
        <button type="button" className="nl-button nl-button-secondary" onClick={onBack}>
          {t('profile.deletion.back')}
        </button>
        <button type="button" className="nl-button nl-button-primary" onClick={next} aria-disabled={uploading || uploaded === 0 || undefined}>
          {t('profile.deletion.continue')}
        </button>
      </div>
    </div>
  );
}

function FileItem({ file, onRemove, onRetry }: { file: DeletionFile; onRemove: () => void; onRetry: () => void }) {
  const t = useT();
  const statusId = useId();
  const { size, unit } = fileSizeParts(file.size);
  const statusText = file.status === 'uploading' ? t('profile.deletion.uploading') : file.status === 'done' ? t('profile.deletion.uploaded') : t('profile.deletion.uploadFailed');
  return (
    <li className="file-item" data-status={file.status} data-file={file.name}>
      <img className="file-preview" src={file.previewUrl} alt={t('profile.deletion.previewOf', { name: file.name })} />
      <div className="file-body">
        <span className="file-name">
          <Ltr>{file.name}</Ltr>
        </span>
        <span className="file-size">{t(`profile.deletion.size.${unit}`, { size })}</span>
        <progress
          className="file-progress"
          max={1}
          {...(file.status === 'uploading' ? {} : { value: 1 })}
          aria-label={t('profile.deletion.progressOf', { name: file.name })}
          aria-describedby={statusId}
        />
        <span id={statusId} className="file-status" role="status">
          {statusText}
          {file.error ? ` ${file.error}` : ''}
        </span>
      </div>
      <div className="file-actions">
        {file.status === 'error' ? (
          <button type="button" className="nl-button nl-button-secondary" onClick={onRetry} aria-label={t('profile.deletion.retryOf', { name: file.name })}>
            {t('common.retry')}
          </button>
        ) : null}
        <button type="button" className="nl-button nl-button-ghost remove" onClick={onRemove} aria-label={t('profile.deletion.removeOf', { name: file.name })}>
          {t('profile.deletion.remove')}
        </button>
      </div>
    </li>
  );
}
