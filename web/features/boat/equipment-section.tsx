import { Check } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import { useLang } from '../../lib/lang';
import { Section } from './section';

const groups = ['outdoor', 'electronic', 'other'] as const;

/** The equipment on board in its three lists: outdoor, electronics, other. */
export function EquipmentSection({ equipment }: { equipment: TBoatDetails['equipment'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const filled = groups.filter((group) => equipment[group].length > 0);
  return (
    <Section id="equipment" title={t('boatPage.equipment.title')}>
      {filled.length === 0 ? (
        <p className="text-ink-500">{t('boatPage.equipment.none')}</p>
      ) : (
        <div className="grid gap-8 sm:grid-cols-3">
          {filled.map((group) => (
            <div key={group}>
              <h3 className="text-sm font-bold tracking-wide text-ink-500 uppercase">
                {t(`boatPage.equipment.${group}`)}
              </h3>
              <ul className="mt-3 space-y-2.5">
                {equipment[group].map((item) => (
                  <li key={item.slug} className="flex items-start gap-2.5 text-[15px] text-ink-800">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-sea-600" aria-hidden="true" />
                    {item.name[lang]}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}
