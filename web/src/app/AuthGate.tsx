import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { FullPageLoader } from '../components/FullPageLoader';
import { authQueries } from '../features/auth/queries';
import { AppRoutes } from '../routes/AppRoutes';
import { AppLayout } from '../shell/AppLayout';

// Signed-in visits never download the sign-in form.
const LoginScreen = lazy(() => import('../features/auth/LoginScreen'));

/** SPEC 2/6: spinner while the auth check runs, the login screen when signed out, else the shell. */
export function AuthGate() {
  const { data: user, isPending } = useQuery(authQueries.me());
  if (isPending) return <FullPageLoader />;
  if (!user) {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <LoginScreen />
      </Suspense>
    );
  }
  return (
    <AppLayout user={user}>
      <AppRoutes />
    </AppLayout>
  );
}
