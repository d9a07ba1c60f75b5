import { Info, LoaderCircle, SearchX } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import type { TGroupBoatOption } from '../../../../shared/schemas/group';
import { FieldError, FormAlert } from '../../../components/ui/field';
import { apiErrorText } from '../../../lib/errors';
import { useLang } from '../../../lib/lang';
import { BoatOptions } from '../boat-options';

type TBoatResultsProps = {
  boats: TGroupBoatOption[];
  /** the boat chosen before, listed though the filters now leave it out */
  keptId: string | null;
  people: number;
  loading: boolean;
  error: unknown;
  /** the filters cannot be asked yet (people or a price mistyped) */
  incomplete: boolean;
  registration: UseFormRegisterReturn;
  errorText: string | null;
};

/** The boats the group could take: loading, a failure, none (widen the filters), or the cards. */
export function BoatResults(props: TBoatResultsProps) {
  const { boats, keptId, people, loading, error, incomplete, registration, errorText } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const count = boats.length;
  const matching = keptId ? count - 1 : count;
  return (
    <section aria-labelledby="boats-title" aria-busy={loading} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-t border-ink-100 pt-6">
        <h2 id="boats-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('createGroup.boat.listTitle')}
        </h2>
        <p className="flex items-center gap-2 text-sm text-ink-600" role="status">
          {loading && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {loading
            ? t('createGroup.boat.loading')
            : !incomplete && !error && t('createGroup.boat.found', { count: matching })}
        </p>
      </div>
      {error !== null && error !== undefined && (
        <FormAlert>{apiErrorText(error, lang, t)}</FormAlert>
      )}
      {keptId && (
        <p className="flex items-start gap-2 rounded-xl bg-sand-50 px-4 py-3 text-sm text-ink-700">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('createGroup.boat.keptNote')}
        </p>
      )}
      {count > 0 ? (
        <div className={loading ? 'opacity-60 transition-opacity' : undefined}>
          <BoatOptions
            boats={boats}
            people={people}
            registration={registration}
            error={errorText}
          />
        </div>
      ) : (
        !loading &&
        !error && (
          <div className="flex flex-col items-center gap-2 rounded-2xl bg-ink-50 px-6 py-10 text-center">
            <SearchX className="h-8 w-8 text-ink-400" aria-hidden="true" />
            <p className="text-base font-bold text-ink-900">
              {incomplete
                ? t('createGroup.boat.incompleteTitle')
                : t('createGroup.boat.emptyTitle')}
            </p>
            <p className="max-w-md text-sm text-ink-600">
              {incomplete ? t('createGroup.boat.incompleteText') : t('createGroup.boat.emptyText')}
            </p>
            {errorText && <FieldError id="boat-required-error">{errorText}</FieldError>}
          </div>
        )
      )}
    </section>
  );
}
