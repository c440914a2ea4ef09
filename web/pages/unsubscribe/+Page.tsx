import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { AuthCard } from '../../components/auth-card';
import { UnsubscribeSteps } from '../../components/unsubscribe/unsubscribe-steps';
import { Container } from '../../components/ui';
import { UnsubscribeConfirmation } from '../../stores/unsubscribe';
import { useLocalStore } from '../../stores/store-context';
import type { UnsubscribeData } from './+data';

/**
 * The footer's unsubscribe link (decision 0057): shows what stops (read by the server for the page's HTML) and
 * confirms with one button; opening it changes nothing (mail scanners open links). Then says it is done and leads to
 * the notification settings. A forged or outdated link says so and changes nothing. No login needed: the token is the
 * authority.
 */
export default observer(function UnsubscribePage() {
  const token = usePageContext().urlParsed.search.token ?? '';
  const read = useData<UnsubscribeData | undefined>()?.link;
  const link = useLocalStore((root) => new UnsubscribeConfirmation(root.endpoints, token, read));

  useEffect(() => {
    void link.load();
  }, [link]);

  return (
    <Container>
      <AuthCard aria-labelledby="unsubscribe-title" aria-busy={link.state === 'loading' || link.state === 'busy'}>
        <UnsubscribeSteps link={link} />
      </AuthCard>
    </Container>
  );
});
