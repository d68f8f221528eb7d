import * as Dialog from '@radix-ui/react-dialog';
import type { CSSProperties, ReactNode } from 'react';
import './overlay.css';

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  side: 'left' | 'right';
  /** Any CSS width, e.g. '85vw' or '360px'. */
  width: string;
  /** Controls shown next to the title (e.g. a Clear All button). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A panel that slides in from one edge; focus handling as in Modal. */
export function Drawer({ open, onOpenChange, title, side, width, actions, children }: DrawerProps) {
  const style = { '--drawer-width': width } as CSSProperties;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="drawer" data-side={side} style={style} aria-describedby={undefined}>
          <div className="drawer-header">
            <Dialog.Title className="drawer-title">{title}</Dialog.Title>
            {actions}
            <Dialog.Close className="icon-button" aria-label={`Close ${title}`}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div className="drawer-body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
