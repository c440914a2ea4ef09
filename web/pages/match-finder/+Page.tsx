import { ArrowLeft, ArrowRight, MessageCircle, RotateCcw, Sparkles } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import { PERSONAL_FIELDS } from '../../components/signup/options';
import { Choice, Field, Options, Select } from '../../components/form';
import { FoundMatchList } from '../../components/likes/found-match-list';
import { Alert, Button, ButtonLink, Card, Container, PageTitle } from '../../components/ui';
import { useErrorText } from '../../components/use-error-text';
import { useCountryName } from '../../i18n/country-name';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { MATCH_FINDER_STEPS, MatchFinder, type MatchFinderStep } from '../../stores/match-finder';
import { useStore } from '../../stores/store-context';
import type { MatchFinderData } from './+data';

const AGES = Array.from({ length: 99 - 18 + 1 }, (_, i) => 18 + i);
const REASONS = PERSONAL_FIELDS.find((field) => field.field === 'reason')!.options;
const QUESTION: Readonly<Record<MatchFinderStep, MessageKey>> = {
  who: 'finder.who',
  age: 'finder.age',
  where: 'finder.where',
  what: 'finder.what',
};

const Panel = styled(Card)`
  max-width: 560px;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(1.5)};
  }
  legend {
    font-size: 20px;
    font-weight: 700;
    margin-bottom: ${(p) => p.theme.space(1.5)};
  }
  .progress {
    margin: 0;
    font-size: 14px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  .bar {
    height: 6px;
    border-radius: 3px;
    background: ${(p) => p.theme.colors.border};
    overflow: hidden;
    span {
      display: block;
      height: 100%;
      background: ${(p) => p.theme.colors.primary};
      transition: width 200ms ease;
    }
  }
  .pair {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${(p) => p.theme.space(2)};
  }
  /* Back and next on one line where they fit; on the narrowest phones next goes under, to the right (issue 27). */
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 8px;
    > :last-child {
      margin-left: auto;
    }
  }
`;

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
    font-size: 20px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

export default observer(function MatchFinderPage() {
  const { defaults, regions } = useData<MatchFinderData>();
  const store = useStore();
  const t = useT();
  const errorText = useErrorText();
  const countryName = useCountryName();
  const finder = useMemo(() => new MatchFinder(defaults, store.endpoints, store.likePopup), [defaults, store]);
  const choice = finder.choice;
  const countries = store.settings.settings.countries;

  function question(step: MatchFinderStep) {
    switch (step) {
      case 'who':
        return (['female', 'male', ''] as const).map((gender) => (
          <Choice key={gender || 'all'}>
            <input type="radio" name="gender" checked={choice.gender === gender} onChange={() => finder.set('gender', gender)} />
            {t(gender === 'female' ? 'finder.women' : gender === 'male' ? 'finder.men' : 'finder.everyone')}
          </Choice>
        ));
      case 'age':
        return (
          <div className="pair">
            <Field id="finder-min-age" label={t('search.minAge')}>
              <Select id="finder-min-age" value={choice.min_age} onChange={(e) => finder.set('min_age', Number(e.currentTarget.value))}>
                <Options values={AGES} />
              </Select>
            </Field>
            <Field id="finder-max-age" label={t('search.maxAge')}>
              <Select id="finder-max-age" value={choice.max_age} onChange={(e) => finder.set('max_age', Number(e.currentTarget.value))}>
                <Options values={AGES} />
              </Select>
            </Field>
          </div>
        );
      case 'where':
        return (
          <div className="pair">
            <Field id="finder-country" label={t('search.country')}>
              <Select id="finder-country" value={choice.country} onChange={(e) => finder.set('country', e.currentTarget.value)}>
                <option value="">{t('search.any')}</option>
                <Options values={countries} label={countryName} />
              </Select>
            </Field>
            <Field id="finder-region" label={t('search.region')}>
              <Select id="finder-region" value={choice.countryregion} disabled={!choice.country} onChange={(e) => finder.set('countryregion', e.currentTarget.value)}>
                <option value="">{t('search.any')}</option>
                <Options values={regions[choice.country] ?? []} />
              </Select>
            </Field>
          </div>
        );
      case 'what':
        return [{ value: '', label: 'finder.anything' as MessageKey }, ...REASONS].map((reason) => (
          <Choice key={reason.value || 'any'}>
            <input type="radio" name="reason" checked={choice.reason === reason.value} onChange={() => finder.set('reason', reason.value)} />
            {t(reason.label)}
          </Choice>
        ));
    }
  }

  if (finder.matches) {
    return (
      <Container>
        <PageTitle>{t('finder.title')}</PageTitle>
        <Results aria-labelledby="finder-results">
          <header>
            <h2 id="finder-results">{t('finder.results', { count: finder.matches.length })}</h2>
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
          {finder.matches.length === 0 ? (
            <Card>
              <p>{t('finder.none')}</p>
              <ButtonLink href="/members">{t('likes.empty.searchCta')}</ButtonLink>
            </Card>
          ) : (
            <FoundMatchList matches={finder.matches} finder={finder} />
          )}
        </Results>
      </Container>
    );
  }

  const step = finder.current;
  return (
    <Container>
      <PageTitle>{t('finder.title')}</PageTitle>
      <Panel
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (finder.last) void finder.find();
          else finder.next();
        }}
      >
        <p className="progress">{t('finder.step', { step: finder.step + 1, steps: MATCH_FINDER_STEPS.length })}</p>
        <div className="bar" aria-hidden="true">
          <span style={{ width: `${((finder.step + 1) / MATCH_FINDER_STEPS.length) * 100}%` }} />
        </div>
        <fieldset key={step}>
          <legend>{t(QUESTION[step])}</legend>
          {question(step)}
        </fieldset>
        {finder.form.problem && <Alert role="alert">{errorText(finder.form.problem)}</Alert>}
        <div className="actions">
          <Button type="button" $variant="ghost" onClick={() => finder.back()} disabled={finder.step === 0}>
            <ArrowLeft size={18} aria-hidden="true" />
            {t('finder.back')}
          </Button>
          <Button type="submit" disabled={finder.form.busy} aria-busy={finder.form.busy}>
            {finder.last ? <Sparkles size={18} aria-hidden="true" /> : <ArrowRight size={18} aria-hidden="true" />}
            {t(finder.last ? 'finder.show' : 'finder.next')}
          </Button>
        </div>
      </Panel>
    </Container>
  );
});
