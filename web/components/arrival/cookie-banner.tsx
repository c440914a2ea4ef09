import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { isConsentChoice } from '../../../domain/arrival/consent';
import { useT } from '../../i18n/use-t';
import type { ConsentChoice } from './consent-choice';

const Bar = styled.section`
  position: fixed;
  left: ${(p) => p.theme.space(1)};
  right: ${(p) => p.theme.space(1)};
  bottom: ${(p) => p.theme.space(1)};
  z-index: 900;
  max-width: 720px;
  margin: 0 auto;
  padding: ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radius.panel};
  background: ${(p) => p.theme.colors.inverse};
  color: ${(p) => p.theme.colors.inverseLead};
  box-shadow: ${(p) => p.theme.shadow.overlay};
  font-size: ${(p) => p.theme.font.size.sm};
  line-height: 1.45;
  h2 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.font.size.md};
    color: ${(p) => p.theme.colors.onInverse};
  }
  p {
    margin: 0 0 ${(p) => p.theme.space(1.5)};
  }
  a {
    color: ${(p) => p.theme.colors.onInverse};
  }
  form {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${(p) => p.theme.space(1)};
  }
  /* Refusing is as easy as accepting: the same size, the same weight, side by side. */
  button {
    min-height: 44px;
    border-radius: ${(p) => p.theme.radius.pill};
    border: 2px solid ${(p) => p.theme.colors.surface};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    &:disabled {
      opacity: 0.6;
      cursor: progress;
    }
  }
  .problem {
    margin: ${(p) => p.theme.space(1)} 0 0;
    color: ${(p) => p.theme.colors.inverseDanger};
  }
`;

/**
 * The cookie banner (decision 0062): what the necessary cookies do, and one click to refuse or to accept the rest.
 * A form, so a choice made before the scripts run is posted and kept too (POST /consent).
 */
export const CookieBanner = observer(function CookieBanner({ choice, here }: { choice: ConsentChoice; here: string }) {
  const t = useT();
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const value = submitter?.value;
    if (isConsentChoice(value)) void choice.choose(value, window.location.search);
  };
  const current = choice.consent?.choice;
  return (
    <Bar aria-labelledby="cookie-banner-title">
      <h2 id="cookie-banner-title">{t('consent.title')}</h2>
      <p>
        {t('consent.text')} <a href="/pages/cookies">{t('consent.more')}</a>
        {current ? ` ${t(current === 'accepted' ? 'consent.nowAccepted' : 'consent.nowRefused')}` : null}
      </p>
      <form method="post" action="/consent" onSubmit={send}>
        <input type="hidden" name="back" value={here} />
        <input type="hidden" name="arrival" value={here.includes('?') ? here.slice(here.indexOf('?')) : ''} />
        <button type="submit" name="choice" value="refused" disabled={choice.busy}>
          {t('consent.refuse')}
        </button>
        <button type="submit" name="choice" value="accepted" disabled={choice.busy}>
          {t('consent.accept')}
        </button>
      </form>
      {choice.failed && (
        <p className="problem" role="alert">
          {t('error.generic')}
        </p>
      )}
    </Bar>
  );
});
export default CookieBanner;
