import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import './overlay.css';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  /** Where focus goes on close when the element that opened the modal no longer exists. */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * A dialog on a dimmed backdrop. Radix keeps focus inside while open, closes it on Escape and on a
 * backdrop click, and gives focus back to the element that opened it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  returnFocusTo,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content
          className="modal"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <Dialog.Title className="modal-title">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="modal-description" asChild>
              <div>{description}</div>
            </Dialog.Description>
          ) : null}
          {children}
          {footer ? <div className="modal-footer">{footer}</div> : null}
          <Dialog.Close className="icon-button modal-close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
