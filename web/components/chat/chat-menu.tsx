import { MoreVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { menuPanel, quietIconButton } from '../ui';

const Wrap = styled.div`
  position: relative;
  flex: none;
  > button {
    ${quietIconButton}
  }
  ul {
    ${menuPanel}
  }
  [role='menuitem'] {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    min-height: 44px;
    padding: 0 12px;
    border: 0;
    border-radius: ${(p) => p.theme.radius.input};
    background: none;
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    font-weight: 600;
    text-align: left;
    cursor: pointer;
    &:hover,
    &:focus-visible {
      background: ${(p) => p.theme.colors.background};
      outline: none;
    }
    &.danger {
      color: ${(p) => p.theme.colors.danger};
    }
  }
`;

export interface MenuItem {
  readonly label: string;
  readonly icon: React.ReactNode;
  readonly danger?: boolean;
  onSelect(): void;
}

/**
 * A menu behind one button (the conversation's top bar): opens with a click, Enter or Space, ↑ and ↓ move, Escape
 * closes and gives the focus back, a click elsewhere closes.
 */
export function ChatMenu({ label, items }: { label: string; items: readonly MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const away = (event: MouseEvent) => {
      if (!list.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') entries[(at + 1) % entries.length]?.focus();
    else if (event.key === 'ArrowUp') entries[(at - 1 + entries.length) % entries.length]?.focus();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <Wrap>
      <button ref={button} type="button" aria-label={label} aria-haspopup="menu" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <MoreVertical size={20} aria-hidden="true" />
      </button>
      {open && (
        <ul id={id} role="menu" aria-label={label} ref={list} onKeyDown={onKeyDown}>
          {items.map((item) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                className={item.danger ? 'danger' : undefined}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Wrap>
  );
}
