import { useState } from 'react';
import { Drawer } from '../../ui/drawer';
import { Dropdown, MenuAction, MenuLabel, MenuLink, MenuSeparator } from '../../ui/dropdown';
import { Modal } from '../../ui/modal';
import { toast } from '../../ui/toast/toast';
import type { ToastVariant } from '../../ui/toast/toast-store';

const TOAST_VARIANTS: readonly ToastVariant[] = ['info', 'success', 'warning', 'danger'];

export function OverlaySection() {
  const [modalOpen, setModalOpen] = useState(false);
  const [drawer, setDrawer] = useState<'left' | 'right' | null>(null);
  return (
    <section aria-labelledby="overlays" className="sg-section">
      <h2 id="overlays">Modal, drawer, dropdown and toasts</h2>
      <div className="actions">
        <button type="button" className="btn btn-secondary" onClick={() => setModalOpen(true)}>
          Open modal
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setDrawer('left')}>
          Open left drawer
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setDrawer('right')}>
          Open right drawer
        </button>
        <Dropdown
          trigger={
            <button type="button" className="btn btn-secondary">
              Open dropdown
            </button>
          }
        >
          <MenuLabel>Example menu</MenuLabel>
          <MenuLink to="/style-guide">A link item</MenuLink>
          <MenuAction onSelect={() => toast({ title: 'Menu action chosen' })}>An action item</MenuAction>
          <MenuSeparator />
          <MenuLink to="/">Home</MenuLink>
        </Dropdown>
      </div>
      <div className="actions">
        {TOAST_VARIANTS.map((variant) => (
          <button
            key={variant}
            type="button"
            className="btn btn-ghost"
            onClick={() =>
              toast({ variant, title: `A ${variant} toast`, message: 'It leaves after 5 seconds.' })
            }
          >
            Show {variant} toast
          </button>
        ))}
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() =>
            toast({
              title: 'Reminder due',
              message: 'Replace the bulging capacitors on the PSU.',
              durationMs: 10_000,
              action: { label: 'View Reminders', to: '/reminders' },
            })
          }
        >
          Show toast with action
        </button>
      </div>
      <Modal
        open={modalOpen}
        onOpenChange={setModalOpen}
        title="Example modal"
        description={
          <p>Escape, the close button or a click on the backdrop closes it; focus stays inside.</p>
        }
        footer={
          <button type="button" className="btn btn-primary" onClick={() => setModalOpen(false)}>
            Done
          </button>
        }
      />
      <Drawer
        open={drawer !== null}
        onOpenChange={(open) => setDrawer(open ? drawer : null)}
        title={drawer === 'right' ? 'Right drawer' : 'Left drawer'}
        side={drawer ?? 'left'}
        width={drawer === 'right' ? '360px' : '85vw'}
      >
        <p>Drawers hold navigation and side panels.</p>
      </Drawer>
    </section>
  );
}
