import {
  BadgeCheck,
  CalendarCheck,
  Camera,
  ClipboardList,
  Percent,
  Send,
  Wallet,
} from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Link, useLocation } from 'react-router';
import { LinkButton } from '../../components/ui/button';
import { useLang } from '../../lib/lang';

const benefits = [
  { key: 'commission', icon: Percent },
  { key: 'approve', icon: CalendarCheck },
  { key: 'payments', icon: Wallet },
] as const;

const stages = [
  { key: 'describe', icon: ClipboardList },
  { key: 'show', icon: Camera },
  { key: 'publish', icon: Send },
] as const;

/** For visitors who are not logged in: why list on Marea, and the way in. */
export function AddBoatIntro() {
  const { t } = useTranslation('translation', { keyPrefix: 'addBoat.intro' });
  const lang = useLang();
  const { pathname } = useLocation();
  return (
    <div className="bg-sand-50">
      <section className="mx-auto grid max-w-6xl gap-10 px-5 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-16 lg:py-24">
        <div>
          <p className="text-xs font-bold tracking-widest text-sea-700 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-3 text-4xl leading-[1.1] font-extrabold tracking-tight text-ink-900 sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-600">{t('text')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LinkButton
              to={{ pathname, search: '?login=1' }}
              preventScrollReset
              variant="primary"
              size="lg"
            >
              {t('login')}
            </LinkButton>
            <LinkButton
              to={`/${lang}/sign-up?redirect=${encodeURIComponent(`/${lang}/add-boat`)}`}
              variant="ghost"
              size="lg"
              className="bg-white ring-1 ring-ink-300"
            >
              {t('signUp')}
            </LinkButton>
          </div>
          <p className="mt-4 flex items-center gap-2 text-sm text-ink-600">
            <BadgeCheck className="h-4 w-4 text-sea-700" aria-hidden="true" />
            {t('free')}
          </p>
        </div>
        <ul className="flex flex-col gap-3" aria-label={t('benefitsLabel')}>
          {benefits.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="flex gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-900/5 sm:p-6"
            >
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-sea-50 text-sea-800">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-lg font-bold text-ink-900">
                  {t(`benefits.${key}.title`)}
                </span>
                <span className="mt-1 block text-[15px] leading-relaxed text-ink-600">
                  {t(`benefits.${key}.text`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="intro-how" className="border-t border-ink-100 bg-white">
        <div className="mx-auto max-w-6xl px-5 py-12 sm:px-6 sm:py-16">
          <h2
            id="intro-how"
            className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl"
          >
            {t('howTitle')}
          </h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-3">
            {stages.map(({ key, icon: Icon }, i) => (
              <li key={key} className="flex gap-4 sm:flex-col">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-ink-900 text-white">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-sm font-bold text-sea-700">
                    {t('stage', { n: i + 1 })}
                  </span>
                  <span className="mt-0.5 block text-lg font-bold text-ink-900">
                    {t(`stages.${key}.title`)}
                  </span>
                  <span className="mt-1 block text-[15px] leading-relaxed text-ink-600">
                    {t(`stages.${key}.text`)}
                  </span>
                </span>
              </li>
            ))}
          </ol>
          <p className="mt-10 text-[15px] text-ink-600">
            {t('more')}{' '}
            <Link
              to={`/${lang}/owners`}
              className="font-semibold text-sea-700 underline underline-offset-4 hover:text-sea-800"
            >
              {t('moreLink')}
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}
