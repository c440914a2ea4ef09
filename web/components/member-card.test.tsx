// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { renderWithStore } from '../../test/support/web/render-with-store';
import { profile, testStore } from '../../test/support/web/test-store';
import { FictionalNote } from './chat/fictional-note';
import { MemberCard } from './member-card';

afterEach(cleanup);

/** Decision 0084: every surface draws a fictional profile's icon as the domain's `fictional_icon` setting says. */
describe("a fictional profile's icon", () => {
  const fictional = profile({ id: 8, name: 'Lotte', fictional: true });
  const icons = (container: HTMLElement) => container.querySelectorAll('svg[role="img"]');

  it('is drawn on her card, with its label, while the setting is theater (the default)', () => {
    const { store } = testStore({}, { settings: { fictional_icon: 'theater', fictional_singular: 'fictief profiel' } });
    const { container } = renderWithStore(<MemberCard profile={fictional} />, store);
    expect([...icons(container)].map((icon) => icon.getAttribute('aria-label'))).toEqual(['fictief profiel']);
    expect(container.querySelector('[title="fictief profiel"]')).not.toBeNull();
  });

  it('is left out, badge and all, when the domain turned it off; the chat keeps its written warning', () => {
    const { store } = testStore({}, { settings: { fictional_icon: '', fictional_singular: 'fictief profiel', fictional_warning: 'Dit profiel is fictief.' } });
    const card = renderWithStore(<MemberCard profile={fictional} />, store);
    expect(icons(card.container)).toHaveLength(0);
    expect(card.container.querySelector('[title="fictief profiel"]')).toBeNull();
    card.unmount();
    const note = renderWithStore(<FictionalNote />, store);
    expect(icons(note.container)).toHaveLength(0);
    expect(note.container.textContent).toContain('Dit profiel is fictief.');
  });

  it('is not drawn for a member who is not fictional', () => {
    const { store } = testStore({}, { settings: { fictional_icon: 'theater' } });
    const { container } = renderWithStore(<MemberCard profile={profile({ id: 9, fictional: false })} />, store);
    expect(icons(container)).toHaveLength(0);
  });
});
