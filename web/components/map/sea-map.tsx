/** A place on the map: a boat, a harbour or a destination. */
export type TMapPoint = {
  id: string;
  lat: number;
  lon: number;
  /** accessible name of the pin, also its tooltip */
  label: string;
  /** short text drawn on the pin (a price, a count); the label is used when absent */
  badge?: string;
  href?: string;
};

export type TSeaMapProps = {
  points: TMapPoint[];
  /** accessible name of the whole map */
  title: string;
  /** highlighted pin (hovered card, selected place) */
  activeId?: string | null;
  onActiveChange?: (id: string | null) => void;
  /** when given, clicking the map places a pin there: the wizard's location step */
  onPick?: (point: { lat: number; lon: number }) => void;
  className?: string;
};

/** CONTRACT ONLY (being implemented): a map of Spain's coasts with pins, drawn without tiles. */
export function SeaMap({ points, title, className = '' }: TSeaMapProps) {
  return (
    <div role="img" aria-label={title} className={`bg-sea-100 ${className}`}>
      {points.length}
    </div>
  );
}
