import { Check, LoaderCircle, Plus } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { useLang } from '../../../lib/lang';
import type { TTitle, TTitleKind } from '../api';
import { SectionCard } from '../ui/section-card';
import { StatusMessage } from '../../../components/ui/status-message';
import { useTitleToggle } from './use-title-toggle';

type TTitlesSectionProps = {
  kind: TTitleKind;
  all: TTitle[];
  mine: TTitle[];
};

/**
 * Titulations (degrees) or professions as a list of toggle buttons: pressing one adds it to the
 * profile, pressing it again removes it, each saved at once.
 */
export function TitlesSection({ kind, all, mine }: TTitlesSectionProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'account.profile' });
  const lang = useLang();
  const { selected, pending, status, toggle } = useTitleToggle(kind, mine);
  const section = kind === 'degree' ? 'degrees' : 'professions';
  return (
    <SectionCard title={t(`${section}.title`)} description={t(`${section}.subtitle`)}>
      <ul className="flex flex-wrap gap-2.5">
        {all.map((title) => {
          const on = selected.has(title.id);
          const busy = pending.has(title.id);
          const Icon = busy ? LoaderCircle : on ? Check : Plus;
          return (
            <li key={title.id}>
              <button
                type="button"
                aria-pressed={on}
                aria-busy={busy || undefined}
                onClick={() => void toggle(title)}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full py-2 pr-4 pl-3 text-left text-sm font-semibold transition-colors ${
                  on
                    ? 'bg-sea-700 text-white shadow-sm hover:bg-sea-800'
                    : 'bg-white text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50 hover:ring-ink-300'
                }`}
              >
                <Icon
                  className={`h-4 w-4 shrink-0 ${busy ? 'animate-spin' : ''} ${on ? '' : 'text-ink-500'}`}
                  aria-hidden="true"
                />
                {title.name[lang]}
              </button>
            </li>
          );
        })}
      </ul>
      <StatusMessage status={status} className="mt-4 empty:mt-0" />
    </SectionCard>
  );
}
