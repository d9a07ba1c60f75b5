import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { panCrop, scaleOf, zoomCrop, type TCrop, type TImageSize } from './crop-math';

/**
 * The crop works in a logical viewport of this many units whatever its size on screen; the
 * picture is placed with percentages, so the large view and the preview share one state.
 */
export const cropViewport = 300;

const keyStep = 10;
const zoomStep = 0.1;

/** The picture placed for a crop, inside any square box. */
export function CropLayer({ src, image, crop }: { src: string; image: TImageSize; crop: TCrop }) {
  const scale = scaleOf(image, cropViewport, crop.zoom);
  const percent = (value: number) => `${(value / cropViewport) * 100}%`;
  return (
    <img
      src={src}
      alt=""
      draggable={false}
      className="pointer-events-none absolute max-w-none select-none"
      style={{
        left: percent(crop.x),
        top: percent(crop.y),
        width: percent(image.width * scale),
        height: percent(image.height * scale),
      }}
    />
  );
}

type TCropperProps = {
  src: string;
  image: TImageSize;
  crop: TCrop;
  onChange: (crop: TCrop) => void;
  descriptionId: string;
};

/** Drag (mouse or finger), wheel or keyboard to frame the square; a circle shows the avatar. */
export function Cropper({ src, image, crop, onChange, descriptionId }: TCropperProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const latest = useRef({ crop, onChange });
  useEffect(() => {
    latest.current = { crop, onChange };
  });

  // screen pixels → logical units of the viewport
  const unitsPerPixel = () => cropViewport / (box.current?.getBoundingClientRect().width || 1);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // a native listener: React's wheel listener is passive and cannot stop the dialog scrolling
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const units = cropViewport / rect.width;
      const anchor = {
        x: (event.clientX - rect.left) * units,
        y: (event.clientY - rect.top) * units,
      };
      const { crop: current, onChange: change } = latest.current;
      const factor = event.deltaY < 0 ? 1.08 : 1 / 1.08;
      change(zoomCrop(current, current.zoom * factor, image, cropViewport, anchor));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [image]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const units = unitsPerPixel();
    const dx = (event.clientX - drag.current.x) * units;
    const dy = (event.clientY - drag.current.y) * units;
    drag.current = { x: event.clientX, y: event.clientY };
    onChange(panCrop(crop, dx, dy, image, cropViewport));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? keyStep * 4 : keyStep;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (move) onChange(panCrop(crop, move[0], move[1], image, cropViewport));
    else if (event.key === '+' || event.key === '=')
      onChange(zoomCrop(crop, crop.zoom + zoomStep, image, cropViewport));
    else if (event.key === '-' || event.key === '_')
      onChange(zoomCrop(crop, crop.zoom - zoomStep, image, cropViewport));
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={box}
      role="group"
      tabIndex={0}
      aria-label={t('account.profile.picture.cropArea')}
      aria-describedby={descriptionId}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
      className="relative aspect-square w-full cursor-grab touch-none overflow-hidden rounded-2xl bg-ink-900 select-none focus-visible:outline-4 focus-visible:outline-offset-2 active:cursor-grabbing"
    >
      <CropLayer src={src} image={image} crop={crop} />
      {/* the round avatar inside the square that is saved */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_999px_rgb(6_26_43/0.45)] ring-2 ring-white/90"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 grid grid-cols-3 grid-rows-3 opacity-40"
      >
        {Array.from({ length: 9 }, (_, cell) => (
          <span key={cell} className="border-[0.5px] border-white/40" />
        ))}
      </div>
    </div>
  );
}
