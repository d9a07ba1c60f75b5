import { Star } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from '../../i18n/translation';

type TStarInputProps = {
  /** the group's name, read before the choices ("Cleanliness") */
  legend: string;
  /** a second line under the legend (the overall question) */
  hint?: string;
  value: number | undefined;
  onChange: (stars: number) => void;
  onBlur?: () => void;
  name: string;
  error?: string | null;
  size?: 'lg' | 'md';
  /** the legend above the stars (overall) or at their left (each category) */
  layout?: 'stacked' | 'inline';
  className?: string;
  /** react-hook-form's ref: the first star takes the focus when the group is invalid */
  inputRef?: Ref<HTMLInputElement>;
};

const scale = [1, 2, 3, 4, 5] as const;

/**
 * Stars as a radio group: native radios, so Tab enters the group, the arrow keys move and
 * choose, and each choice reads "3 of 5 stars". Hovering previews a value with the pointer.
 */
export function StarInput({
  legend,
  hint,
  value,
  onChange,
  onBlur,
  name,
  error,
  size = 'md',
  layout = 'inline',
  className = '',
  inputRef,
}: TStarInputProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'valuations.stars' });
  const id = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const starSize = size === 'lg' ? 'h-9 w-9' : 'h-7 w-7';
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      aria-invalid={error ? true : undefined}
      className={`${
        layout === 'inline'
          ? 'flex flex-col gap-x-4 gap-y-1 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between'
          : 'flex flex-col gap-2'
      } ${className}`}
    >
      <span
        id={`${id}-legend`}
        className={
          layout === 'inline'
            ? 'text-[15px] font-semibold text-ink-800'
            : 'text-[15px] font-bold text-ink-900'
        }
      >
        {legend}
      </span>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <div className="flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHovered(null)}>
          {scale.map((stars) => (
            <label
              key={stars}
              onMouseEnter={() => setHovered(stars)}
              className="relative cursor-pointer rounded-lg p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sea-600"
            >
              <input
                ref={stars === (value ?? 1) ? inputRef : undefined}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                onBlur={onBlur}
                aria-label={t('value', { value: stars })}
                className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
              />
              <Star
                aria-hidden="true"
                strokeWidth={1.6}
                className={`${starSize} transition-colors ${
                  stars <= shown ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-ink-300'
                } ${hovered !== null && stars <= shown ? 'scale-105' : ''}`}
              />
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="w-6 text-sm font-bold text-ink-700 tabular-nums">
          {value ?? ''}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-coral-700 sm:basis-full">
          {error}
        </p>
      )}
    </div>
  );
}

/** Read-only stars: the value is in the label, the icons are decoration. */
export function StarRating({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('translation', { keyPrefix: 'valuations.stars' });
  const starSize = size === 'sm' ? 'h-3.5 w-3.5' : 'h-[18px] w-[18px]';
  return (
    <span role="img" aria-label={t('value', { value })} className="inline-flex gap-0.5">
      {scale.map((stars) => (
        <Star
          key={stars}
          aria-hidden="true"
          strokeWidth={1.6}
          className={`${starSize} ${
            stars <= Math.round(value)
              ? 'fill-amber-400 text-amber-500'
              : 'fill-ink-100 text-ink-200'
          }`}
        />
      ))}
    </span>
  );
}
