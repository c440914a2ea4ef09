import { MessageCircle, RotateCcw } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import type { MatchFinder } from '../../stores/match-finder';
import { Alert, Button, ButtonLink, Card } from '../ui';
import { useErrorText } from '../use-error-text';
import { FoundMatchList } from './found-match-list';

const Results = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/** The finder's shortlist: how many, a new choice, a match just made, and the cards to like. */
export const FinderResults = observer(function FinderResults({ finder }: { finder: MatchFinder }) {
  const t = useT();
  const errorText = useErrorText();
  const matches = finder.matches ?? [];
  return (
    <Results aria-labelledby="finder-results">
      <header>
        <h2 id="finder-results">{t('finder.results', { count: matches.length })}</h2>
        <Button type="button" $variant="ghost" onClick={() => finder.restart()}>
          <RotateCcw size={18} aria-hidden="true" />
          {t('finder.again')}
        </Button>
      </header>
      {finder.justMatched && (
        <Alert $tone="info" role="status">
          {t('likes.matched', { name: finder.justMatched.name })}{' '}
          <a href={`/members/${finder.justMatched.id}`}>
            <MessageCircle size={14} aria-hidden="true" /> {t('likes.matchedCta')}
          </a>
        </Alert>
      )}
      {finder.form.problem && <Alert role="alert">{errorText(finder.form.problem)}</Alert>}
      {matches.length === 0 ? (
        <Card>
          <p>{t('finder.none')}</p>
          <ButtonLink href="/members">{t('likes.empty.searchCta')}</ButtonLink>
        </Card>
      ) : (
        <FoundMatchList matches={matches} finder={finder} />
      )}
    </Results>
  );
});
