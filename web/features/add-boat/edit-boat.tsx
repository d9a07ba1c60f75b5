import { useCallback, useEffect, useState } from 'react';
import type { TBoatFormInput } from '../../../shared/schemas/boat-form';
import { fetchBoatForm } from './api';
import { BoatWizard } from './boat-wizard';
import { WizardStatus } from './create-boat';
import { reviewIndex } from './steps';
import { SuccessView } from './success-view';
import type { TBoatFormOptions } from './types';

type TState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; data: Partial<TBoatFormInput> }
  | { status: 'done' };

/**
 * An owned boat in the wizard, every step open and prefilled from `GET /boat/{id}/form`; the
 * review saves the whole boat with `PUT /boat/{id}` (no draft).
 */
export function EditBoat({
  boatId,
  options,
  next,
}: {
  boatId: string;
  options: TBoatFormOptions;
  /** the success screen's way on: the fleet */
  next: { to: string; label: string };
}) {
  const [state, setState] = useState<TState>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    fetchBoatForm(boatId).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => setState({ status: 'failed', error }),
    );
  }, [boatId]);
  useEffect(load, [load]);

  if (state.status === 'loading') return <WizardStatus />;
  if (state.status === 'failed') return <WizardStatus error={state.error} onRetry={load} />;
  if (state.status === 'done') return <SuccessView mode="edit" primary={next} />;
  return (
    <BoatWizard
      mode="edit"
      boatId={boatId}
      options={options}
      initialData={state.data}
      initialIndex={0}
      initialFurthest={reviewIndex}
      onDone={() => setState({ status: 'done' })}
    />
  );
}
