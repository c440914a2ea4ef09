import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useData } from 'vike-react/useData';
import { FoundMatchList } from '../../components/likes/found-match-list';
import { SignupMatchesIntro as Intro, SignupMatchesNext } from '../../components/signup/signup-matches-parts';
import { Alert, Card, Container, PageTitle } from '../../components/ui';
import { useErrorText } from '../../components/use-error-text';
import { useT } from '../../i18n/use-t';
import { MatchFinder } from '../../stores/match-finder';
import { useStore } from '../../stores/store-context';
import type { SignupMatchesData } from './+data';

/** /signup-matches (SPEC §2): right after signup, matches for the new member's preferences, to like at once. */
export default observer(function SignupMatchesPage() {
  const { choice, matches } = useData<SignupMatchesData>();
  const store = useStore();
  const t = useT();
  const errorText = useErrorText();
  const finder = useMemo(() => new MatchFinder(choice, store.endpoints, store.likePopup), [choice, store]);
  return (
    <Container>
      <PageTitle>{t('signupMatches.title')}</PageTitle>
      <Intro>{t('signupMatches.intro')}</Intro>
      {finder.justMatched && (
        <Alert $tone="info" role="status">
          {t('likes.matched', { name: finder.justMatched.name })}
        </Alert>
      )}
      {finder.form.problem && <Alert role="alert">{errorText(finder.form.problem)}</Alert>}
      {matches.length === 0 ? (
        <Card>
          <p>{t('finder.none')}</p>
        </Card>
      ) : (
        <FoundMatchList matches={matches} finder={finder} />
      )}
      <SignupMatchesNext />
    </Container>
  );
});
