import { Eye, EyeOff, Sailboat, Star } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { pictureUrl } from '../../../shared/media';
import { Button } from '../../components/ui/button';
import { useLang } from '../../lib/lang';
import { moderateValuation, valuationState, type TAdminValuation } from './api';
import { formatDay } from './format';
import { Badge, type TTone } from './parts';
import { ReasonDialog } from './reason-dialog';

const stateTone: Record<ReturnType<typeof valuationState>, TTone> = {
  published: 'green',
  pending: 'amber',
  hidden: 'red',
};

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminValuations' });
  return (
    <span className="inline-flex gap-0.5" role="img" aria-label={t('stars', { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`h-3.5 w-3.5 ${n <= rating ? 'fill-coral-500 text-coral-500' : 'fill-ink-100 text-ink-200'}`}
        />
      ))}
    </span>
  );
}

/**
 * Hide a valuation (or show a hidden one again): the button, and the dialog asking why, with the
 * valuation's words quoted. The reason is required and kept in the audit log.
 */
function ModerateButton({
  valuation,
  onDone,
}: {
  valuation: TAdminValuation;
  onDone: (valuation: TAdminValuation) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminValuations' });
  const action = valuation.hidden ? 'show' : 'hide';
  const Icon = action === 'hide' ? EyeOff : Eye;
  return (
    <ReasonDialog
      trigger={
        <Button
          variant="ghost"
          className={`h-9 px-3.5 ring-1 ${action === 'hide' ? 'text-coral-700 ring-coral-200 hover:bg-coral-50' : 'ring-ink-300'}`}
          aria-label={`${t(action)} · ${valuation.from.firstName} → ${valuation.about.firstName} · ${valuation.boat.name}`}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {t(action)}
        </Button>
      }
      title={t(action === 'hide' ? 'hideTitle' : 'showTitle')}
      description={t(action === 'hide' ? 'hideText' : 'showText')}
      confirmLabel={t(action === 'hide' ? 'confirmHide' : 'confirmShow')}
      onConfirm={async (reason) => onDone(await moderateValuation(valuation.id, action, reason))}
    >
      <blockquote className="mt-4 rounded-2xl bg-sand-50 px-4 py-3 text-sm text-ink-700 ring-1 ring-sand-200">
        <p className="font-semibold text-ink-900">
          {valuation.boat.name} ·{' '}
          {t('fromTo', { from: valuation.from.firstName, about: valuation.about.firstName })}
        </p>
        <p lang={valuation.lang} className="mt-1 line-clamp-3 break-words">
          {valuation.comment}
        </p>
      </blockquote>
    </ReasonDialog>
  );
}

/** One valuation in the moderation list: what and who, the text, its dates and the action. */
export function ValuationRow({
  valuation,
  onChange,
}: {
  valuation: TAdminValuation;
  onChange: (valuation: TAdminValuation) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminValuations' });
  const lang = useLang();
  const state = valuationState(valuation);
  const { boat } = valuation;
  return (
    <li className="grid gap-4 px-4 py-5 sm:px-6 md:grid-cols-[minmax(0,1fr)_13rem] md:gap-8">
      <div className="flex min-w-0 gap-4">
        {boat.pictureId ? (
          <img
            src={pictureUrl(boat.pictureId, 320)}
            alt=""
            className="hidden h-14 w-14 shrink-0 rounded-2xl bg-sea-100 object-cover sm:block"
          />
        ) : (
          <span
            aria-hidden="true"
            className="hidden h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-sea-50 text-sea-700 sm:inline-flex"
          >
            <Sailboat className="h-6 w-6" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 className="min-w-0 text-base font-bold break-words text-ink-900">
              <Link
                to={`/${lang}/boats/${boat.slug}`}
                className="underline-offset-4 hover:underline"
              >
                {boat.name}
              </Link>
            </h2>
            <Badge tone={stateTone[state]}>{t(`badge.${state}`)}</Badge>
          </div>
          <p className="mt-1 text-sm text-ink-600">
            <span className="font-semibold text-ink-800">
              {t('fromTo', { from: valuation.from.firstName, about: valuation.about.firstName })}
            </span>
            {' · '}
            {t('authorAs', { role: t(`author.${valuation.author}`) })}
          </p>
          <div className="mt-2">
            <Stars rating={valuation.rating} />
          </div>
          <p
            lang={valuation.lang}
            className="mt-1.5 line-clamp-3 text-sm leading-relaxed break-words text-ink-800"
          >
            {valuation.comment}
          </p>
          {valuation.reply && (
            <p className="mt-2 line-clamp-2 border-l-2 border-sand-200 pl-3 text-sm text-ink-600">
              <span className="font-semibold text-ink-700">{t('reply')}: </span>
              {valuation.reply}
            </p>
          )}
          {valuation.hidden && valuation.hiddenReason && (
            <p className="mt-3 rounded-xl bg-coral-50 px-3 py-2 text-sm break-words text-coral-800 ring-1 ring-coral-100">
              {t('hiddenReason', { reason: valuation.hiddenReason })}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3 md:flex-col md:items-end md:justify-start">
        <ul className="space-y-0.5 text-xs text-ink-600 md:text-right">
          <li>{t('written', { date: formatDay(valuation.createdAt, lang) })}</li>
          <li>
            {valuation.publishedAt
              ? t('published', { date: formatDay(valuation.publishedAt, lang) })
              : t('waiting')}
          </li>
          {valuation.hiddenAt && (
            <li className="font-semibold text-coral-700">
              {t('hiddenOn', { date: formatDay(valuation.hiddenAt, lang) })}
            </li>
          )}
        </ul>
        <ModerateButton valuation={valuation} onDone={onChange} />
      </div>
    </li>
  );
}
