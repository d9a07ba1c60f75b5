import { useTranslation } from '../../i18n/translation';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import { useLang } from '../../lib/lang';
import { Section } from './section';

/** The owner's description in the reader's language (else the other one, said so) and its plans. */
export function AboutSection({ boat }: { boat: TBoatDetails }) {
  const { t } = useTranslation();
  const lang = useLang();
  const other = lang === 'es' ? 'en' : 'es';
  const text = boat.description[lang] ?? boat.description[other];
  const translated = !boat.description[lang] && !!boat.description[other];
  return (
    <Section id="about" title={t('boatPage.about.title')}>
      {text ? (
        <div className="max-w-prose space-y-4 text-[16px] leading-relaxed text-ink-700">
          {text.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} lang={translated ? other : undefined}>
              {paragraph}
            </p>
          ))}
        </div>
      ) : (
        <p className="text-ink-500">{t('boatPage.about.noDescription')}</p>
      )}
      {translated && (
        <p className="mt-3 text-sm text-ink-500">{t('boatPage.about.originalLanguage')}</p>
      )}
      {boat.plans.length > 0 && (
        <div className="mt-6">
          <h3 className="text-sm font-bold tracking-wide text-ink-500 uppercase">
            {t('boatPage.about.plans')}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {boat.plans.map((plan) => (
              <li
                key={plan.slug}
                className="rounded-full bg-sand-100 px-3.5 py-1.5 text-sm font-semibold text-ink-800"
              >
                {plan.name[lang]}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
