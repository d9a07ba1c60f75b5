import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import { Link } from 'react-router';
import type { z } from 'zod';
import { formatMoney, percentOf } from '../../../../shared/money';
import { ZJoinGroupRequest, type TGroup } from '../../../../shared/schemas/group';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextField } from '../../../components/ui/field';
import { apiErrorText, fieldText } from '../../../lib/errors';
import { useLang } from '../../../lib/lang';
import { useSession } from '../../../lib/session-context';
import { joinGroup } from '../api';
import { joinProblem, passengerFieldErrors } from './join-problem';

type TInput = z.input<typeof ZJoinGroupRequest>;
type TOutput = z.output<typeof ZJoinGroupRequest>;

/**
 * Joining an open group: how many seats (1 to the places left), a name and an email for each
 * passenger (the viewer first, prefilled), and the first share charged to the default card.
 * The form is checked with the API's own schema; the server's refusals show here, in the page's
 * language: 'You should log in first' opens the login modal, a missing card links to the account.
 */
export function JoinForm({
  group,
  onJoined,
  onLogin,
}: {
  group: TGroup;
  onJoined: (group: TGroup) => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { profile } = useSession();
  const [failure, setFailure] = useState<{ kind: 'noCard' | 'message'; text: string } | null>(null);
  const me = {
    name: profile ? `${profile.name} ${profile.surname}`.trim() : '',
    email: profile?.email ?? '',
  };
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(ZJoinGroupRequest),
    defaultValues: { passengers: [me] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'passengers' });
  const seats = fields.length;
  const total = group.pricePerPersonCents * seats;
  const first = percentOf(total, group.firstPaymentPercent);

  // the profile arrives after the first render: fill the first passenger if still empty
  useEffect(() => {
    if (!profile) return;
    const first = getValues('passengers.0');
    if (first && !first.name && !first.email) {
      setValue('passengers.0', {
        name: `${profile.name} ${profile.surname}`.trim(),
        email: profile.email,
      });
    }
  }, [profile, getValues, setValue]);

  const changeSeats = (count: number) => {
    if (count > seats)
      append(
        Array.from({ length: count - seats }, () => ({ name: '', email: '' })),
        { shouldFocus: false },
      );
    else remove(Array.from({ length: seats - count }, (_, i) => count + i));
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onJoined(await joinGroup(group.id, values));
    } catch (error) {
      const problem = joinProblem(error);
      if (problem === 'login') return onLogin();
      const fieldErrors = passengerFieldErrors(error);
      for (const field of fieldErrors) setError(field.path, { message: field.message[lang] });
      if (fieldErrors.length === 0 || problem === 'noCard')
        setFailure({
          kind: problem === 'noCard' ? 'noCard' : 'message',
          text: apiErrorText(error, lang, t),
        });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="join-title"
      className="space-y-5"
    >
      <h2 id="join-title" className="text-xl font-bold text-ink-900">
        {t('groups.join.title')}
      </h2>
      <label className="block">
        <span className="mb-1.5 block text-sm font-semibold text-ink-800">
          {t('groups.join.seats')}
        </span>
        <select
          value={seats}
          onChange={(event) => changeSeats(Number(event.target.value))}
          className="block w-full cursor-pointer rounded-xl border border-ink-200 bg-white px-3.5 py-3 text-[15px] font-semibold text-ink-900 focus:border-sea-600 focus:ring-4 focus:ring-sea-100 focus:outline-none"
        >
          {Array.from({ length: Math.max(1, group.seatsLeft) }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {t('groups.join.seatsOption', { count: n })}
            </option>
          ))}
        </select>
      </label>
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="rounded-2xl bg-sand-50 p-4 ring-1 ring-ink-900/5">
              <legend className="float-left mb-3 w-full text-sm font-bold text-ink-900">
                {index === 0
                  ? t('groups.join.you')
                  : t('groups.join.passenger', { number: index + 1 })}
              </legend>
              <div className="clear-both space-y-3">
                <TextField
                  label={t('groups.join.name')}
                  autoComplete={index === 0 ? 'name' : 'off'}
                  error={fieldText(errors.passengers?.[index]?.name?.message, lang, t)}
                  {...register(`passengers.${index}.name`)}
                />
                <TextField
                  label={t('groups.join.email')}
                  type="email"
                  inputMode="email"
                  autoComplete={index === 0 ? 'email' : 'off'}
                  error={fieldText(errors.passengers?.[index]?.email?.message, lang, t)}
                  {...register(`passengers.${index}.email`)}
                />
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {errors.passengers?.root?.message && (
        <FormAlert>{fieldText(errors.passengers.root.message, lang, t)}</FormAlert>
      )}
      <dl className="space-y-2 rounded-2xl bg-sea-50 p-4 text-sm text-sea-950 ring-1 ring-sea-600/15">
        <div className="flex justify-between gap-3">
          <dt>
            {t('groups.join.total', {
              count: seats,
              price: formatMoney(group.pricePerPersonCents, lang),
            })}
          </dt>
          <dd className="font-semibold tabular-nums">{formatMoney(total, lang)}</dd>
        </div>
        <div className="flex justify-between gap-3 font-bold">
          <dt>{t('groups.join.now', { percent: group.firstPaymentPercent })}</dt>
          <dd className="tabular-nums">{formatMoney(first, lang)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t('groups.join.later')}</dt>
          <dd className="tabular-nums">{formatMoney(total - first, lang)}</dd>
        </div>
      </dl>
      {failure && (
        <FormAlert>
          {failure.text}
          {failure.kind === 'noCard' && (
            <>
              {' '}
              <Link
                to={`/${lang}/settings/account`}
                className="font-bold underline underline-offset-4"
              >
                {t('groups.join.addCard')}
              </Link>
            </>
          )}
        </FormAlert>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
        ) : (
          <CreditCard className="h-5 w-5" aria-hidden="true" />
        )}
        {isSubmitting
          ? t('groups.join.joining')
          : t('groups.join.submit', { price: formatMoney(first, lang) })}
      </Button>
      <p className="text-center text-[13px] leading-snug text-ink-500">{t('groups.join.fine')}</p>
    </form>
  );
}
