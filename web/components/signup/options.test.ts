import { catalogs } from '../../i18n/catalogues';
import { interestLabel } from './options';

describe('interestLabel', () => {
  it('names the label of every interest the catalogue has a text for', () => {
    const labelled = Object.keys(catalogs.nl).filter((key) => key.startsWith('signup.interest.'));
    expect(labelled.length).toBeGreaterThan(0);
    for (const key of labelled) expect(interestLabel(key.slice('signup.interest.'.length))).toBe(key);
  });

  it('has no label for an interest the catalogue does not know', () => {
    expect(interestLabel('paardrijden')).toBeUndefined();
  });
});
