import { visitorsMaySearch } from './visitor-search';

const settings = (logged_out_search: string, logged_out_search_trafficsource: string) => ({ logged_out_search, logged_out_search_trafficsource });

describe('visitorsMaySearch', () => {
  it('lets every visitor search when logged_out_search is not none', () => {
    expect(visitorsMaySearch(settings('all', 'none'), false)).toBe(true);
  });
  it('lets only a visitor from a traffic source search when only logged_out_search_trafficsource allows it', () => {
    expect(visitorsMaySearch(settings('none', 'all'), true)).toBe(true);
    expect(visitorsMaySearch(settings('none', 'all'), false)).toBe(false);
  });
  it('lets no visitor search when both are none', () => {
    expect(visitorsMaySearch(settings('none', 'none'), true)).toBe(false);
  });
});
