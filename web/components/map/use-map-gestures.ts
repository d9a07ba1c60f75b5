import {
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { panView, screenToMap, zoomView, type TSize, type TView } from './view';

/** Elements inside the map that handle their own pointer events (buttons, lists). */
export const OWN_POINTER = '[data-map-ui]';
const DRAG_THRESHOLD = 5;
const KEY_PAN = 96;
export const ZOOM_STEP = 2;

type TGestureOptions = {
  rootRef: RefObject<HTMLDivElement | null>;
  view: () => TView;
  size: () => TSize;
  /** sets the view at once (clamped by the caller), cancelling any animation */
  move: (view: TView) => void;
  /** animates to a view */
  glide: (view: TView) => void;
  /** a tap or click on the map that was not a drag, at container pixels */
  onTap?: (px: number, py: number) => void;
  /** Enter on the focused map: pick the centre */
  onEnter?: () => void;
  /** the wheel turned over the map without the modifier: tell how to zoom */
  onWheelRefused: () => void;
};

type TPointer = { x: number; y: number };

function localPoint(root: Element | null, event: { clientX: number; clientY: number }): TPointer {
  const rect = root?.getBoundingClientRect();
  return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
}

/**
 * Drag (mouse, pen, one finger) pans, two fingers pinch-zoom, the wheel zooms with Ctrl/⌘ or
 * once the map has focus (so page scrolling is never hijacked), arrows and +/− work on the
 * focused map. No map library: a few pointer events and the pure maths of view.ts.
 */
export function useMapGestures(options: TGestureOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const pointers = useRef(new Map<number, TPointer>());
  const gesture = useRef({ dragging: false, start: { x: 0, y: 0 }, suppressClick: false });

  const local = (event: { clientX: number; clientY: number }) =>
    localPoint(latest.current.rootRef.current, event);

  useEffect(() => {
    const root = options.rootRef.current;
    if (!root) return;
    const onWheel = (event: WheelEvent) => {
      const { view, size, move, onWheelRefused, rootRef } = latest.current;
      const hasFocus = rootRef.current?.contains(document.activeElement) ?? false;
      if (!event.ctrlKey && !event.metaKey && !hasFocus) {
        onWheelRefused();
        return;
      }
      event.preventDefault();
      const lines = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
      // Pinch on a trackpad arrives as ctrl + wheel with small deltas: make it as quick.
      const speed = event.ctrlKey ? 0.01 : 0.0025;
      const factor = Math.exp(-event.deltaY * lines * speed);
      const at = localPoint(rootRef.current, event);
      move(zoomView(view(), factor, screenToMap(view(), size(), at.x, at.y)));
    };
    root.addEventListener('wheel', onWheel, { passive: false });
    return () => root.removeEventListener('wheel', onWheel);
  }, [options.rootRef]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if ((event.target as Element).closest(OWN_POINTER)) return;
    if (event.pointerType === 'mouse') {
      if (event.button !== 0) return;
      pointers.current.clear(); // a mouse released outside the window left no pointerup
    }
    pointers.current.set(event.pointerId, local(event));
    if (pointers.current.size === 1) {
      gesture.current = { dragging: false, start: local(event), suppressClick: false };
    } else {
      gesture.current.dragging = true; // a second finger: pinch, never a tap
    }
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const now = local(event);
    const { view, size, move, rootRef } = latest.current;
    const state = gesture.current;
    if (!state.dragging) {
      if (Math.hypot(now.x - state.start.x, now.y - state.start.y) < DRAG_THRESHOLD) return;
      state.dragging = true;
    }
    rootRef.current?.setPointerCapture?.(event.pointerId);
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId);
    pointers.current.set(event.pointerId, now);
    const other = others[0]?.[1];
    if (!other) {
      move(panView(view(), size(), now.x - previous.x, now.y - previous.y));
      return;
    }
    // Pinch: zoom by the change of distance around the fingers' midpoint, and follow it.
    const before = Math.hypot(previous.x - other.x, previous.y - other.y) || 1;
    const after = Math.hypot(now.x - other.x, now.y - other.y) || 1;
    const mid = { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 };
    const midBefore = { x: (previous.x + other.x) / 2, y: (previous.y + other.y) / 2 };
    const zoomed = zoomView(view(), after / before, screenToMap(view(), size(), mid.x, mid.y));
    move(panView(zoomed, size(), mid.x - midBefore.x, mid.y - midBefore.y));
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.delete(event.pointerId)) return;
    const state = gesture.current;
    if (state.dragging) {
      state.suppressClick = true;
      if (pointers.current.size === 0) setTimeout(() => (state.suppressClick = false), 0);
      return;
    }
    if (pointers.current.size > 0) return;
    const target = event.target as Element;
    if (target.closest('a,button')) return;
    const at = local(event);
    latest.current.onTap?.(at.x, at.y);
  }

  function onPointerCancel(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
  }

  /** A drag that started on a pin must not follow its link when the button is released. */
  function onClickCapture(event: MouseEvent<HTMLDivElement>) {
    if (!gesture.current.suppressClick) return;
    event.preventDefault();
    event.stopPropagation();
    gesture.current.suppressClick = false;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const { view, size, glide, onEnter } = latest.current;
    const step = event.shiftKey ? KEY_PAN * 3 : KEY_PAN;
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const pan = pans[event.key];
    if (pan) glide(panView(view(), size(), pan[0], pan[1]));
    else if (event.key === '+' || event.key === '=') glide(zoomView(view(), ZOOM_STEP));
    else if (event.key === '-' || event.key === '_') glide(zoomView(view(), 1 / ZOOM_STEP));
    else if ((event.key === 'Enter' || event.key === ' ') && onEnter) onEnter();
    else return;
    event.preventDefault();
  }

  return {
    root: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClickCapture },
    surface: { onKeyDown },
  };
}
