import { ArrowRight, Sailboat, Users } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { useLang } from '../../lib/lang';
import { SectionHeading } from './section-heading';

/** The two ways to sail, each in three steps. */
export function HowItWorks({ responseHours }: { responseHours: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const ways = [
    { key: 'private', Icon: Sailboat, to: `/${lang}/boats`, tone: 'bg-sea-600' },
    { key: 'sharing', Icon: Users, to: `/${lang}/groups-info`, tone: 'bg-coral-500' },
  ] as const;
  return (
    <section aria-labelledby="how-title" className="bg-sand-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <SectionHeading
          id="how-title"
          title={t('home.howItWorks.title')}
          subtitle={t('home.howItWorks.subtitle')}
        />
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          {ways.map(({ key, Icon, to, tone }) => (
            <article
              key={key}
              className="flex flex-col rounded-3xl bg-white p-7 shadow-card ring-1 ring-ink-900/5 sm:p-9"
            >
              <div className="flex items-center gap-4">
                <span
                  className={`flex h-12 w-12 items-center justify-center rounded-2xl text-white ${tone}`}
                >
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-xl font-bold text-ink-900">
                    {t(`home.howItWorks.${key}.title`)}
                  </h3>
                  <p className="text-sm text-ink-500">{t(`home.howItWorks.${key}.text`)}</p>
                </div>
              </div>
              <ol className="mt-7 flex-1 space-y-5">
                {(['step1', 'step2', 'step3'] as const).map((step, index) => (
                  <li key={step} className="flex gap-4">
                    <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-bold text-white">
                      {index + 1}
                    </span>
                    <p className="pt-1 text-[15px] leading-relaxed text-ink-700">
                      {t(`home.howItWorks.${key}.${step}`, { hours: responseHours })}
                    </p>
                  </li>
                ))}
              </ol>
              <Link
                to={to}
                className="mt-8 inline-flex items-center gap-2 self-start font-bold text-sea-700 hover:text-sea-800"
              >
                {t(`home.howItWorks.${key}.cta`)}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
