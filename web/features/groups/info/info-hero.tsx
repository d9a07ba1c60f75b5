import { Clock, LifeBuoy, Users } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { LinkButton } from '../../../components/ui/button';
import { useLang } from '../../../lib/lang';

/** The top of the groups guide: the promise in one line, the two ways in, three facts. */
export function InfoHero() {
  const { t } = useTranslation();
  const lang = useLang();
  const facts = [
    { key: 'day', Icon: Clock },
    { key: 'skipper', Icon: LifeBuoy },
    { key: 'split', Icon: Users },
  ] as const;
  return (
    <header className="relative isolate overflow-hidden border-b border-ink-100 bg-gradient-to-b from-sea-50 via-sand-50 to-sand-50">
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-24 -z-10 h-96 w-96 rounded-full bg-coral-100/60 blur-3xl"
      />
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-12 sm:px-6 sm:pt-20 lg:px-8">
        <p className="inline-flex rounded-full bg-white px-3 py-1 text-xs font-bold tracking-widest text-coral-700 uppercase ring-1 ring-coral-600/20">
          {t('groups.info.hero.eyebrow')}
        </p>
        <h1 className="mt-5 max-w-3xl text-4xl leading-[1.05] font-extrabold tracking-tight text-balance text-ink-900 sm:text-6xl">
          {t('groups.info.hero.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-600 sm:text-xl">
          {t('groups.info.hero.subtitle')}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <LinkButton to={`/${lang}/groups`} size="lg">
            {t('groups.info.cta.browse')}
          </LinkButton>
          <LinkButton
            to={`/${lang}/create-group`}
            size="lg"
            variant="ghost"
            className="bg-white ring-1 ring-ink-200"
          >
            {t('groups.info.cta.create')}
          </LinkButton>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-3">
          {facts.map(({ key, Icon }) => (
            <li
              key={key}
              className="flex items-start gap-4 rounded-2xl bg-white/80 p-5 ring-1 ring-ink-900/5 backdrop-blur"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-sea-600 text-white">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <div>
                <p className="font-bold text-ink-900">{t(`groups.info.facts.${key}.title`)}</p>
                <p className="mt-0.5 text-sm leading-snug text-ink-600">
                  {t(`groups.info.facts.${key}.text`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
