import { Anchor, Sailboat, Ship } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/translation';

const kinds = [
  { value: '', icon: Anchor, key: 'any' },
  { value: 'sail', icon: Sailboat, key: 'sail' },
  { value: 'motor', icon: Ship, key: 'motor' },
] as const;

/** Sail, motor or either, as three chips (radio buttons underneath). */
export function KindChoice({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('translation', { keyPrefix: 'createGroup' });
  return (
    <fieldset>
      <legend className="text-base font-bold tracking-tight text-ink-900">{t('boat.kind')}</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {kinds.map(({ value, icon: Icon, key }) => (
          <label
            key={key}
            className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink-800 ring-1 ring-ink-300 transition-colors hover:ring-ink-900 has-[:checked]:bg-ink-900 has-[:checked]:text-white has-[:checked]:ring-ink-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sea-500"
          >
            <input type="radio" value={value} className="sr-only" {...registration} />
            <Icon className="h-4 w-4" aria-hidden="true" />
            {t(`boat.kinds.${key}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
