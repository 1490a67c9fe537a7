import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from '@/components/errors/error-fallback';

/** The router's error element: failed lazy loads and render errors inside the routes. */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  return <ErrorFallback error={error} />;
}
