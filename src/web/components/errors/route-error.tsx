import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen.tsx';

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    console.error('Render error:', error);
  }, [error]);
  return <ErrorScreen onRetry={() => navigate(0)} />;
}
