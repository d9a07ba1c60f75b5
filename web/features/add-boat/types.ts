import type { TFieldError } from '../../../shared/errors';
import type { TBoatFormInput, TBoatFormStepId } from '../../../shared/schemas/boat-form';
import type { TWebServices } from '../../../server/web-context';
import type { TStepValues } from './form-values';

/** The wizard's catalogues (the route loader reads them on the server). */
export type TBoatFormOptions = Awaited<ReturnType<TWebServices['getBoatFormOptions']>>;

export type TWizardMode = 'create' | 'edit';

/** What moves the wizard, as each step's form sees it. */
export type TStepNav = {
  mode: TWizardMode;
  index: number;
  /** going back keeps what was typed, without checking it */
  onBack: ((raw: object) => void) | null;
  /**
   * Saves the step's checked values and opens the next step (or `target`); answers the server's
   * field errors for this step, if any.
   */
  onNext: (parsed: Record<string, unknown>, target?: number) => Promise<TFieldError[]>;
  /** opens another step (the progress bar, the review's "Edit") */
  onJump: (index: number) => void;
  /** the open step's inputs (kept on a jump back) and its check-and-save (run on a jump ahead) */
  registerStep: (step: { read: () => object; submitTo: (target: number) => void }) => void;
  busy: boolean;
  /** a failed save's message */
  failure: string | null;
};

export type TStepProps<S extends TBoatFormStepId> = {
  initial: TStepValues[S];
  /** messages to show as the step opens (a failed final check sent the user here) */
  initialErrors: TFieldError[];
  /** every step's saved values: for the rules that cross steps and the review */
  data: Partial<TBoatFormInput>;
  options: TBoatFormOptions;
  nav: TStepNav;
};
