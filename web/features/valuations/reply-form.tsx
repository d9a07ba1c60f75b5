import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, MessageSquareReply } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/translation';
import type { z } from 'zod';
import {
  ZValuationReplyRequest,
  type TValuationReplyRequest,
} from '../../../shared/schemas/valuation';
import { VALUATION_REPLY_MAX } from '../../../shared/valuation';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { TextAreaField } from '../../components/ui/textarea-field';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { replyToValuation, type TMyValuation } from './api';

/** The owner's one public answer to a published valuation: a button, then a short form. */
export function ReplyForm({
  valuation,
  onReplied,
}: {
  valuation: TMyValuation;
  onReplied: (valuation: TMyValuation) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'valuations.received' });
  const { t: tAll } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { control, register, handleSubmit, formState } = useForm<
    z.input<typeof ZValuationReplyRequest>,
    unknown,
    TValuationReplyRequest
  >({ resolver: zodResolver(ZValuationReplyRequest), defaultValues: { reply: '' } });
  const reply = useWatch({ control, name: 'reply' }) ?? '';

  if (!open)
    return (
      <div>
        <Button variant="ghost" className="-ml-4" onClick={() => setOpen(true)}>
          <MessageSquareReply className="h-4 w-4" aria-hidden="true" />
          {t('replyTitle')}
        </Button>
      </div>
    );

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onReplied(await replyToValuation(valuation.id, values.reply));
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 rounded-2xl bg-sand-50 p-4 ring-1 ring-ink-900/5"
    >
      {failure !== null && <FormAlert>{apiErrorText(failure, lang, tAll)}</FormAlert>}
      <TextAreaField
        label={t('replyLabel', { name: valuation.from.firstName })}
        placeholder={t('replyPlaceholder')}
        hint={t('replyHint')}
        maxLength={VALUATION_REPLY_MAX}
        rows={3}
        autoFocus
        error={formState.errors.reply ? t('replyShort') : null}
        counter={t('replyCounter', { count: reply.length, max: VALUATION_REPLY_MAX })}
        {...register('reply')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {t('replyCancel')}
        </Button>
        <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
          {formState.isSubmitting && (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          )}
          {formState.isSubmitting ? t('replySubmitting') : t('replySubmit')}
        </Button>
      </div>
    </form>
  );
}
