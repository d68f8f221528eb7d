import type { ListItemKind } from '@electrobench/contracts/list-constants';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../../lib/auth/use-auth';

const AddToListDialog = lazy(() =>
  import('./add-to-list-dialogs').then((m) => ({ default: m.AddToListDialog })),
);
const MembersOnly = lazy(() => import('./add-to-list-dialogs').then((m) => ({ default: m.MembersOnly })));

export interface ListablePart {
  kind: ListItemKind;
  id: number;
  /** How the part is named in the dialog and the toast, e.g. "1D · BC846W" or "2N3904". */
  label: string;
}

/**
 * "Add to list" for any catalogue part (SMD code, transistor, IGBT, optocoupler): members choose a
 * list, quantity and note; guests are told lists are for members.
 */
export function AddToListButton({
  part,
  className = 'btn btn-secondary btn-small',
}: {
  part: ListablePart;
  className?: string;
}) {
  const { status } = useAuth();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        Add to list
      </button>
      {open ? (
        <Suspense fallback={null}>
          {status === 'authenticated' ? (
            <AddToListDialog part={part} onClose={close} />
          ) : (
            <MembersOnly onClose={close} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
