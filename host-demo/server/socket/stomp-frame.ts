/**
 * STOMP 1.2 frames as they travel in WebSocket messages: a pure reader and writer, no I/O.
 *
 * A message holds whole frames (and heart-beat end-of-lines between them); a frame split over two
 * messages is refused rather than buffered, so what one connection can make the server hold is
 * bounded by one message. stomp-js and every browser client send one whole frame per message.
 */

/** One frame: command, headers (the first of a repeated header wins, as STOMP 1.2 says), body. */
export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

/** Bounds of what a client may send; beyond them the connection is ended with an ERROR frame. */
export interface FrameLimits {
  /** Largest WebSocket message, bytes (also given to ws as maxPayload). */
  maxMessageBytes: number;
  /** Most headers in one frame. */
  maxHeaders: number;
  /** Longest header line, bytes. */
  maxHeaderLineBytes: number;
}

export const DEFAULT_FRAME_LIMITS: FrameLimits = {
  // Clients only CONNECT, SUBSCRIBE and the like: a few hundred bytes. 16 KiB is generous.
  maxMessageBytes: 16 * 1024,
  maxHeaders: 32,
  maxHeaderLineBytes: 2048,
};

export type ReadResult = { ok: true; frames: StompFrame[] } | { ok: false; reason: string };

const NUL = 0;
const LF = 0x0a;
const CR = 0x0d;

/** CONNECT and CONNECTED headers are not escaped (STOMP 1.2 "Value Encoding"). */
const UNESCAPED = new Set(['CONNECT', 'CONNECTED', 'STOMP']);

const COMMAND = /^[A-Z]{1,16}$/;

function unescapeValue(value: string): string | null {
  if (!value.includes('\\')) return value;
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const c = value[i];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = value[(i += 1)];
    if (next === 'n') out += '\n';
    else if (next === 'r') out += '\r';
    else if (next === 'c') out += ':';
    else if (next === '\\') out += '\\';
    else return null; // undefined escape sequences are a fatal protocol error
  }
  return out;
}

function escapeValue(value: string): string {
  return value.replace(/[\\\r\n:]/g, (c) => (c === '\\' ? '\\\\' : c === '\r' ? '\\r' : c === '\n' ? '\\n' : '\\c'));
}

/** Index just past the line that starts at `from` (LF or CRLF), and the line's end; null if none. */
function lineAt(data: Uint8Array, from: number): { end: number; next: number } | null {
  const lf = data.indexOf(LF, from);
  if (lf < 0) return null;
  const end = lf > from && data[lf - 1] === CR ? lf - 1 : lf;
  return { end, next: lf + 1 };
}

/**
 * Reads every frame of one WebSocket message. End-of-lines between frames are heart-beats and
 * yield nothing. Never throws: anything malformed comes back as `{ ok: false, reason }`.
 *
 * @example readFrames(Buffer.from('SUBSCRIBE\nid:0\ndestination:/topic/system/time\n\n\0'), DEFAULT_FRAME_LIMITS)
 */
export function readFrames(message: Uint8Array, limits: FrameLimits = DEFAULT_FRAME_LIMITS): ReadResult {
  if (message.length > limits.maxMessageBytes) return { ok: false, reason: 'frame too large' };
  const buf = Buffer.from(message.buffer, message.byteOffset, message.length);
  const frames: StompFrame[] = [];
  let at = 0;
  while (at < buf.length) {
    // Heart-beats (and the optional EOLs after a NUL).
    if (buf[at] === LF) {
      at += 1;
      continue;
    }
    if (buf[at] === CR && buf[at + 1] === LF) {
      at += 2;
      continue;
    }
    const commandLine = lineAt(buf, at);
    if (!commandLine) return { ok: false, reason: 'incomplete frame' };
    const command = buf.toString('utf8', at, commandLine.end);
    if (!COMMAND.test(command)) return { ok: false, reason: 'unknown command' };
    at = commandLine.next;

    const headers: Record<string, string> = {};
    let count = 0;
    for (;;) {
      const line = lineAt(buf, at);
      if (!line) return { ok: false, reason: 'incomplete frame' };
      if (line.end === at) {
        at = line.next;
        break;
      }
      if (line.end - at > limits.maxHeaderLineBytes) return { ok: false, reason: 'header too long' };
      if ((count += 1) > limits.maxHeaders) return { ok: false, reason: 'too many headers' };
      const text = buf.toString('utf8', at, line.end);
      at = line.next;
      const colon = text.indexOf(':');
      if (colon <= 0) return { ok: false, reason: 'malformed header' };
      const rawName = text.slice(0, colon);
      const rawValue = text.slice(colon + 1);
      const name = UNESCAPED.has(command) ? rawName : unescapeValue(rawName);
      const value = UNESCAPED.has(command) ? rawValue : unescapeValue(rawValue);
      if (name === null || value === null) return { ok: false, reason: 'malformed header' };
      if (!Object.hasOwn(headers, name)) headers[name] = value;
    }

    let bodyEnd: number;
    const contentLength = headers['content-length'];
    if (contentLength !== undefined) {
      if (!/^\d{1,9}$/.test(contentLength)) return { ok: false, reason: 'malformed content-length' };
      bodyEnd = at + Number(contentLength);
      if (bodyEnd >= buf.length || buf[bodyEnd] !== NUL) return { ok: false, reason: 'incomplete frame' };
    } else {
      bodyEnd = buf.indexOf(NUL, at);
      if (bodyEnd < 0) return { ok: false, reason: 'incomplete frame' };
    }
    frames.push({ command, headers, body: buf.toString('utf8', at, bodyEnd) });
    at = bodyEnd + 1;
  }
  return { ok: true, frames };
}

/**
 * Writes one frame. Header values are escaped (except in CONNECTED); a body gets its
 * content-length in bytes.
 *
 * @example writeFrame('RECEIPT', { 'receipt-id': '77' }) // 'RECEIPT\nreceipt-id:77\n\n\0'
 */
export function writeFrame(command: string, headers: Record<string, string>, body = ''): string {
  const escape = UNESCAPED.has(command) ? (v: string) => v.replace(/[\r\n]/g, ' ') : escapeValue;
  let out = `${command}\n`;
  for (const [name, value] of Object.entries(headers)) out += `${escape(name)}:${escape(value)}\n`;
  if (body) out += `content-length:${Buffer.byteLength(body, 'utf8')}\n`;
  return `${out}\n${body}\0`;
}
