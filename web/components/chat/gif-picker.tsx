import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { GifSearch } from '../../stores/gif-search';
import { useLocalStore } from '../../stores/store-context';
import { Input } from '../form';
import { Dialog } from '../signup/dialog';
import { PickerBody } from './picker-body';

/** The GIF button's word in place of an icon. */
const Mark = styled.span`
  font-weight: 800;
  font-size: ${(p) => p.theme.font.size.caption};
`;

const Body = styled(PickerBody)`
  ul {
    min-height: 120px;
  }
  button {
    display: block;
    aspect-ratio: 1;
    padding: 0;
    border: 0;
    border-radius: ${(p) => p.theme.radius.input};
    overflow: hidden;
    background: ${(p) => p.theme.colors.background};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The GIF button of the send footer: a search (the shipped GIFs by default, a GIF service when configured) and the
 * GIFs to pick; picking one sends it, for what a message costs, said above the GIFs.
 */
export const GifPicker = observer(function GifPicker(props: { costText: string; busy: boolean; onSend(gifId: string): Promise<boolean>; className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const search = useLocalStore((root) => new GifSearch(root.endpoints));
  const [words, setWords] = useState('');

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void search.search(words), words ? 300 : 0);
    return () => clearTimeout(timer);
  }, [open, words, search]);

  return (
    <>
      <button type="button" className={props.className} onClick={() => setOpen(true)} aria-label={t('chat.gif')} title={t('chat.gif')} aria-haspopup="dialog">
        <Mark aria-hidden="true">GIF</Mark>
      </button>
      {open && (
        <Dialog labelledBy="gif-title" closeLabel={t('chat.giftClose')} onClose={() => setOpen(false)} width={520}>
          <Body $columns={3}>
            <h2 id="gif-title">{t('chat.gifTitle')}</h2>
            <p>{props.costText}</p>
            <label htmlFor="gif-search" className="visually-hidden">
              {t('chat.gifSearch')}
            </label>
            <Input id="gif-search" type="search" value={words} placeholder={t('chat.gifSearch')} maxLength={50} onChange={(e) => setWords(e.currentTarget.value)} autoComplete="off" />
            <ul aria-busy={search.loading} aria-label={t('chat.gifResults')}>
              {search.gifs.map((gif) => (
                <li key={gif.id}>
                  <button
                    type="button"
                    disabled={props.busy}
                    aria-label={t('chat.gifSend', { title: gif.title })}
                    onClick={() => void props.onSend(gif.id).then((sent) => sent && setOpen(false))}
                  >
                    <img src={gif.url} alt="" width={gif.width} height={gif.height} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
            {!search.loading && search.gifs.length === 0 && <p role="status">{search.failed ? t('chat.gifFailed') : t('chat.gifNone')}</p>}
          </Body>
        </Dialog>
      )}
    </>
  );
});
