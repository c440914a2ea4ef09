import { ABOUT_MAX_LENGTH, DETAIL_MAX_LENGTH, detailsProblem, NAME_MAX_LENGTH } from './profile-details';

const interests = ['reizen', 'koken', 'sport'];

describe('a change of profile details', () => {
  it('is fine with plain text as typed, HTML-looking text included', () => {
    expect(detailsProblem({ reason: 'vriendschap', about: '<b>Hoi</b> & "tot ziens"\nregel twee\tmet tab', interests: ['koken'] }, interests)).toBeUndefined();
    expect(detailsProblem({}, interests)).toBeUndefined();
  });

  it(`allows ${DETAIL_MAX_LENGTH} characters in a one-line field and refuses one more`, () => {
    expect(detailsProblem({ hair_colour: 'x'.repeat(DETAIL_MAX_LENGTH) }, interests)).toBeUndefined();
    expect(detailsProblem({ hair_colour: 'x'.repeat(DETAIL_MAX_LENGTH + 1) }, interests)).toEqual({ field: 'hair_colour', reason: 'too_long' });
  });

  it(`allows ${ABOUT_MAX_LENGTH} characters about oneself and refuses one more, counting emoji as one`, () => {
    expect(detailsProblem({ about: '😀'.repeat(ABOUT_MAX_LENGTH) }, interests)).toBeUndefined();
    expect(detailsProblem({ about: 'a'.repeat(ABOUT_MAX_LENGTH + 1) }, interests)).toEqual({ field: 'about', reason: 'too_long' });
  });

  it('refuses control characters, and line breaks outside about', () => {
    expect(detailsProblem({ about: 'nul\u0000' }, interests)).toEqual({ field: 'about', reason: 'control_characters' });
    expect(detailsProblem({ tattoos: 'een\nlijn' }, interests)).toEqual({ field: 'tattoos', reason: 'control_characters' });
  });

  it(`needs a name of 1 to ${NAME_MAX_LENGTH} characters on one line`, () => {
    expect(detailsProblem({ name: 'Anna' }, interests)).toBeUndefined();
    expect(detailsProblem({ name: '   ' }, interests)).toEqual({ field: 'name', reason: 'required' });
    expect(detailsProblem({ name: 'x'.repeat(NAME_MAX_LENGTH + 1) }, interests)).toEqual({ field: 'name', reason: 'too_long' });
    expect(detailsProblem({ name: 'An\nna' }, interests)).toEqual({ field: 'name', reason: 'control_characters' });
  });

  it('takes interests only from the interests setting, each once', () => {
    expect(detailsProblem({ interests: ['koken', 'paardrijden'] }, interests)).toEqual({ field: 'interests', reason: 'unknown_interest' });
    expect(detailsProblem({ interests: ['koken', 'koken'] }, interests)).toEqual({ field: 'interests', reason: 'duplicate_interest' });
    expect(detailsProblem({ interests: [] }, interests)).toBeUndefined();
  });
});
