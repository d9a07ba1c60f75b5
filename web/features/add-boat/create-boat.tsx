import { LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { fetchDraft, type TDraft } from './api';
import { BoatWizard } from './boat-wizard';
import { DraftNotice } from './start-over-dialog';
import { resumeIndex, stepIndex } from './steps';
import { SuccessView } from './success-view';
import type { TBoatFormOptions } from './types';

type TState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; draft: TDraft | null; run: number }
  | { status: 'done' };

/** A status screen of the wizard's page: loading, or a failed load with a retry. */
export function WizardStatus({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-5 px-5 text-center">
      {error === undefined ? (
        <>
          <LoaderCircle className="h-8 w-8 animate-spin text-sea-700" aria-hidden="true" />
          <p role="status" className="text-ink-600">
            {t('addBoat.wizard.loading')}
          </p>
        </>
      ) : (
        <>
          <FormAlert>{apiErrorText(error, lang, t)}</FormAlert>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {t('addBoat.wizard.retry')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

/**
 * A new boat: the saved draft (if any) resumes where it stopped; every step is saved to it; the
 * review sends the boat.
 */
export function CreateBoat({
  options,
  next,
}: {
  options: TBoatFormOptions;
  /** the success screen's way on (home, or the fleet in the back office) */
  next: { to: string; label: string };
}) {
  const [state, setState] = useState<TState>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    fetchDraft().then(
      (draft) => setState({ status: 'ready', draft, run: Date.now() }),
      (error: unknown) => setState({ status: 'failed', error }),
    );
  }, []);
  useEffect(load, [load]);

  if (state.status === 'loading') return <WizardStatus />;
  if (state.status === 'failed') return <WizardStatus error={state.error} onRetry={load} />;
  if (state.status === 'done')
    return (
      <SuccessView
        mode="create"
        primary={next}
        onAnother={() => setState({ status: 'ready', draft: null, run: Date.now() })}
      />
    );
  const { draft } = state;
  const data = draft?.data ?? {};
  const index = draft ? resumeIndex(draft.step, data) : 0;
  const hasDraft = !!draft?.updatedAt && Object.keys(data).length > 0;
  return (
    <BoatWizard
      key={state.run}
      mode="create"
      options={options}
      initialData={data}
      initialIndex={index}
      initialFurthest={Math.max(index, draft ? stepIndex(draft.step) : 0)}
      onDone={() => setState({ status: 'done' })}
      notice={
        hasDraft ? (
          <DraftNotice
            updatedAt={draft.updatedAt}
            onDiscarded={() => setState({ status: 'ready', draft: null, run: Date.now() })}
          />
        ) : undefined
      }
    />
  );
}
