import { LoaderCircle, Star, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Link } from 'react-router';
import { formatMoney } from '../../../../shared/money';
import type { TGroup, TGroupBoatOption } from '../../../../shared/schemas/group';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { Picture } from '../../../components/ui/picture';
import { apiErrorText } from '../../../lib/errors';
import { useLang } from '../../../lib/lang';
import { chooseGroupBoat, fetchSimilarBoats } from '../api';

type TState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; boats: TGroupBoatOption[] };

/**
 * For the creator of a complete group whose boat fell through: the boats that could take the
 * group (same harbour and type, room for everyone, within the price), best first. Choosing one
 * sends a new reservation request to its owner.
 */
export function SimilarBoats({
  group,
  onChosen,
}: {
  group: TGroup;
  onChosen: (group: TGroup) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [state, setState] = useState<TState>({ kind: 'loading' });
  const [choosing, setChoosing] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchSimilarBoats(group.id, controller.signal)
      .then((boats) => setState({ kind: 'ready', boats }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', error });
      });
    return () => controller.abort();
  }, [group.id]);

  const choose = async (boatId: string) => {
    setChoosing(boatId);
    setFailure(null);
    try {
      onChosen(await chooseGroupBoat(group.id, boatId));
    } catch (error) {
      setFailure(error);
    } finally {
      setChoosing(null);
    }
  };

  return (
    <section aria-labelledby="similar-title" aria-busy={state.kind === 'loading' || undefined}>
      <h2 id="similar-title" className="text-2xl font-bold tracking-tight text-ink-900">
        {t('groups.similar.title')}
      </h2>
      <p className="mt-1.5 text-[15px] text-ink-600">{t('groups.similar.text')}</p>
      {failure !== null && (
        <div className="mt-4">
          <FormAlert>{apiErrorText(failure, lang, t)}</FormAlert>
        </div>
      )}
      <div className="mt-5">
        {state.kind === 'loading' && (
          <p className="flex items-center gap-2 text-sm text-ink-500">
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            {t('groups.similar.loading')}
          </p>
        )}
        {state.kind === 'failed' && <FormAlert>{apiErrorText(state.error, lang, t)}</FormAlert>}
        {state.kind === 'ready' && state.boats.length === 0 && (
          <p className="rounded-2xl bg-sand-50 p-5 text-[15px] text-ink-600 ring-1 ring-ink-900/5">
            {t('groups.similar.none')}
          </p>
        )}
        {state.kind === 'ready' && state.boats.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2">
            {state.boats.map((boat) => (
              <li
                key={boat.id}
                className="flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-ink-900/10"
              >
                <Picture
                  assetId={boat.pictureId}
                  alt={t('groups.card.pictureAlt', { type: boat.typeName[lang], name: boat.name })}
                  sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[16/9] w-full"
                />
                <div className="flex flex-1 flex-col p-4">
                  <p className="text-xs font-semibold tracking-wide text-sea-700 uppercase">
                    {boat.typeName[lang]} · {boat.harbourName}
                  </p>
                  <h3 className="mt-1 font-bold text-ink-900">
                    <Link to={`/${lang}/boats/${boat.slug}`} className="hover:underline">
                      {boat.name}
                    </Link>
                  </h3>
                  <p className="mt-1 flex items-center gap-3 text-sm text-ink-600">
                    <span className="inline-flex items-center gap-1">
                      <Users className="h-3.5 w-3.5" aria-hidden="true" />
                      {t('groups.similar.capacity', { count: boat.numberOfPlaces })}
                    </span>
                    {boat.rating !== null && (
                      <span className="inline-flex items-center gap-1">
                        <Star
                          className="h-3.5 w-3.5 fill-amber-400 text-amber-400"
                          aria-hidden="true"
                        />
                        {new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(
                          boat.rating,
                        )}
                      </span>
                    )}
                  </p>
                  <p className="mt-2 text-sm text-ink-700">
                    <strong className="text-base text-ink-900">
                      {formatMoney(boat.pricePerPersonCents, lang)}
                    </strong>{' '}
                    {t('groups.card.perPerson')}
                  </p>
                  <Button
                    className="mt-4 w-full"
                    disabled={choosing !== null}
                    onClick={() => void choose(boat.id)}
                    aria-label={t('groups.similar.chooseNamed', { name: boat.name })}
                  >
                    {choosing === boat.id && (
                      <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
                    )}
                    {t('groups.similar.choose')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
