import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FRAME_LIMITS, readFrames, writeFrame } from '../../host-demo/server/socket/stomp-frame';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('STOMP frame reader and writer', () => {
  it('reads what it writes: header values with colons, newlines and backslashes, UTF-8 bodies', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 200 }), (value, body) => {
        const read = readFrames(bytes(writeFrame('MESSAGE', { destination: '/user/queue', note: value }, body)));
        expect(read).toEqual({ ok: true, frames: [{ command: 'MESSAGE', headers: { destination: '/user/queue', note: value, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) }, body }] });
      }),
    );
  });

  it('never throws on arbitrary bytes, and never returns more than the message holds', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (data) => {
        const read = readFrames(data);
        if (read.ok) expect(read.frames.length).toBeLessThanOrEqual(data.length);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on near-frames built from STOMP pieces', () => {
    const piece = fc.constantFrom('CONNECT', 'SUBSCRIBE', 'SEND', '\n', '\r\n', ':', '\\', '\\c', '\\n', '\\x', '\0', 'content-length:', '3', '99999999999', 'id:1', 'destination:/user/queue');
    fc.assert(fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => void readFrames(bytes(pieces.join('')))), { numRuns: 2000 });
  });

  it('reads heart-beats as no frame, several frames in one message, and the first of a repeated header', () => {
    expect(readFrames(bytes('\n'))).toEqual({ ok: true, frames: [] });
    const read = readFrames(bytes('\r\nSUBSCRIBE\nid:1\nid:2\ndestination:/topic/system/time\n\n\0\nUNSUBSCRIBE\nid:1\n\n\0'));
    expect(read.ok && read.frames.map((f) => [f.command, f.headers.id])).toEqual([['SUBSCRIBE', '1'], ['UNSUBSCRIBE', '1']]);
  });

  it('refuses frames beyond the limits and broken ones', () => {
    expect(readFrames(bytes(`SEND\n\n${'x'.repeat(DEFAULT_FRAME_LIMITS.maxMessageBytes)}\0`))).toEqual({ ok: false, reason: 'frame too large' });
    expect(readFrames(bytes('SEND\nx\n\n\0'))).toEqual({ ok: false, reason: 'malformed header' });
    expect(readFrames(bytes('SEND\ncontent-length:-1\n\n\0'))).toEqual({ ok: false, reason: 'malformed content-length' });
    expect(readFrames(bytes('SEND\ncontent-length:2\n\nabc\0'))).toEqual({ ok: false, reason: 'incomplete frame' });
  });
});
