import { MessageCircleHeart, Sparkles } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { Dialog } from '../signup/dialog';
import { Button } from '../ui';

const OPENERS: readonly MessageKey[] = ['chat.opener.1', 'chat.opener.2', 'chat.opener.3', 'chat.opener.4', 'chat.opener.5', 'chat.opener.6'];

const Start = styled.li`
  margin: auto;
  max-width: 420px !important;
  text-align: center;
  color: ${(p) => p.theme.colors.textMuted};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  svg {
    color: ${(p) => p.theme.colors.primary};
  }
  p {
    margin: 0;
  }
  strong {
    color: ${(p) => p.theme.colors.text};
    font-size: ${(p) => p.theme.font.size.lead};
  }
`;

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  button {
    width: 100%;
    text-align: left;
    padding: 12px 14px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.card};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    line-height: 1.4;
    cursor: pointer;
    &:hover {
      border-color: ${(p) => p.theme.colors.primary};
      background: ${(p) => p.theme.colors.primarySoft};
    }
    &:focus-visible {
      outline: 3px solid ${(p) => p.theme.colors.focus};
    }
  }
  h2 {
    margin: 0;
  }
`;

/**
 * The start of an empty conversation with the icebreakers (issue 11): openers to choose from, which go into the
 * composer for her to make her own before sending. Nothing is sent by choosing.
 */
export function ConversationStart({ name, onChoose }: { name: string; onChoose(text: string): void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Start>
      <MessageCircleHeart size={40} aria-hidden="true" />
      <strong>{t('chat.start', { name })}</strong>
      <p>{t('chat.openers.title')}</p>
      <Button type="button" $variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Sparkles size={18} aria-hidden="true" />
        {t('chat.openers.open')}
      </Button>
      {open && (
        <Dialog labelledBy="openers-title" closeLabel={t('chat.openers.close')} onClose={() => setOpen(false)} width={480}>
          <Choices as="div">
            <h2 id="openers-title">{t('chat.openers.dialog', { name })}</h2>
            <p>{t('chat.openers.intro')}</p>
            <Choices>
              {OPENERS.map((key) => {
                const text = t(key, { name });
                return (
                  <li key={key}>
                    <button
                      type="button"
                      onClick={() => {
                        setOpen(false);
                        // After the dialog has given the focus back to its opener: the composer takes it from there.
                        setTimeout(() => onChoose(text), 0);
                      }}
                    >
                      {text}
                    </button>
                  </li>
                );
              })}
            </Choices>
          </Choices>
        </Dialog>
      )}
    </Start>
  );
}
