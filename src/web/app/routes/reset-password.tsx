import { useRouteMeta } from '../../components/layouts/page.tsx';
import { PasswordReset } from '../../features/auth/components/password-reset.tsx';

export function Component() {
  useRouteMeta();
  return <PasswordReset />;
}
