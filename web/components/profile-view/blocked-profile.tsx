import { ArrowLeft, Ban, Info } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { reload } from 'vike/client/router';
import type { ApiBlockedProfile } from '../../../bff/contract/api-types';
import { Alert, Button, ButtonLink, Card, Container } from '../ui';
import { useErrorText } from '../use-error-text';
import { useT } from '../../i18n/use-t';
import { ProfileActions } from '../../stores/profile-actions';
import { useLocalStore, useStore } from '../../stores/store-context';

const Notice = styled(Card)`
  max-width: 560px;
  margin: ${(p) => p.theme.space(2)} auto 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(2)};
  .icon {
    color: ${(p) => p.theme.colors.textMuted};
  }
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xl};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)};
  }
`;

/**
 * The profile of a member she blocked (SPEC §2 "unblock" on the profile; issue 27): whom she blocked, and the way to
 * lift it. Once lifted the page loads again and shows the profile as before.
 */
export const BlockedProfile = observer(function BlockedProfile({ profile }: { profile: ApiBlockedProfile }) {
  const t = useT();
  const store = useStore();
  const errorText = useErrorText();
  const actions = useLocalStore((root) => new ProfileActions(root.endpoints));
  const busy = actions.form.busy;

  async function unblock() {
    if (await actions.unblock(profile.id)) await reload();
  }

  return (
    <Container>
      <Notice aria-labelledby="blocked-title">
        <Ban className="icon" size={32} aria-hidden="true" />
        <h1 id="blocked-title">{t('profile.blocked.title', { name: profile.name })}</h1>
        <p>{t('profile.blocked.text', { name: profile.name })}</p>
        {actions.form.problem && (
          <Alert role="alert" $tone="danger">
            <Info size={18} aria-hidden="true" />
            {errorText(actions.form.problem)}
          </Alert>
        )}
        <div className="actions">
          <Button type="button" onClick={() => void unblock()} disabled={busy} aria-busy={busy}>
            {t('profile.unblock')}
          </Button>
          <ButtonLink href={store.search.href} $variant="ghost">
            <ArrowLeft size={18} aria-hidden="true" />
            {t('profile.backToSearch')}
          </ButtonLink>
        </div>
      </Notice>
    </Container>
  );
});
