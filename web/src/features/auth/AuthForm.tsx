import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/fetch';
import { useLogin, useRegister } from './mutations';
import { useAutoSubmit } from './use-auto-submit';
import { authFormProblem, toLoginInput, toRegisterInput, type AuthFormValues, type AuthMode } from './validation';
import { takeReturnTo } from '../../api/session';

interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
}

const COPY = {
  login: {
    submit: 'Sign in with Email',
    busy: 'Signing in...',
    passwordPlaceholder: 'Enter your password',
    switchLink: "Don't have an account? Create one",
    failed: 'Login failed',
  },
  register: {
    submit: 'Create Account',
    busy: 'Creating account...',
    passwordPlaceholder: 'Create a password (min 6 characters)',
    switchLink: 'Already have an account? Sign in',
    failed: 'Registration failed',
  },
} as const;

/** SPEC 8: the response's error field when there is one, else the generic retry text. */
function failureText(mode: AuthMode, error: unknown): string {
  const prefix = COPY[mode].failed;
  const reason = isApiError(error) ? error.body?.error : undefined;
  return reason ? `${prefix}: ${reason}` : `${prefix}. Please try again.`;
}

const credentialsKey = (v: AuthFormValues) => `${v.email}\u0000${v.password}`;

/** A key that changes a field's text (characters, paste, deletion); Enter, Tab and arrows do not. */
const isEditingKey = (event: KeyboardEvent): boolean => event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete';

export function AuthForm({ mode, onModeChange }: AuthFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const register = useRegister();
  const form = useForm<AuthFormValues>({
    initialValues: { email: '', password: '', displayName: '' },
  });
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Refs, not state: a second submit in the same tick must already see the first one.
  const inFlight = useRef(false);
  const lastAttempt = useRef<string | null>(null);
  const copy = COPY[mode];

  async function submit(values: AuthFormValues) {
    if (inFlight.current) return;
    lastAttempt.current = credentialsKey(values);
    const problem = authFormProblem(mode, values);
    setAlert(problem);
    if (problem) return;

    inFlight.current = true;
    setBusy(true);
    try {
      if (mode === 'login') await login.mutateAsync(toLoginInput(values));
      else await register.mutateAsync(toRegisterInput(values));
      // Fire and forget: the signed-in app takes over; the navigation has nothing to report here.
      void navigate(takeReturnTo(), { replace: true });
    } catch (error) {
      if (!isApiError(error)) console.error(`${copy.failed}`, error);
      setAlert(failureText(mode, error));
      const fields = isApiError(error) ? error.body?.fields : undefined;
      if (fields) form.setErrors(fields);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  // Auto-submit (login only) is for values filled without typing (a password manager): the values
  // are complete, nothing is in flight, these exact values have not been tried yet, and the user has
  // not typed in the form. Typing marks the form touched (SPEC 2) for good: a slow typist's pauses
  // never send attempts (each one counts towards the lock-out); they submit themselves.
  const [typed, setTyped] = useState(false);
  const { email, password } = form.values;
  const autoTrigger = mode === 'login' && !typed && email && password && !busy ? credentialsKey(form.values) : null;
  useAutoSubmit(autoTrigger, () => {
    const values = form.getValues();
    if (inFlight.current || credentialsKey(values) === lastAttempt.current) return;
    void submit(values);
  });

  function switchMode() {
    setAlert(null);
    form.clearErrors();
    lastAttempt.current = null;
    onModeChange(mode === 'login' ? 'register' : 'login');
  }

  // Mantine's submit handler is made on submit, not while rendering: submit reads refs, which
  // React's compiler only allows in event handlers and effects.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => form.onSubmit((values) => void submit(values))(event);

  return (
    <form noValidate onSubmit={handleSubmit} onKeyDown={(event) => !typed && isEditingKey(event) && setTyped(true)} aria-busy={busy}>
      <Stack gap="md">
        {alert && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {alert}
          </Alert>
        )}
        {mode === 'register' && (
          <TextInput label="Display Name" placeholder="Enter your name" autoComplete="name" {...form.getInputProps('displayName')} />
        )}
        <TextInput label="Email" type="email" placeholder="you@example.com" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          placeholder={copy.passwordPlaceholder}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          {...form.getInputProps('password')}
        />
        <Button
          type="submit"
          fullWidth
          aria-busy={busy}
          data-busy={busy || undefined}
          leftSection={busy ? <Loader size={16} color="currentColor" aria-hidden /> : undefined}
        >
          {busy ? copy.busy : copy.submit}
        </Button>
        <Text ta="center" size="sm">
          <Anchor component="button" type="button" onClick={switchMode}>
            {copy.switchLink}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
