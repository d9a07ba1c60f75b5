import { MessagesSquare, ShieldCheck, UserMinus } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';

const promises = [
  { key: 'refund', Icon: ShieldCheck },
  { key: 'leave', Icon: UserMinus },
  { key: 'chat', Icon: MessagesSquare },
] as const;

const questions = [
  'whoSails',
  'notComplete',
  'ownerSaysNo',
  'leave',
  'friends',
  'price',
  'weather',
] as const;

/** What we promise (refunds, leaving, the chat) and the questions people ask before joining. */
export function InfoFaq({ percent, responseHours }: { percent: string; responseHours: number }) {
  const { t } = useTranslation();
  const values = { percent, hours: responseHours };
  return (
    <section aria-labelledby="faq-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <ul className="grid gap-6 md:grid-cols-3">
          {promises.map(({ key, Icon }) => (
            <li key={key} className="rounded-3xl p-1">
              <Icon className="h-7 w-7 text-sea-700" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-bold text-ink-900">
                {t(`groups.info.promises.${key}.title`)}
              </h3>
              <p className="mt-1.5 text-[15px] leading-relaxed text-ink-600">
                {t(`groups.info.promises.${key}.text`, values)}
              </p>
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-16 max-w-3xl">
          <h2 id="faq-title" className="text-3xl font-extrabold tracking-tight text-ink-900">
            {t('groups.info.faq.title')}
          </h2>
          <div className="mt-6 space-y-3">
            {questions.map((key) => (
              <details
                key={key}
                className="group rounded-2xl bg-sand-50 p-5 ring-1 ring-ink-100 open:bg-white open:shadow-card"
              >
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-ink-900">
                  {t(`groups.info.faq.${key}.q`)}
                  <span
                    aria-hidden="true"
                    className="mt-0.5 text-xl leading-none text-sea-700 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="mt-3 text-[15px] leading-relaxed text-ink-600">
                  {t(`groups.info.faq.${key}.a`, values)}
                </p>
              </details>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
