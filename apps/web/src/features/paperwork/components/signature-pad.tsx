import { forwardRef, useImperativeHandle, useRef, useState, type PointerEvent } from 'react';

export interface SignaturePadHandle {
  /** The drawing as a PNG data: URL, or null while nothing is drawn. */
  png(): string | null;
  clear(): void;
}

/**
 * A box to sign in with a finger (or a mouse): pointer events on a canvas sized to the device's
 * pixels, so the line is sharp on a phone. `touch-action: none` keeps the page from scrolling
 * while the finger draws.
 */
export const SignaturePad = forwardRef<
  SignaturePadHandle,
  { label: string; onChange: (drawn: boolean) => void }
>(function SignaturePad({ label, onChange }, ref) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState(false);

  const context = () => {
    const element = canvas.current!;
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = element.getBoundingClientRect();
    if (element.width !== Math.round(width * ratio)) {
      element.width = Math.round(width * ratio);
      element.height = Math.round(height * ratio);
    }
    const ctx = element.getContext('2d')!;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#0f172a';
    return ctx;
  };
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  useImperativeHandle(ref, () => ({
    png: () => (drawn ? canvas.current!.toDataURL('image/png') : null),
    clear: () => {
      const element = canvas.current!;
      element.getContext('2d')!.clearRect(0, 0, element.width, element.height);
      setDrawn(false);
      onChange(false);
    },
  }));

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      data-testid="signature-pad"
      className="h-40 w-full touch-none rounded-lg border-2 border-dashed border-slate-400 bg-white"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        last.current = point(event);
        const ctx = context();
        ctx.beginPath();
        ctx.arc(last.current.x, last.current.y, 1, 0, Math.PI * 2);
        ctx.stroke();
      }}
      onPointerMove={(event) => {
        if (!last.current) return;
        const next = point(event);
        const ctx = context();
        ctx.beginPath();
        ctx.moveTo(last.current.x, last.current.y);
        ctx.lineTo(next.x, next.y);
        ctx.stroke();
        last.current = next;
        if (!drawn) {
          setDrawn(true);
          onChange(true);
        }
      }}
      onPointerUp={() => {
        last.current = null;
      }}
      onPointerCancel={() => {
        last.current = null;
      }}
    />
  );
});
