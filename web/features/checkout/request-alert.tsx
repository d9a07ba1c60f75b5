import { useTranslation } from '../../i18n/translation';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import { formatMoney } from '../../../shared/money';
import { Button, LinkButton } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import type { TRequestProblem } from './request-problem';

/**
 * A refused request next to the send button. The licence refusal proposes the way out: taking a
 * skipper (when the boat allows one), priced again at once, or adding the licence to the profile.
 */
export function RequestAlert({
  problem,
  boat,
  onAddSkipper,
  onChangeDates,
}: {
  problem: TRequestProblem;
  boat: TBoatDetails;
  onAddSkipper: () => void;
  onChangeDates: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (problem.kind === 'licence') {
    const licence = boat.requiredDegree?.name[lang];
    return (
      <FormAlert>
        <p className="font-semibold">
          {licence
            ? t('checkout.errors.licence', { licence })
            : t('checkout.errors.licenceGeneric')}
        </p>
        <p className="mt-1 font-normal text-ink-700">{t('checkout.errors.licenceHint')}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {boat.skipper.policy === 'optional' && (
            <Button variant="secondary" onClick={onAddSkipper}>
              {t('checkout.errors.addSkipper', {
                price: formatMoney(boat.skipper.priceCents, lang),
              })}
            </Button>
          )}
          <LinkButton
            variant="ghost"
            to={`/${lang}/settings/profile`}
            className="underline underline-offset-4"
          >
            {t('checkout.errors.addLicence')}
          </LinkButton>
        </div>
      </FormAlert>
    );
  }
  if (problem.kind === 'taken') {
    return (
      <FormAlert>
        <p>{t('checkout.errors.taken')}</p>
        <Button variant="secondary" className="mt-3" onClick={onChangeDates}>
          {t('checkout.errors.changeDates')}
        </Button>
      </FormAlert>
    );
  }
  if (problem.kind === 'other')
    return <FormAlert>{apiErrorText(problem.error, lang, t)}</FormAlert>;
  // trip fields, the message and the card are shown at their place
  return null;
}
