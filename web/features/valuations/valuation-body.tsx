import { EyeOff, MessageSquareReply } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { valuationCategories } from '../../../shared/valuation';
import { useLang } from '../../lib/lang';
import type { TMyValuation } from './api';
import { StarRating } from './star-input';
import { formatDay } from './valuation-view';

/** The stars, the categories (a client's valuation) and the comment of a valuation. */
export function ValuationBody({ valuation }: { valuation: TMyValuation }) {
  const { t } = useTranslation('translation', { keyPrefix: 'valuations' });
  return (
    <div className="flex flex-col gap-3">
      <StarRating value={valuation.rating} />
      {valuation.categories && (
        <dl className="grid max-w-2xl grid-cols-1 gap-x-10 gap-y-1.5 text-[13px] sm:grid-cols-2">
          {valuationCategories.map((category) => (
            <div key={category} className="flex items-center justify-between gap-3">
              <dt className="text-ink-600">{t(`categories.${category}`)}</dt>
              <dd>
                <StarRating value={valuation.categories![category]} size="sm" />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p
        lang={valuation.lang}
        className="text-[15px] leading-relaxed whitespace-pre-line text-ink-800"
      >
        {valuation.comment}
      </p>
    </div>
  );
}

/** The owner's public answer under a valuation. */
export function ReplyBlock({ title, valuation }: { title: string; valuation: TMyValuation }) {
  const { t } = useTranslation('translation', { keyPrefix: 'valuations.received' });
  const lang = useLang();
  if (!valuation.reply) return null;
  return (
    <div className="rounded-2xl bg-sand-50 p-4 ring-1 ring-ink-900/5">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="inline-flex items-center gap-2 font-bold text-ink-900">
          <MessageSquareReply className="h-4 w-4 self-center text-ink-500" aria-hidden="true" />
          {title}
        </span>
        {valuation.repliedAt && (
          <span className="text-[13px] text-ink-500">
            {t('replied', { date: formatDay(valuation.repliedAt, lang) })}
          </span>
        )}
      </p>
      <p className="mt-1.5 text-[15px] leading-relaxed whitespace-pre-line text-ink-800">
        {valuation.reply}
      </p>
    </div>
  );
}

/** An admin hid the valuation: its two sides see why. */
export function HiddenNotice({ valuation }: { valuation: TMyValuation }) {
  const { t } = useTranslation('translation', { keyPrefix: 'valuations.written' });
  if (!valuation.hidden) return null;
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-coral-100/60 p-4 text-sm text-coral-700 ring-1 ring-coral-100">
      <EyeOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="block font-bold">{t('hidden')}</strong>
        {valuation.hiddenReason
          ? t('hiddenText', { reason: valuation.hiddenReason })
          : t('hiddenNoReason')}
      </p>
    </div>
  );
}
