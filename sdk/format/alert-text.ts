/**
 * The text of a server message worth showing the player, or null: an empty message, or the bare
 * acknowledgement 'ok' in any case, is not shown (SPEC §5 "Alert messages 'ok' or empty
 * suppressed").
 * @example alertText(' OK ') === null; alertText('Saved.') === 'Saved.'
 */
export function alertText(message: string | null | undefined): string | null {
  const text = message?.trim() ?? '';
  return text === '' || text.toLowerCase() === 'ok' ? null : text;
}
