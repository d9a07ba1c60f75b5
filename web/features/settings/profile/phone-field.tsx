import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { FieldError } from '../../../components/ui/field';
import { useLang } from '../../../lib/lang';
import {
  describedBy,
  hintClass,
  inputBase,
  inputTone,
  labelClass,
} from '../../../components/ui/field-styles';
import { joinPhone, phonePrefixes, splitPhone, type TPhoneParts } from './phone';

type TPhoneFieldProps = {
  /** the whole number with its prefix (`+34 612 34 56 78`), '' when empty */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** the prefix to offer when there is no number yet (the profile's country) */
  defaultCountry: string | undefined;
  error: string | null;
  name: string;
  inputRef: (element: HTMLInputElement | null) => void;
};

/** Spec §5: a phone with its country prefix, as a prefix menu and the number. */
export function PhoneField({
  value,
  onChange,
  onBlur,
  defaultCountry,
  error,
  name,
  inputRef,
}: TPhoneFieldProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'account.profile.personal' });
  const lang = useLang();
  const id = useId();
  const prefixes = useMemo(() => phonePrefixes(lang), [lang]);
  const [parts, setParts] = useState<TPhoneParts>(() => splitPhone(value, defaultCountry));

  // a new value from outside (the saved profile, "discard") replaces what is shown
  useEffect(() => {
    setParts((current) =>
      joinPhone(current) === value ? current : splitPhone(value, defaultCountry),
    );
  }, [value, defaultCountry]);

  const update = (next: TPhoneParts) => {
    setParts(next);
    onChange(joinPhone(next));
  };
  const code = prefixes.find((option) => option.country === parts.country)?.code ?? '';

  return (
    <div>
      <label htmlFor={`${id}-number`} className={`mb-1.5 block ${labelClass}`}>
        {t('phone')}
      </label>
      <div className="flex gap-2">
        <div className="relative w-[6.75rem] shrink-0">
          <select
            aria-label={t('phonePrefix')}
            value={parts.country}
            onChange={(event) => update({ ...parts, country: event.target.value })}
            onBlur={onBlur}
            className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
          >
            {prefixes.map((option) => (
              <option key={option.country} value={option.country}>
                {option.name} (+{option.code})
              </option>
            ))}
          </select>
          <div
            aria-hidden="true"
            className={`${inputBase} ${inputTone(false)} flex items-center justify-between gap-1 peer-hover:border-ink-300 peer-focus-visible:border-sea-600 peer-focus-visible:ring-4 peer-focus-visible:ring-sea-100`}
          >
            <span className="truncate">
              <span className="text-[13px] font-semibold text-ink-500">{parts.country}</span> +
              {code}
            </span>
            <ChevronDown className="h-4 w-4 shrink-0 text-ink-500" />
          </div>
        </div>
        <input
          id={`${id}-number`}
          ref={inputRef}
          name={name}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          value={parts.national}
          onChange={(event) => update({ ...parts, national: event.target.value })}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error ? `${id}-error` : `${id}-hint`)}
          className={`${inputBase} ${inputTone(!!error)} min-w-0`}
          placeholder="612 34 56 78"
        />
      </div>
      {error ? (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      ) : (
        <p id={`${id}-hint`} className={hintClass}>
          {t('phoneHint')}
        </p>
      )}
    </div>
  );
}
