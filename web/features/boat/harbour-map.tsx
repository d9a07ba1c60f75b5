import { MapPin } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The map's code (coastlines included) loads only when its section comes near the screen.
const SeaMap = lazy(() =>
  import('../../components/map/sea-map').then((module) => ({ default: module.SeaMap })),
);

/** One pin on the sea map: the boat at its harbour. A quiet placeholder until it is needed. */
export function HarbourMap({
  id,
  lat,
  lon,
  label,
  title,
  className = '',
}: {
  id: string;
  lat: number;
  lon: number;
  label: string;
  title: string;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const placeholder = (
    <div className="flex h-full w-full items-center justify-center bg-sea-50">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-ink-900 px-3 py-1.5 text-sm font-semibold text-white shadow-card">
        <MapPin className="h-4 w-4" aria-hidden="true" />
        {label}
      </span>
    </div>
  );
  return (
    <div ref={box} className={className}>
      {near ? (
        <Suspense fallback={placeholder}>
          <SeaMap
            title={title}
            points={[{ id, lat, lon, label }]}
            activeId={id}
            className="h-full w-full"
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
