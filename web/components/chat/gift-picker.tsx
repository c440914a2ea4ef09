import { Gift } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { GIFTS, type GiftId } from '../../../domain/chat/gifts';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { Dialog } from '../signup/dialog';
import { PickerBody } from './picker-body';

export const giftName = (gift: string): MessageKey => `gift.${gift}` as MessageKey;

const Grid = styled(PickerBody)`
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    padding: 8px 4px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.card};
    background: ${(p) => p.theme.colors.surface};
    font: inherit;
    font-size: ${(p) => p.theme.font.size.caption};
    font-weight: 600;
    color: ${(p) => p.theme.colors.text};
    &:hover:not(:disabled) {
      border-color: ${(p) => p.theme.colors.primary};
    }
  }
  img {
    width: 56px;
    height: 56px;
  }
`;

/**
 * The gift button and its catalogue, in the chat's send footer and on the profile screen; the price is on every gift
 * before it is sent. `trigger`: a button of the page's own that opens the catalogue, instead of the footer's icon.
 */
export function GiftPicker(props: {
  name: string;
  credits: number;
  busy: boolean;
  onSend(gift: GiftId): Promise<boolean>;
  className?: string;
  trigger?: (open: () => void) => ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      {props.trigger ? (
        props.trigger(() => setOpen(true))
      ) : (
        <button type="button" className={props.className} onClick={() => setOpen(true)} aria-label={t('chat.gift')} title={t('chat.gift')} aria-haspopup="dialog">
          <Gift size={20} aria-hidden="true" />
        </button>
      )}
      {open && (
        <Dialog labelledBy="gift-title" closeLabel={t('chat.giftClose')} onClose={() => setOpen(false)} width={480}>
          <Grid $columns={4}>
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
