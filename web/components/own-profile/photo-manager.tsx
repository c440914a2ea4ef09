import { ChevronLeft, ChevronRight, ImagePlus, Lock, LockOpen, RotateCcw, Star, Trash2 } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { PHOTO_TYPES } from '../../stores/photo-upload';
import type { PhotoAlbum } from '../../stores/photo-album';
import { useStore } from '../../stores/store-context';
import { Notice } from '../settings/notice';
import { useErrorText } from '../use-error-text';
import { PHOTO_SLOTS, photoSources } from '../photo-sources';
import { Button } from '../ui';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${(p) => p.theme.breakpoints.sm}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  /* Beside the profile form the card is narrow again. */
  @media (min-width: ${(p) => p.theme.breakpoints.lg}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  .frame {
    position: relative;
    aspect-ratio: 4 / 5;
    border-radius: ${(p) => p.theme.radius.card};
    overflow: hidden;
    background: ${(p) => p.theme.colors.border};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  .flags {
    position: absolute;
    top: 8px;
    left: 8px;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .flag {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 3px 8px;
    border-radius: ${(p) => p.theme.radius.pill};
    font-size: ${(p) => p.theme.font.size.xs};
    font-weight: 700;
    background: ${(p) => p.theme.colors.photoChip};
    color: ${(p) => p.theme.colors.onInverse};
  }
  .flag.main {
    background: ${(p) => p.theme.colors.primary};
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .tools button {
    flex: 1 0 28px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 40px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.input};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    cursor: pointer;
    &:hover:not(:disabled) {
      border-color: ${(p) => p.theme.colors.textMuted};
    }
    &:disabled {
      opacity: 0.4;
      cursor: default;
    }
    &.danger {
      color: ${(p) => p.theme.colors.danger};
    }
  }
`;

const AddTile = styled.li`
  label {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 8px;
    aspect-ratio: 4 / 5;
    padding: 12px;
    text-align: center;
    border: 2px dashed ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.card};
    color: ${(p) => p.theme.colors.primary};
    font-weight: 700;
    cursor: pointer;
    background: ${(p) => p.theme.colors.surface};
  }
  label:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  label[aria-disabled='true'] {
    color: ${(p) => p.theme.colors.textMuted};
    cursor: default;
  }
  .types {
    font-weight: 400;
    font-size: ${(p) => p.theme.font.size.caption};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: ${(p) => p.theme.space(2)};
  .count {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** My photos: add, order, main image, private (premium), delete — every action a labelled button, no drag needed. */
export const PhotoManager = observer(function PhotoManager({ album }: { album: PhotoAlbum }) {
  const t = useT();
  const text = useErrorText();
  const store = useStore();
  const mb = store.settings.settings.upload_max_megabytes;
  const { photos, limit, full, premium } = album;
  const busy = album.upload.form.busy || album.form.busy;
  const problem = album.upload.form.errors.photo ?? album.upload.form.problem ?? album.form.problem;

  function remove(id: number) {
    if (window.confirm(t('ownProfile.photos.deleteConfirm'))) void album.remove(id);
  }

  return (
    <>
      <Summary>
        <span className="count" id="photo-count">
          {t('ownProfile.photos.count', { count: photos.length, limit })}
        </span>
        <span className="muted">{t(premium ? 'ownProfile.photos.premiumLimit' : 'ownProfile.photos.freeLimit', { limit })}</span>
        {photos.length > 0 && <span className="muted">{t('ownProfile.photos.mainPublic')}</span>}
      </Summary>
      {photos.length === 0 && <Notice tone="info">{t('ownProfile.photos.empty')}</Notice>}
      <Grid aria-describedby="photo-count">
        {photos.map((photo, index) => {
          const position = index + 1;
          const working = album.working === photo.id;
          return (
            <Tile key={photo.id} aria-label={t('ownProfile.photos.photoLabel', { position })} aria-busy={working || undefined}>
              <div className="frame">
                <img {...photoSources((file) => store.settings.imageUrl(file), photo.thumb_filename, PHOTO_SLOTS.thumbnail)} alt="" width={240} height={300} loading={index < 3 ? 'eager' : 'lazy'} />
                <div className="flags">
                  {index === 0 && (
                    <span className="flag main">
                      <Star size={12} aria-hidden="true" />
                      {t('ownProfile.photos.main')}
                    </span>
                  )}
                  {photo.private && (
                    <span className="flag">
                      <Lock size={12} aria-hidden="true" />
                      {t('ownProfile.photos.private')}
                    </span>
                  )}
                </div>
              </div>
              <div className="tools" role="group" aria-label={t('ownProfile.photos.moreOptions', { position })}>
                <button
                  type="button"
                  onClick={() => void album.move(photo.id, -1)}
                  disabled={busy || index === 0}
                  aria-label={t('ownProfile.photos.earlierLabel', { position })}
                  title={t('ownProfile.photos.earlier')}
                >
                  <ChevronLeft size={18} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  onClick={() => void album.move(photo.id, 1)}
                  disabled={busy || index === photos.length - 1}
                  aria-label={t('ownProfile.photos.laterLabel', { position })}
                  title={t('ownProfile.photos.later')}
                >
                  <ChevronRight size={18} aria-hidden="true" />
                </button>
                {index > 0 && (
                  <button
                    type="button"
                    onClick={() => void album.makeMain(photo.id)}
                    disabled={busy}
                    aria-label={t('ownProfile.photos.makeMainLabel', { position })}
                    title={t('ownProfile.photos.makeMain')}
                  >
                    <Star size={18} aria-hidden="true" />
                  </button>
                )}
                {premium && index > 0 && (
                  <button
                    type="button"
                    onClick={() => void album.setPrivate(photo.id, !photo.private)}
                    disabled={busy}
                    aria-pressed={photo.private}
                    aria-label={t(photo.private ? 'ownProfile.photos.makePublicLabel' : 'ownProfile.photos.makePrivateLabel', { position })}
                    title={t(photo.private ? 'ownProfile.photos.makePublic' : 'ownProfile.photos.makePrivate')}
                  >
                    {photo.private ? <LockOpen size={18} aria-hidden="true" /> : <Lock size={18} aria-hidden="true" />}
                  </button>
                )}
                <button
                  type="button"
                  className="danger"
                  onClick={() => remove(photo.id)}
                  disabled={busy}
                  aria-label={t('ownProfile.photos.deleteLabel', { position })}
                  title={t('ownProfile.photos.delete')}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              </div>
            </Tile>
          );
        })}
        {!full && (
          <AddTile>
            <label aria-disabled={busy || undefined}>
              <ImagePlus size={32} aria-hidden="true" />
              {album.upload.form.busy ? t('ownProfile.photos.adding') : t('ownProfile.photos.add')}
              <span className="types">{t('ownProfile.photos.types', { mb })}</span>
              <input
                className="visually-hidden"
                type="file"
                name="photo"
                accept={PHOTO_TYPES.join(',')}
                disabled={busy}
                onChange={(e) => {
                  const input = e.currentTarget;
                  void album.add(input.files?.[0]).finally(() => (input.value = ''));
                }}
              />
            </label>
          </AddTile>
        )}
      </Grid>
      {full && <Notice tone="info">{t('ownProfile.photos.full', { limit })}</Notice>}
      {problem && <Notice tone="danger">{text(problem)}</Notice>}
      {album.canRetryUpload && (
        <Button type="button" $variant="secondary" onClick={() => void album.retryUpload()}>
          <RotateCcw size={18} aria-hidden="true" />
          {t('ownProfile.photos.retry')}
        </Button>
      )}
    </>
  );
});
