import { Camera, Upload } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { PHOTO_TYPES, PhotoUpload } from '../../stores/photo-upload';
import { useLocalStore, useStore } from '../../stores/store-context';
import { Alert, Button, roundBadge } from '../ui';
import { useErrorText } from '../use-error-text';
import { Actions, Hint, StepBox, StepDone } from './parts';

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  .label {
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: 600;
    align-self: flex-start;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
    overflow: hidden;
  }
`;

const Frame = styled.label<{ $filled: boolean }>`
  position: relative;
  width: 200px;
  aspect-ratio: 4 / 5;
  border-radius: ${(p) => p.theme.radius.card};
  overflow: hidden;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  cursor: pointer;
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 600;
  font-size: ${(p) => p.theme.font.size.body};
  text-align: center;
  background: ${(p) => (p.$filled ? p.theme.colors.background : p.theme.colors.primarySoft)};
  border: 2px dashed ${(p) => (p.$filled ? 'transparent' : p.theme.colors.primaryBorder)};
  transition: border-color 150ms ease;
  &:hover {
    border-color: ${(p) => (p.$filled ? 'transparent' : p.theme.colors.primary)};
  }
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .icon {
    ${roundBadge(56)}
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.primary};
  }
  input:focus-visible + & {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface StepPhotoProps {
  titleId: string;
  onNext(): void;
}

/** Step 1: an optional first photo → POST /api/photo.php (multipart, field photo); it becomes the main image. */
export const StepPhoto = observer(function StepPhoto({ titleId, onNext }: StepPhotoProps) {
  const t = useT();
  const text = useErrorText();
  const store = useStore();
  const mb = store.settings.settings.upload_max_megabytes;
  const photo = useLocalStore((root) => new PhotoUpload(root.endpoints, root.session, mb));
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const busy = photo.form.busy;
  const state = busy ? 'busy' : photo.uploaded ? 'done' : 'idle';
  const error = text(photo.form.errors.photo ?? photo.form.problem);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(chosen: File | undefined) {
    const accepted = photo.choose(chosen);
    if (chosen) setPreview(accepted ? URL.createObjectURL(chosen) : null);
  }

  function upload() {
    if (!photo.file) input.current?.click();
    else void photo.upload();
  }

  return (
    <StepBox>
      <div>
        <h2 id={titleId}>{t('signup.step1.title')}</h2>
        <p className="intro">{t('signup.step1.intro')}</p>
      </div>
      <Picker>
        <span className="label" aria-hidden="true">
          {t('signup.photo')}
        </span>
        <input
          ref={input}
          id="signup-photo"
          type="file"
          name="photo"
          accept={PHOTO_TYPES.join(',')}
          aria-label={t('signup.photo')}
          aria-describedby="signup-photo-hint"
          aria-invalid={error ? true : undefined}
          disabled={state === 'busy'}
          onChange={(e) => choose(e.currentTarget.files?.[0])}
        />
        <Frame htmlFor="signup-photo" $filled={!!preview} aria-hidden="true">
          {preview ? (
            <img
              src={preview}
              alt=""
              onError={() => {
                // The browser cannot decode it: not a photo, whatever its name says.
                photo.refuse();
                setPreview(null);
              }}
            />
          ) : (
            <>
              <span className="icon">
                <Camera size={28} />
              </span>
              {t('signup.photoPick')}
            </>
          )}
        </Frame>
        <Hint id="signup-photo-hint">{t('signup.photoHint', { mb })}</Hint>
        {preview && state === 'idle' && (
          <Button type="button" $variant="ghost" onClick={() => input.current?.click()}>
            {t('signup.photoPickOther')}
          </Button>
        )}
      </Picker>
      {error && (
        <Alert role="alert" $tone="danger">
          {error}
        </Alert>
      )}
      {state === 'done' && (
        <StepDone>{t('signup.photoUploaded')}</StepDone>
      )}
      <Actions>
        {state !== 'done' && (
          <Button type="button" $variant="ghost" onClick={onNext} disabled={state === 'busy'}>
            {t('signup.skip')}
          </Button>
        )}
        {state === 'done' ? (
          <Button type="button" onClick={onNext}>
            {t('signup.next')}
          </Button>
        ) : (
          <Button type="button" onClick={upload} disabled={state === 'busy' || !photo.file} aria-busy={state === 'busy'}>
            <Upload size={18} aria-hidden="true" />
            {state === 'busy' ? t('signup.photoUploading') : t('signup.photoUpload')}
          </Button>
        )}
      </Actions>
    </StepBox>
  );
});
