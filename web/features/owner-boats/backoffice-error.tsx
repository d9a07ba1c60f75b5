import { RotateCw } from 'lucide-react';
import { useRevalidator } from 'react-router';
import { Button } from '../../components/ui/button';

/**
 * A back-office page that could not load: what happened and a retry that runs the route's
 * loaders again. `heading` is the level of its title (2 under a page heading of the frame).
 */
export function BackofficeError({
  title,
  text,
  retry,
  heading = 'h1',
}: {
  title: string;
  text: string;
  retry: string;
  heading?: 'h1' | 'h2';
}) {
  const { revalidate, state } = useRevalidator();
  const Title = heading;
  return (
    <div
      role="alert"
      className="rounded-3xl bg-white p-8 text-center shadow-card ring-1 ring-ink-900/5"
    >
      <Title className="text-xl font-extrabold text-ink-900">{title}</Title>
      <p className="mt-2 text-sm text-ink-600">{text}</p>
      <Button
        variant="secondary"
        className="mt-6"
        onClick={() => void revalidate()}
        disabled={state === 'loading'}
      >
        <RotateCw className="h-4 w-4" aria-hidden="true" />
        {retry}
      </Button>
    </div>
  );
}
