import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/fetch';
import { showErrorToast } from '../../components/toast';
import { authQueries } from './queries';
import type { LoginInput, RegisterInput, User } from './types';

/**
 * Sign-in and registration put the returned user straight into the `me` cache (so the shell appears
 * at once) and then re-check it. Their failures are shown inline by the form (SPEC 8), not toasted.
 */
function useSignInMutation<TInput>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => apiFetch<User>(path, { method: 'POST', body: input }),
    onSuccess: async (user) => {
      queryClient.setQueryData(authQueries.me().queryKey, user);
      await queryClient.invalidateQueries({ queryKey: authQueries.me().queryKey });
    },
  });
}

export function useLogin() {
  return useSignInMutation<LoginInput>('/api/auth/login');
}

export function useRegister() {
  return useSignInMutation<RegisterInput>('/api/auth/register');
}

/** Sign out: clear the user and every cached read so the next account never sees this one's data. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>('/api/auth/logout', { method: 'POST', body: {} }),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authQueries.all()[0] });
      queryClient.setQueryData(authQueries.me().queryKey, null);
    },
    onError: (error) => {
      // SPEC 8: logged; the user stays signed in.
      console.error('Logout failed', error);
      showErrorToast(error instanceof Error ? error.message : 'Sign out failed. Please try again.');
    },
  });
}
