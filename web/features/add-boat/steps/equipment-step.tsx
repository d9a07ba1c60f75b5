import { Cpu, Package, Sun } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { useLang } from '../../../lib/lang';
import { equipmentCategories } from '../form-values';
import { StepShell } from '../step-shell';
import type { TStepProps } from '../types';
import { CheckChips } from '../ui/check-chips';
import { useStepForm } from '../use-step-form';

const icons = { outdoor: Sun, electronic: Cpu, other: Package };

/** Step 4: what is aboard, ticked from the outdoor, electronic and other lists. */
export function EquipmentStep(props: TStepProps<'equipment'>) {
  const { t } = useTranslation('translation', { keyPrefix: 'addBoat' });
  const lang = useLang();
  const { form, errorText, submit } = useStepForm('equipment', props);
  const { register, watch, getValues } = form;
  return (
    <StepShell
      step="equipment"
      nav={props.nav}
      onSubmit={(e) => void submit(e)}
      readRaw={getValues}
    >
      {equipmentCategories.map((category) => {
        const Icon = icons[category];
        const chosen = watch(`equipment.${category}`).length;
        return (
          <section key={category} className="flex gap-4">
            <span
              aria-hidden="true"
              className="mt-0.5 hidden h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-sea-50 text-sea-800 sm:flex"
            >
              <Icon className="h-5 w-5" />
            </span>
            <div className="min-w-0 flex-1">
              <CheckChips
                legend={t(`equipment.${category}`)}
                aside={chosen > 0 ? t('fields.selected', { count: chosen }) : undefined}
                options={props.options.equipment[category].map((item) => ({
                  value: item.slug,
                  label: item.name[lang],
                }))}
                registration={register(`equipment.${category}`)}
                error={errorText(`equipment.${category}`)}
              />
            </div>
          </section>
        );
      })}
    </StepShell>
  );
}
