import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button';
import { PROFILE_NS } from '#config/i18n-namespaces';

/** The square shown on screen (CSS px) and the picture it produces (px). */
const VIEW = 256;
const OUTPUT = 512;
const MAX_ZOOM = 3;

interface Offset {
  x: number;
  y: number;
}

/**
 * Crops a chosen picture to a square (drag to move, slider or +/- keys to zoom, arrows to
 * nudge) and hands back a 512×512 JPEG. A small canvas crop: no library, nothing leaves the
 * browser until the user saves.
 */
export function PictureCropper({
  file,
  onCancel,
  onDone,
}: {
  file: File;
  onCancel: () => void;
  onDone: (blob: Blob) => void;
}) {
  const { t } = useTranslation(PROFILE_NS);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const drag = useRef<{ pointer: number; x: number; y: number; start: Offset } | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => setImage(img);
    img.onerror = () => setFailed(true);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  /** The picture's drawn size at this zoom: it always covers the square. */
  const size = useCallback(
    (z: number) => {
      if (!image) return { w: VIEW, h: VIEW };
      const scale = (VIEW / Math.min(image.naturalWidth, image.naturalHeight)) * z;
      return { w: image.naturalWidth * scale, h: image.naturalHeight * scale };
    },
    [image],
  );
  const clamp = useCallback(
    (next: Offset, z: number): Offset => {
      const { w, h } = size(z);
      const maxX = (w - VIEW) / 2;
      const maxY = (h - VIEW) / 2;
      return { x: Math.max(-maxX, Math.min(maxX, next.x)), y: Math.max(-maxY, Math.min(maxY, next.y)) };
    },
    [size],
  );

  const draw = useCallback(
    (target: HTMLCanvasElement, pixels: number) => {
      const context = target.getContext('2d');
      if (!context || !image) return;
      const factor = pixels / VIEW;
      const { w, h } = size(zoom);
      context.fillStyle = '#fff';
      context.fillRect(0, 0, pixels, pixels);
      context.drawImage(
        image,
        ((VIEW - w) / 2 + offset.x) * factor,
        ((VIEW - h) / 2 + offset.y) * factor,
        w * factor,
        h * factor,
      );
    },
    [image, offset, size, zoom],
  );

  useEffect(() => {
    if (canvas.current) draw(canvas.current, canvas.current.width);
  }, [draw]);

  const setZoomClamped = (value: number) => {
    const z = Math.max(1, Math.min(MAX_ZOOM, value));
    setZoom(z);
    setOffset((current) => clamp(current, z));
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, start: offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    setOffset(
      clamp(
        { x: current.start.x + event.clientX - current.x, y: current.start.y + event.clientY - current.y },
        zoom,
      ),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const step = 8;
    const moves: Record<string, Offset> = {
      ArrowLeft: { x: step, y: 0 },
      ArrowRight: { x: -step, y: 0 },
      ArrowUp: { x: 0, y: step },
      ArrowDown: { x: 0, y: -step },
    };
    if (moves[event.key]) {
      event.preventDefault();
      setOffset(clamp({ x: offset.x + moves[event.key]!.x, y: offset.y + moves[event.key]!.y }, zoom));
    } else if (event.key === '+' || event.key === '=') {
      setZoomClamped(zoom + 0.1);
    } else if (event.key === '-') {
      setZoomClamped(zoom - 0.1);
    }
  };

  const finish = () => {
    const output = document.createElement('canvas');
    output.width = OUTPUT;
    output.height = OUTPUT;
    draw(output, OUTPUT);
    output.toBlob((blob) => blob && onDone(blob), 'image/jpeg', 0.9);
  };

  if (failed) {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-red-700">
          {t('translation:errors.files.imageOnly')}
        </p>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.cancelCrop')}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600" id="crop-hint">
        {t('account.cropHint')}
      </p>
      <div className="flex justify-center">
        <canvas
          ref={canvas}
          width={OUTPUT}
          height={OUTPUT}
          style={{ width: VIEW, height: VIEW }}
          className="cursor-move touch-none rounded-xl bg-slate-100 ring-1 ring-slate-300"
          tabIndex={0}
          role="img"
          aria-label={t('account.cropTitle')}
          aria-describedby="crop-hint"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={onKeyDown}
          data-testid="crop-canvas"
        />
      </div>
      <label className="block text-sm font-medium text-slate-700">
        {t('account.zoom')}
        <input
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.01}
          value={zoom}
          onChange={(event) => setZoomClamped(Number(event.target.value))}
          className="mt-2 block w-full accent-brand-600"
        />
      </label>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('account.cancelCrop')}
        </Button>
        <Button onClick={finish} disabled={!image}>
          {t('account.useCrop')}
        </Button>
      </div>
    </div>
  );
}
