import { Gift } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { GIFTS, type GiftId } from '../../../domain/chat/gifts';
import type { MessageKey } from '../../i18n/nl';
import { useT } from '../../i18n/use-t';
import { Dialog } from '../signup/dialog';

export const giftName = (gift: string): MessageKey => `gift.${gift}` as MessageKey;

const Grid = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  h2 {
    margin: 0 40px 0 0;
    font-size: 20px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 8px;
  }
  button {
    width: 100%;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    padding: 8px 4px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.card};
    background: ${(p) => p.theme.colors.surface};
    font: inherit;
    font-size: 13px;
    font-weight: 600;
    color: ${(p) => p.theme.colors.text};
    cursor: pointer;
    &:hover:not(:disabled) {
      border-color: ${(p) => p.theme.colors.primary};
    }
    &:focus-visible {
      outline: 3px solid ${(p) => p.theme.colors.focus};
    }
    &:disabled {
      opacity: 0.5;
    }
  }
  img {
    width: 56px;
    height: 56px;
  }
`;

/** The gift button of the send footer and its catalogue; the price is on every gift before it is sent. */
export function GiftPicker(props: { name: string; credits: number; busy: boolean; onSend(gift: GiftId): Promise<boolean>; className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={props.className} onClick={() => setOpen(true)} aria-label={t('chat.gift')} title={t('chat.gift')} aria-haspopup="dialog">
        <Gift size={20} aria-hidden="true" />
      </button>
      {open && (
        <Dialog labelledBy="gift-title" closeLabel={t('chat.giftClose')} onClose={() => setOpen(false)} width={480}>
          <Grid>
            <h2 id="gift-title">{t('chat.giftTitle', { name: props.name })}</h2>
            <p>{t('chat.giftIntro', { credits: props.credits })}</p>
            <ul>
              {GIFTS.map((gift) => (
                <li key={gift}>
                  <button
                    type="button"
                    disabled={props.busy}
                    aria-label={t('chat.giftSend', { gift: t(giftName(gift)), credits: props.credits })}
                    onClick={() => void props.onSend(gift).then((sent) => sent && setOpen(false))}
                  >
                    <img src={`/gifts/${gift}.svg`} alt="" width={56} height={56} />
                    {t(giftName(gift))}
                  </button>
                </li>
              ))}
            </ul>
          </Grid>
        </Dialog>
      )}
    </>
  );
}
