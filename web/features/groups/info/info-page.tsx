import { useTranslation } from '../../../i18n/translation';
import { LinkButton } from '../../../components/ui/button';
import { useLang } from '../../../lib/lang';
import { formatPercent } from '../format';
import { InfoFaq } from './info-faq';
import { InfoHero } from './info-hero';
import { InfoMoney } from './info-money';
import { InfoSteps } from './info-steps';

/** /{lang}/groups-info: how sharing a boat works, what it costs, and what we promise. */
export function GroupsInfoPage({
  firstPaymentPercent,
  responseHours,
}: {
  firstPaymentPercent: number;
  responseHours: number;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const percent = formatPercent(lang, firstPaymentPercent);
  return (
    <article>
      <InfoHero />
      <InfoSteps percent={percent} responseHours={responseHours} />
      <InfoMoney percent={percent} />
      <InfoFaq percent={percent} responseHours={responseHours} />
      <section aria-labelledby="info-cta-title" className="px-4 pb-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-6xl rounded-[2rem] bg-gradient-to-br from-sea-700 to-ink-900 px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2
            id="info-cta-title"
            className="text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl"
          >
            {t('groups.info.cta.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-white/85">{t('groups.info.cta.text')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to={`/${lang}/groups`} size="lg" variant="inverse">
              {t('groups.info.cta.browse')}
            </LinkButton>
            <LinkButton to={`/${lang}/create-group`} size="lg" variant="outline-inverse">
              {t('groups.info.cta.create')}
            </LinkButton>
          </div>
        </div>
      </section>
    </article>
  );
}
