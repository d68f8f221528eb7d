import { usernameSchema } from '@electrobench/contracts/auth';
import type { User } from '@electrobench/contracts/users';
import { useState } from 'react';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast/toast';
import { submitErrors } from '../../lib/forms';
import { useUpdateProfile } from './api';

export function UsernameForm({ user }: { user: User }) {
  const [username, setUsername] = useState(user.username);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateProfile();

  return (
    <form
      className="card form"
      noValidate
      aria-labelledby="username-title"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = usernameSchema.safeParse(username);
        setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (!parsed.success || parsed.data === user.username) return;
        const form = new FormData();
        form.set('username', parsed.data);
        update.mutate(form, {
          onSuccess: (updated) => toast({ variant: 'success', title: `You are now ${updated.username}` }),
          onError: (failure) => {
            const split = submitErrors(failure, ['username'] as const);
            setError(split.fields.username ?? split.form ?? undefined);
          },
        });
      }}
    >
      <h2 id="username-title">Username</h2>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={username}
        onValueChange={setUsername}
        error={error}
        hint="3 to 30 letters, digits, _ or -. Others see it on your posts and profile."
      />
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save username'}
        </button>
      </div>
    </form>
  );
}
