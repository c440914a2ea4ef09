// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../test/support/web/render-with-store';
import { testStore } from '../../../test/support/web/test-store';
import { byCity } from './city-board';
import { FaceGrid } from './face-grid';
import type { LanderFace } from './lander-face';
import { LanderEnd } from './lander-parts';
import { NightHero } from './night-hero';
import { RoundAction } from './round-actions';

afterEach(cleanup);

const face = (id: number, extra: Partial<LanderFace> = {}): LanderFace => ({
  id,
  name: `Lid ${id}`,
  age: 30,
  city: 'Utrecht',
  region: 'Utrecht',
  fictional: false,
  online: false,
  photo: { file: `p/${id}.jpg`, thumb: `p/${id}-t.jpg` },
  ...extra,
});

const visitor = () => testStore({}, { user: null }).store;

describe('the landers’ shared parts', () => {
  it('end a lander with its promises and the signup band, or the band alone when the lander said its promises', () => {
    const { unmount } = renderWithStore(<LanderEnd place={null} />, visitor());
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /gratis aanmelden/i }).getAttribute('href')).toBe('/signup');
    unmount();
    renderWithStore(<LanderEnd place={null} promises={false} />, visitor());
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('link', { name: /gratis aanmelden/i })).toBeTruthy();
  });

  it('lead each face of a grid to signing up to meet her, the first ones loaded at once', () => {
    renderWithStore(<FaceGrid faces={[face(1), face(2), face(3)]} columns={{ md: 4 }} eager={2} />, visitor());
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/members/1/signup', '/members/2/signup', '/members/3/signup']);
    expect(links.map((link) => link.querySelector('img')?.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
  });

  it('show tonight’s faces online first, and say how many are online', () => {
    renderWithStore(<NightHero place={null} faces={[face(1), face(2, { online: true }), face(3)]} />, visitor());
    const hrefs = screen.getAllByRole('link', { name: /Lid/ }).map((link) => link.getAttribute('href'));
    expect(hrefs[0]).toBe('/members/2/signup');
    expect(screen.getByText(/1/, { selector: 'p.lead' })).toBeTruthy();
  });

  it('group the map’s faces by city, the lander’s city first, then the fullest', () => {
    const faces = [face(1, { city: 'Delft' }), face(2, { city: 'Gouda' }), face(3, { city: 'Gouda' }), face(4, { city: '', region: 'Zeeland' })];
    expect(byCity(faces, 'Delft').map(([city, members]) => [city, members.length])).toEqual([
      ['Delft', 1],
      ['Gouda', 2],
      ['Zeeland', 1],
    ]);
  });

  it('give a round action its icon and its word as one link', () => {
    renderWithStore(
      <RoundAction href="/signup" tone="main" icon={<svg />}>
        Leuk
      </RoundAction>,
      visitor(),
    );
    const link = screen.getByRole('link', { name: 'Leuk' });
    expect(link.getAttribute('href')).toBe('/signup');
    expect(within(link).getByText('Leuk')).toBeTruthy();
  });
});
