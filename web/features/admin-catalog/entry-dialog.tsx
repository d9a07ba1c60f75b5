import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/translation';
import {
  catalogInputs,
  catalogUpdateOf,
  type TCatalogKind,
} from '../../../shared/schemas/admin-catalog';
import { Button } from '../../components/ui/button';
import { Checkbox, FormAlert, TextField } from '../../components/ui/field';
import { ModalContent } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/textarea-field';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { createCatalogEntry, updateCatalogEntry, type TCatalogEntry } from './api';
import { catalogFields, entryName, formValues } from './fields';
import { sharedSchemaResolver } from './resolver';

type TEntryDialogProps = {
  kind: TCatalogKind;
  /** the entry to edit; null adds one */
  entry: TCatalogEntry | null;
  /** the entries a new one may hang from (a province's regions…) */
  parents: TCatalogEntry[];
  trigger: ReactNode;
  onSaved: (entry: TCatalogEntry) => void;
};

/**
 * Adds or edits one entry of a catalogue: the form checks itself with the API's schema, and the
 * API's field messages (a slug already taken) land under their fields.
 */
export function EntryDialog({ kind, entry, parents, trigger, onSaved }: TEntryDialogProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCatalog' });
  const { t: tAll } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const schema = entry ? catalogUpdateOf(kind) : catalogInputs[kind];
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Record<string, unknown>>({
    resolver: sharedSchemaResolver(schema, lang),
    defaultValues: formValues(kind, entry),
  });
  const error = (name: string) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? message : null;
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = entry
        ? await updateCatalogEntry(kind, entry.id, values)
        : await createCatalogEntry(kind, values);
      onSaved(saved);
      setOpen(false);
    } catch (caught) {
      const fields = caught instanceof ApiError ? caught.fields : [];
      for (const field of fields) setError(field.field, { message: field.message[lang] });
      if (fields.length === 0) setFailure(caught);
    }
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          reset(formValues(kind, entry));
          setFailure(null);
        }
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <ModalContent closeLabel={t('form.cancel')} size="sm">
        <Dialog.Title className="pr-10 text-2xl font-extrabold tracking-tight text-ink-900">
          {entry
            ? t('form.editTitle', { name: entryName(entry, lang) })
            : t('form.createTitle', { kind: t(`singular.${kind}`) })}
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-[15px] leading-relaxed text-ink-600">
          {t('form.text')}
        </Dialog.Description>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4">
          {entry ? (
            <p className="text-sm text-ink-600">
              <span className="font-semibold text-ink-800">{t('fields.slug')}: </span>
              <code className="rounded bg-ink-50 px-1.5 py-0.5 text-ink-800">{entry.slug}</code>
            </p>
          ) : (
            <TextField
              label={t('fields.slug')}
              hint={t('form.slugHint')}
              autoComplete="off"
              spellCheck={false}
              error={error('slug')}
              {...register('slug')}
            />
          )}
          {catalogFields[kind].map(({ name, type }) => {
            const label = t(`fields.${name}`);
            if (type === 'textarea')
              return (
                <TextAreaField
                  key={name}
                  label={label}
                  rows={3}
                  error={error(name)}
                  {...register(name)}
                />
              );
            if (type === 'check')
              return (
                <Checkbox key={name} error={error(name)} {...register(name)}>
                  {label}
                </Checkbox>
              );
            if (type === 'hull' || type === 'parent')
              return (
                <SelectField key={name} label={label} error={error(name)} {...register(name)}>
                  {type === 'hull' ? (
                    <>
                      <option value="motor">{t('hull.motor')}</option>
                      <option value="sail">{t('hull.sail')}</option>
                    </>
                  ) : (
                    <>
                      <option value="">{t('form.choose')}</option>
                      {parents.map((parent) => (
                        <option key={parent.id} value={String(parent.id)}>
                          {entryName(parent, lang)}
                        </option>
                      ))}
                    </>
                  )}
                </SelectField>
              );
            return (
              <TextField
                key={name}
                label={label}
                inputMode={type === 'text' ? undefined : 'decimal'}
                hint={type === 'coordinate' ? t('form.coordinateHint') : undefined}
                error={error(name)}
                {...register(name)}
              />
            );
          })}
          {failure !== null && <FormAlert>{apiErrorText(failure, lang, tAll)}</FormAlert>}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="ghost" className="ring-1 ring-ink-200">
                {t('form.cancel')}
              </Button>
            </Dialog.Close>
            <Button type="submit" variant="secondary" disabled={isSubmitting}>
              {isSubmitting && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
              {entry ? t('form.save') : t('form.create')}
            </Button>
          </div>
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
