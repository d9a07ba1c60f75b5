import { useTranslation } from '../../i18n/translation';
import { pictureUrl } from '../../../shared/media';
import { Avatar } from '../../components/ui/avatar';
import { useLang } from '../../lib/lang';
import type { TMyValuation } from './api';
import { ReplyForm } from './reply-form';
import { HiddenNotice, ReplyBlock, ValuationBody } from './valuation-body';
import { formatDay } from './valuation-view';

/**
 * A valuation about the user: who wrote it, when it was published, what they said; on a
 * valuation of their boat the owner answers once, publicly.
 */
export function ReceivedCard({
  valuation,
  onReplied,
}: {
  valuation: TMyValuation;
  onReplied: (valuation: TMyValuation) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'valuations.received' });
  const tw = useTranslation('translation', { keyPrefix: 'valuations.written' }).t;
  const lang = useLang();
  const { from, boat } = valuation;
  return (
    <article
      aria-labelledby={`received-${valuation.id}`}
      className="rounded-3xl bg-white p-4 shadow-xs ring-1 ring-ink-900/[0.07] sm:p-6"
    >
      <header className="flex items-center gap-3">
        <Avatar
          name={from.firstName}
          src={from.pictureId ? pictureUrl(from.pictureId, 320) : null}
          size="lg"
          className="ring-0"
        />
        <div className="min-w-0">
          <h3 id={`received-${valuation.id}`} className="text-base font-bold text-ink-900">
            {valuation.author === 'client'
              ? t('fromClient', { name: from.firstName, boat: boat.name })
              : t('fromOwner', { name: from.firstName, boat: boat.name })}
          </h3>
          {valuation.publishedAt && (
            <p className="text-sm text-ink-500">
              {tw('published', { date: formatDay(valuation.publishedAt, lang) })}
            </p>
          )}
        </div>
      </header>
      <div className="mt-4 flex flex-col gap-4">
        <ValuationBody valuation={valuation} />
        <HiddenNotice valuation={valuation} />
        <ReplyBlock title={t('yourReply')} valuation={valuation} />
        {valuation.canReply && !valuation.reply && (
          <ReplyForm valuation={valuation} onReplied={onReplied} />
        )}
      </div>
    </article>
  );
}
