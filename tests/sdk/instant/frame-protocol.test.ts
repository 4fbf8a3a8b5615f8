/**
 * The frame protocol (sdk/instant/frame-protocol.ts; docs/e-instants.md) as each side of a frame
 * relies on it: a message counts only from the expected window and origin, and only in its exact
 * shape; the frame posts only to a host origin it allows.
 */
import { describe, expect, it } from 'vitest';
import { FRAME_PROTOCOL, frameMessage, hostOriginToUse, parseFrameMessage, parseHostMessage, readFrameMessage, readHostMessage } from '../../../sdk/instant';

const GAME = 'https://lottery.example';
const frameWindow = { name: 'the game frame' };
const otherWindow = { name: 'another frame' };

describe('the frame protocol', () => {
  it('reads each message of the frame in its exact shape', () => {
    expect(parseFrameMessage({ protocol: FRAME_PROTOCOL, type: 'ready' })).toEqual({ protocol: FRAME_PROTOCOL, type: 'ready' });
    expect(parseFrameMessage({ protocol: FRAME_PROTOCOL, type: 'close' })).toEqual({ protocol: FRAME_PROTOCOL, type: 'close' });
    expect(parseFrameMessage({ protocol: FRAME_PROTOCOL, type: 'balance', balance: 12_345, currency: 'AED', demo: true })).toEqual({ protocol: FRAME_PROTOCOL, type: 'balance', balance: 12_345, currency: 'AED', demo: true });
    expect(parseFrameMessage({ protocol: FRAME_PROTOCOL, type: 'resize', height: 640 })).toEqual({ protocol: FRAME_PROTOCOL, type: 'resize', height: 640 });
    expect(frameMessage({ type: 'resize', height: 10 })).toEqual({ protocol: FRAME_PROTOCOL, type: 'resize', height: 10 });
  });

  it('refuses anything else: another protocol, unknown types, extra fields, values out of bounds', () => {
    const refused: unknown[] = [
      null,
      'ready',
      [],
      { type: 'ready' },
      { protocol: 'nl-frame/2', type: 'ready' },
      { protocol: FRAME_PROTOCOL, type: 'navigate', to: '/account' },
      { protocol: FRAME_PROTOCOL, type: 'ready', extra: 1 },
      { protocol: FRAME_PROTOCOL, type: 'balance', balance: -1, currency: 'AED', demo: false },
      { protocol: FRAME_PROTOCOL, type: 'balance', balance: 1.5, currency: 'AED', demo: false },
      { protocol: FRAME_PROTOCOL, type: 'balance', balance: 100, currency: 'USD', demo: false },
      { protocol: FRAME_PROTOCOL, type: 'balance', balance: 100, currency: 'AED', demo: 'no' },
      { protocol: FRAME_PROTOCOL, type: 'balance', balance: 100, currency: 'AED' },
      { protocol: FRAME_PROTOCOL, type: 'resize', height: 4_001 },
      { protocol: FRAME_PROTOCOL, type: 'resize', height: -5 },
      { protocol: FRAME_PROTOCOL, type: 'resize', height: '640' },
    ];
    for (const data of refused) expect(parseFrameMessage(data), JSON.stringify(data)).toBeNull();
    expect(parseHostMessage({ protocol: FRAME_PROTOCOL, type: 'refresh-balance' })).toEqual({ protocol: FRAME_PROTOCOL, type: 'refresh-balance' });
    expect(parseHostMessage({ protocol: FRAME_PROTOCOL, type: 'refresh-balance', amount: 1 })).toBeNull();
    expect(parseHostMessage({ protocol: FRAME_PROTOCOL, type: 'close' })).toBeNull();
  });

  it('lets the page read only its own frame, from the frame’s origin', () => {
    const data = { protocol: FRAME_PROTOCOL, type: 'close' };
    const expected = { origin: GAME, source: frameWindow };
    expect(readFrameMessage({ origin: GAME, source: frameWindow, data }, expected)).toEqual(data);
    expect(readFrameMessage({ origin: 'https://evil.example', source: frameWindow, data }, expected)).toBeNull();
    expect(readFrameMessage({ origin: GAME, source: otherWindow, data }, expected)).toBeNull();
    expect(readFrameMessage({ origin: GAME, data }, expected)).toBeNull();
    // A frame not yet loaded has no window: nothing is read.
    expect(readFrameMessage({ origin: GAME, source: null, data }, { origin: GAME, source: null })).toBeNull();
  });

  it('lets the frame read only its parent, from the host origin, and post only to an allowed one', () => {
    const parent = { name: 'parent' };
    const data = { protocol: FRAME_PROTOCOL, type: 'refresh-balance' };
    expect(readHostMessage({ origin: GAME, source: parent, data }, { origin: GAME, source: parent })).toEqual(data);
    expect(readHostMessage({ origin: 'https://evil.example', source: parent, data }, { origin: GAME, source: parent })).toBeNull();
    expect(readHostMessage({ origin: GAME, source: otherWindow, data }, { origin: GAME, source: parent })).toBeNull();

    const allowed = [GAME, 'https://partner.example'];
    expect(hostOriginToUse(GAME, allowed)).toBe(GAME);
    expect(hostOriginToUse('https://partner.example', allowed)).toBe('https://partner.example');
    for (const claimed of ['https://evil.example', `${GAME}/path`, 'not a url', '', null, undefined, '*', `${GAME}.evil.example`]) {
      expect(hostOriginToUse(claimed, allowed), String(claimed)).toBeNull();
    }
  });
});
