import { useNavigate } from 'react-router';
import { Modal } from '../../ui/modal';
import { APPS_MENU_ID } from './controls-props';

interface UnlockDialogProps {
  /** The members-only feature a guest picked. */
  feature: { label: string; to: string };
  onClose: () => void;
}

export function UnlockDialog({ feature, onClose }: UnlockDialogProps) {
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    navigate(`${path}?next=${encodeURIComponent(feature.to)}`);
  };
  return (
    <Modal
      open
      returnFocusTo={() => document.querySelector<HTMLElement>(`[data-nav-id="${APPS_MENU_ID}"]`)}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Unlock ${feature.label}!`}
      description={
        <>
          <p>The &quot;{feature.label}&quot; feature is for registered users.</p>
          <p>Log in or create an account.</p>
        </>
      }
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Later
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => go('/login')}>
            Login
          </button>
          <button type="button" className="btn btn-primary" onClick={() => go('/signup')}>
            Sign Up
          </button>
        </>
      }
    />
  );
}
