import * as Menu from '@radix-ui/react-dropdown-menu';
import { NAVBAR_SCROLL } from '@electrobench/contracts/limits';
import { useEffect, useRef, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { debounce } from '../lib/debounce';
import './menu.css';

type Align = 'start' | 'end';

// A menu opened from the right half of the screen grows leftwards so it stays on screen.
function alignFor(element: HTMLElement | null): Align {
  if (!element) return 'start';
  const rect = element.getBoundingClientRect();
  return rect.left + rect.width / 2 > window.innerWidth / 2 ? 'end' : 'start';
}

interface DropdownProps {
  /** A button element; it becomes the menu trigger (Enter, Space and arrow keys open the menu). */
  trigger: ReactElement;
  children: ReactNode;
  onOpenChange?: (open: boolean) => void;
  /** Start open (e.g. the user clicked the trigger before the menu code had loaded). */
  defaultOpen?: boolean;
  className?: string;
}

export function Dropdown({ trigger, children, onOpenChange, defaultOpen = false, className }: DropdownProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(defaultOpen);
  const [align, setAlign] = useState<Align>('start');

  useEffect(() => {
    if (!open) return;
    // Window resizes come in bursts; the side is re-chosen once they settle.
    const realign = debounce(
      () => setAlign(alignFor(triggerRef.current)),
      NAVBAR_SCROLL.repositionDebounceMs,
    );
    window.addEventListener('resize', realign);
    return () => {
      realign.cancel();
      window.removeEventListener('resize', realign);
    };
  }, [open]);

  const handleOpenChange = (next: boolean) => {
    if (next) setAlign(alignFor(triggerRef.current));
    setOpen(next);
    onOpenChange?.(next);
  };

  return (
    // Non-modal: a modal menu hides the page from screen readers (aria-hidden on #root) while its
    // links stay focusable, which axe flags as aria-hidden-focus.
    <Menu.Root open={open} onOpenChange={handleOpenChange} modal={false}>
      <Menu.Trigger asChild ref={triggerRef}>
        {trigger}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          className={`menu ${className ?? ''}`}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          loop
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export function MenuLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Menu.Item asChild className={className ? `menu-item ${className}` : 'menu-item'}>
      <Link to={to}>{children}</Link>
    </Menu.Item>
  );
}

export function MenuAction({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <Menu.Item className="menu-item" onSelect={onSelect}>
      {children}
    </Menu.Item>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <Menu.Label className="menu-label">{children}</Menu.Label>;
}

export function MenuSeparator() {
  return <Menu.Separator className="menu-separator" />;
}

interface MenuChoiceOption<T extends string> {
  value: T;
  label: string;
  /** Shown as a colour dot instead of the radio circle. */
  color?: string;
}

interface MenuChoiceProps<T extends string> {
  label: string;
  value: T;
  options: readonly MenuChoiceOption<T>[];
  onChange: (value: T) => void;
  /** Lay the options out in rows of this many (compact pickers); one per line by default. */
  columns?: number;
}

/** A labelled group of radio items; the menu stays open so several choices can be tried. */
export function MenuChoice<T extends string>({
  label,
  value,
  options,
  onChange,
  columns,
}: MenuChoiceProps<T>) {
  const layout = columns ? ({ '--columns': columns } as CSSProperties) : undefined;
  return (
    <Menu.Group>
      <MenuLabel>{label}</MenuLabel>
      <Menu.RadioGroup
        className={columns ? 'menu-choice-grid' : undefined}
        style={layout}
        value={value}
        onValueChange={(next) => {
          const chosen = options.find((option) => option.value === next);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <Menu.RadioItem
            key={option.value}
            value={option.value}
            className="menu-item menu-radio"
            onSelect={(event) => event.preventDefault()}
          >
            <span
              className={option.color ? 'menu-swatch' : 'menu-radio-mark'}
              style={option.color ? ({ '--swatch': option.color } as CSSProperties) : undefined}
              aria-hidden="true"
            />
            {option.label}
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
    </Menu.Group>
  );
}
