import { LoaderCircle, RotateCw } from 'lucide-react';
import { Button } from './button';
import { FormAlert } from './field';

type TLoadFailedProps = {
  message: string;
  retryLabel: string;
  reloading: boolean;
  onRetry: () => void;
};

/** A list that could not be read: the failure, and a button to read it again. */
export function LoadFailed({ message, retryLabel, reloading, onRetry }: TLoadFailedProps) {
  return (
    <div className="flex flex-col items-start gap-3">
      <FormAlert>{message}</FormAlert>
      <Button
        variant="ghost"
        className="ring-1 ring-ink-200"
        disabled={reloading}
        onClick={onRetry}
      >
        {reloading ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <RotateCw className="h-4 w-4" aria-hidden="true" />
        )}
        {retryLabel}
      </Button>
    </div>
  );
}
