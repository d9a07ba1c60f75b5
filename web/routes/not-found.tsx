import { data } from 'react-router';
import { NotFoundView } from '../features/shell/status-view';

/** Any unknown path under a language: the translated 404 page, with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export function ErrorBoundary() {
  return <NotFoundView />;
}

export default function NotFound() {
  return <NotFoundView />;
}
