import { Camera, CheckCircle2, Upload } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ApiUser } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { Alert, Button } from '../ui';
import { Actions, Hint, StepBox } from './parts';

const ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  .label {
    font-size: 14px;
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
  font-size: 15px;
  text-align: center;
  background: ${(p) => (p.$filled ? p.theme.colors.background : p.theme.colors.primarySoft)};
  border: 2px dashed ${(p) => (p.$filled ? 'transparent' : '#f3a6ad')};
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
    display: inline-flex;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    align-items: center;
    justify-content: center;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.primary};
  }
  input:focus-visible + & {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Done = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.successStrong};
`;

export interface StepPhotoProps {
  titleId: string;
  onNext(): void;
}

/** Step 1: an optional first photo → POST /api/photo.php (multipart, field photo); it becomes the main image. */
export const StepPhoto = observer(function StepPhoto({ titleId, onNext }: StepPhotoProps) {
  const t = useT();
  const store = useStore();
  const settings = store.settings.settings;
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const mb = settings.upload_max_megabytes;

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(chosen: File | undefined) {
    setError(null);
    setState('idle');
    if (!chosen) return;
    if (!ACCEPT.includes(chosen.type)) {
      setFile(null);
      setPreview(null);
      setError(t('signup.photoNotAnImage'));
      return;
    }
    if (chosen.size > mb * 1024 * 1024) {
      setFile(null);
      setPreview(null);
      setError(t('signup.photoTooLarge', { mb }));
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  async function upload() {
    if (!file) {
      input.current?.click();
      return;
    }
    setState('busy');
    setError(null);
    const body = new FormData();
    body.append('photo', file);
    try {
      const response = await fetch('/api/photo.php', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'X-Requested-With': 'hartslag-web' },
        body,
      });
      const json = (await response.json().catch(() => ({}))) as { user?: ApiUser; error?: string; reason?: string };
      if (response.ok) {
        if (json.user) store.session.setUser(json.user);
        setState('done');
        return;
      }
      setState('idle');
      if (response.status === 413) setError(t('signup.photoTooLarge', { mb }));
      else if (json.error === 'photo_limit') setError(t('signup.photoLimit'));
      else if (json.reason === 'too_many_pixels') setError(t('signup.photoTooManyPixels', { mp: settings.upload_max_megapixels }));
      else if (json.reason === 'not_an_image') setError(t('signup.photoNotAnImage'));
      else if (response.status === 403 && json.error === 'authentication required') window.location.href = '/login';
      else setError(t('error.generic'));
    } catch {
      setState('idle');
      setError(t('error.generic'));
    }
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
          accept={ACCEPT.join(',')}
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
                setFile(null);
                setPreview(null);
                setError(t('signup.photoNotAnImage'));
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
        <Done role="status">
          <CheckCircle2 size={20} aria-hidden="true" />
          {t('signup.photoUploaded')}
        </Done>
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
          <Button type="button" onClick={() => void upload()} disabled={state === 'busy' || !file} aria-busy={state === 'busy'}>
            <Upload size={18} aria-hidden="true" />
            {state === 'busy' ? t('signup.photoUploading') : t('signup.photoUpload')}
          </Button>
        )}
      </Actions>
    </StepBox>
  );
});
