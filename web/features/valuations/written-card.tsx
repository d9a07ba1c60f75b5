import { CircleCheck, Hourglass } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { Picture } from '../../components/ui/picture';
import { useLang } from '../../lib/lang';
import type { TMyValuation } from './api';
import { HiddenNotice, ReplyBlock, ValuationBody } from './valuation-body';
import { formatDay } from './valuation-view';

/** Where a written valuation stands: waiting for the other side, or published on a day. */
function WrittenState({ valuation }: { valuation: TMyValuation }) {
  const { t } = useTranslation('translation', { keyPrefix: 'valuations.written' });
  const lang = useLang();
  if (!valuation.publishedAt)
    return (
      <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold whitespace-nowrap text-amber-900">
        <Hourglass className="h-3.5 w-3.5" aria-hidden="true" />
        {t('waiting', { name: valuation.about.firstName })}
      </span>
    );
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-sea-50 px-2.5 py-1 text-xs font-bold whitespace-nowrap text-sea-800 ring-1 ring-sea-100">
      <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" />
      {t('published', { date: formatDay(valuation.publishedAt, lang) })}
    </span>
  );
}

/** A valuation the user wrote, as they see it: its state, what they said, and any reply. */
export function WrittenCard({ valuation }: { valuation: TMyValuation }) {
  const { t } = useTranslation('translation', { keyPrefix: 'valuations.written' });
  const lang = useLang();
  const isClient = valuation.author === 'client';
  return (
    <article
      aria-labelledby={`written-${valuation.id}`}
      className="rounded-3xl bg-white p-4 shadow-xs ring-1 ring-ink-900/[0.07] sm:p-6"
    >
      <header className="flex items-start gap-3.5">
        <Picture
          assetId={valuation.boat.pictureId}
          alt=""
          sizes="64px"
          fallbackWidth={320}
          className="h-14 w-14 shrink-0 rounded-xl sm:h-16 sm:w-16"
        />
        <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
          <div className="min-w-0">
            <h3 id={`written-${valuation.id}`} className="text-base font-bold text-ink-900">
              {isClient
                ? t('aboutBoat', { boat: valuation.boat.name, name: valuation.about.firstName })
                : t('aboutClient', { name: valuation.about.firstName })}
            </h3>
            <Link
              to={`/${lang}/boats/${valuation.boat.slug}`}
              className="text-sm font-semibold text-sea-700 underline-offset-2 hover:underline"
            >
              {isClient ? t('viewBoat') : valuation.boat.name}
            </Link>
          </div>
          <WrittenState valuation={valuation} />
        </div>
      </header>
      <div className="mt-4 flex flex-col gap-4">
        <ValuationBody valuation={valuation} />
        {!valuation.publishedAt && (
          <p className="text-[13px] leading-snug text-ink-600">
            {t('waitingText', { name: valuation.about.firstName })}
          </p>
        )}
        <HiddenNotice valuation={valuation} />
        <ReplyBlock
          title={t('ownerReply', { name: valuation.about.firstName })}
          valuation={valuation}
        />
      </div>
    </article>
  );
}
