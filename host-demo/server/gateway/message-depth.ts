/**
 * The deepest nesting of objects and arrays a message may have, counting the message object
 * itself: the message, its `data`, and 30 levels below. No command's request comes near it (an
 * order, the deepest, is 5: message, data, selections, a selection, its numbers).
 */
export const MAX_MESSAGE_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests objects and arrays deeper than `max`: one pass over the characters, no
 * recursion, stopping at the first level too deep. Brackets inside strings are text (a backslash
 * skips the character it escapes). It does not check that the text is JSON; JSON.parse does,
 * after. The gateway asks this before parsing because everything that walks a parsed message (the
 * schemas, the U+0000 check of the envelope) recurses once per level: a message nested 10,000
 * levels deep (160 KB) overflowed the stack, answering 500000000 with an error logged per request.
 *
 * @example nestsDeeperThan('{"a":[1,"[[["]}', 2) // false
 * @example nestsDeeperThan('[[[]]]', 2) // true
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}
