// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { testStore } from '../../../test/support/web/test-store';
import { renderWithStore } from '../../../test/support/web/render-with-store';
import { ProfileHighlights } from './profile-highlights';

afterEach(cleanup);

describe('ProfileHighlights', () => {
  it('lists the items as chips in the rule’s order, worded by the catalogue', () => {
    const { store } = testStore();
    renderWithStore(
      <ProfileHighlights
        name="Bram"
        highlights={[{ kind: 'shared_interests', interest: 'dansen', count: 1 }, { kind: 'new_here' }, { kind: 'looking_for', reason: 'Eerst chatten, dan zien' }]}
      />,
      store,
    );
    const list = screen.getByRole('list', { name: 'Opvallend aan Bram' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Jullie houden allebei van dansen',
      'Nieuw hier',
      'Zoekt: Eerst chatten, dan zien',
    ]);
  });

  it('counts more shared interests and says active today', () => {
    const { store } = testStore();
    renderWithStore(<ProfileHighlights name="Bram" highlights={[{ kind: 'shared_interests', interest: 'dansen', count: 2 }, { kind: 'active_today' }]} />, store);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['2 gedeelde interesses', 'Vandaag actief']);
  });

  it('shows no list when there is nothing to highlight', () => {
    const { store } = testStore();
    renderWithStore(<ProfileHighlights name="Bram" highlights={[]} />, store);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
