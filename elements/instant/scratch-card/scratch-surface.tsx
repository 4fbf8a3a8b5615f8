import { useEffect, useRef } from 'react';

/** Share of the surface scratched away at which the rest clears by itself. */
const CLEAR_AT = 0.5;
/** Radius of the scratching "coin", in CSS pixels. */
const COIN = 18;

/**
 * The scratch-off layer over a card's play area: a canvas painted silver that the player scratches
 * away with a pointer (mouse, pen or touch). `onStart` fires at the first touch (the outcome is
 * asked for then); `onCleared` once half is scratched. `cleared` removes the layer at once (Reveal
 * all, a card already scratched). Without a 2D context (an old webview) the layer is a plain
 * cover that Reveal all removes. Decorative for assistive technology: the Reveal all button and
 * the live region are the accessible path.
 */
export function ScratchSurface({ cleared, label, onStart, onCleared }: { cleared: boolean; label: string; onStart: () => void; onCleared: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const started = useRef(false);
  const done = useRef(false);

  useEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext?.('2d');
    if (!c || !ctx) return;
    const rect = c.getBoundingClientRect();
    c.width = Math.max(1, Math.round(rect.width));
    c.height = Math.max(1, Math.round(rect.height));
    const gradient = ctx.createLinearGradient(0, 0, c.width, c.height);
    gradient.addColorStop(0, '#b8b8b8');
    gradient.addColorStop(0.5, '#e4e4e4');
    gradient.addColorStop(1, '#a0a0a0');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, c.width, c.height);
    ctx.fillStyle = '#7a7a7a';
    ctx.font = '600 16px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(label, c.width / 2, c.height / 2);
  }, [label]);

  const scratchAt = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const c = canvas.current;
    const ctx = c?.getContext?.('2d');
    if (!c || !ctx) return;
    const rect = c.getBoundingClientRect();
    const x = ((event.clientX - rect.left) / rect.width) * c.width;
    const y = ((event.clientY - rect.top) / rect.height) * c.height;
    ctx.globalCompositeOperation = 'destination-out';
    ctx.beginPath();
    ctx.arc(x, y, COIN, 0, Math.PI * 2);
    ctx.fill();
    ctx.globalCompositeOperation = 'source-over';
  };

  /** Share of transparent pixels, sampled every 8th pixel (cheap enough per pointer-up). */
  const clearedShare = (): number => {
    const c = canvas.current;
    const ctx = c?.getContext?.('2d');
    if (!c || !ctx || c.width === 0 || c.height === 0) return 0;
    const data = ctx.getImageData(0, 0, c.width, c.height).data;
    let clear = 0;
    let total = 0;
    for (let i = 3; i < data.length; i += 32) {
      total += 1;
      if (data[i] === 0) clear += 1;
    }
    return total === 0 ? 0 : clear / total;
  };

  const begin = (event: React.PointerEvent<HTMLCanvasElement>) => {
    drawing.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (!started.current) {
      started.current = true;
      onStart();
    }
    scratchAt(event);
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    if (!done.current && clearedShare() >= CLEAR_AT) {
      done.current = true;
      onCleared();
    }
  };

  if (cleared) return null;
  return (
    <canvas
      ref={canvas}
      className="scratch-surface"
      part="surface"
      aria-hidden="true"
      onPointerDown={begin}
      onPointerMove={(event) => drawing.current && scratchAt(event)}
      onPointerUp={end}
      onPointerCancel={end}
      onPointerLeave={end}
    />
  );
}
