import { deleteAccountSchema } from '@electrobench/contracts/users';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../ui/modal';
import { PasswordField } from '../../ui/password-field';
import { toast } from '../../ui/toast/toast';
import { submitErrors } from '../../lib/forms';
import { useAuth } from '../../lib/auth/use-auth';
import { useDeleteAccount } from './api';

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const { endSession } = useAuth();
  const navigate = useNavigate();

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(undefined);
    }
  };

  function confirm() {
    const parsed = deleteAccountSchema.safeParse({ password });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    remove.mutate(parsed.data.password, {
      onSuccess: (body) => {
        navigate('/', { replace: true });
        endSession();
        toast({ variant: 'success', title: 'Account deleted', message: body.detail });
      },
      onError: (failure) => {
        const split = submitErrors(failure, ['password'] as const);
        setError(split.fields.password ?? split.form ?? undefined);
      },
    });
  }

  return (
    <section className="card danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete account</h2>
      <p>
        This removes your account and personal data for good. Forum posts stay readable under a &ldquo;deleted
        user&rdquo; name so threads still make sense.
      </p>
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        Delete my account…
      </button>
      <Modal
        open={open}
        onOpenChange={close}
        title="Delete your account?"
        description={<p>This cannot be undone. Enter your password to confirm.</p>}
        footer={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => close(false)}>
              Cancel
            </button>
            <button type="button" className="btn btn-danger" disabled={remove.isPending} onClick={confirm}>
              {remove.isPending ? 'Deleting…' : 'Delete account'}
            </button>
          </>
        }
      >
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
            error={error}
          />
        </form>
      </Modal>
    </section>
  );
}
