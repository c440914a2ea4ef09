// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContext } from 'vike/types';
import ErrorPage from '../pages/_error/+Page';
import { catalogs } from '../i18n/catalogues';
import { theme } from '../theme/theme';
import { BusyButton } from './busy-button';
import { LastResortBoundary } from './last-resort';
import { LAST_RESORT_TEXTS } from './last-resort-texts';
import { SignalsProvider, useToasts } from './signals-context';
import { Toaster } from './toasts';

afterEach(cleanup);

function withApp(children: ReactNode, pageContext: Partial<PageContext> = {}) {
  return (
    <VikeReactProviderPageContext pageContext={{ urlOriginal: '/x', urlPathname: '/x', ...pageContext } as PageContext}>
      <IntlProvider locale="nl" messages={catalogs.nl}>
        <ThemeProvider theme={theme}>
          <SignalsProvider>{children}</SignalsProvider>
        </ThemeProvider>
      </IntlProvider>
    </VikeReactProviderPageContext>
  );
}

describe('the error page (SPEC §8)', () => {
  it.each([
    [{ is404: true }, 'Deze pagina kon niet worden gevonden', 'Foutcode 404'],
    [{ is404: false }, 'Fout', 'Foutcode 500'],
    [{ is404: false, abortStatusCode: 403 }, 'Fout', 'Foutcode 403'],
    [{ is404: false, abortStatusCode: 410, abortReason: 'Dit profiel bestaat niet meer' }, 'Dit profiel bestaat niet meer', 'Foutcode 410'],
  ] as const)('shows %j as %j with its code and a way home', (pageContext, heading, code) => {
    render(withApp(<ErrorPage />, pageContext as Partial<PageContext>));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getByText(code)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar de homepage' }).getAttribute('href')).toBe('/');
  });

  it('offers to try again after a server failure', () => {
    render(withApp(<ErrorPage />, { is404: false, abortStatusCode: 503 } as Partial<PageContext>));
    expect(screen.getByRole('link', { name: 'Opnieuw proberen' }).getAttribute('href')).toBe('/x');
  });

  it('falls back to a static page with a link home when the error page itself fails', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('intl is gone');
    };
    render(
      <LastResortBoundary>
        <Broken />
      </LastResortBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(LAST_RESORT_TEXTS.nl.text);
    expect(screen.getByRole('link', { name: 'Terug naar de homepage' }).getAttribute('href')).toBe('/');
    spy.mockRestore();
  });

  it.each(Object.entries(LAST_RESORT_TEXTS))("speaks the page's language (%s) from <html lang>, without intl or the store", (locale, words) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.documentElement.lang = locale;
    const Broken = () => {
      throw new Error('the catalogue is gone');
    };
    try {
      render(
        <LastResortBoundary>
          <Broken />
        </LastResortBoundary>,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(words.text);
      expect(screen.getByRole('link', { name: words.home }).getAttribute('href')).toBe('/');
      expect(screen.getByRole('main').getAttribute('lang')).toBe(locale);
    } finally {
      document.documentElement.lang = '';
      spy.mockRestore();
    }
  });
});

describe('toasts', () => {
  function Shower({ tone }: { tone: 'success' | 'danger' }) {
    const toasts = useToasts();
    return (
      <button type="button" onClick={() => toasts.show({ text: tone === 'danger' ? 'Betaling mislukt' : 'Opgeslagen', tone, placement: 'bottom-full' })}>
        show
      </button>
    );
  }

  it('announces in a polite status region, danger ones in an alert region, and can be closed by button', async () => {
    render(withApp(<><Shower tone="success" /><Shower tone="danger" /><Toaster /></>));
    const [success, danger] = screen.getAllByRole('button', { name: 'show' });
    act(() => fireEvent.click(success!));
    expect(screen.getByRole('status').textContent).toBe('Opgeslagen');
    // The stacks are a chunk of their own (toast-stacks.tsx): the first toast shows when it has come.
    const item = (await screen.findByText('Opgeslagen', { selector: 'p' })).closest('li')!;
    expect(item.getAttribute('data-tone')).toBe('success');
    expect(item.closest('ol')!.getAttribute('data-placement')).toBe('bottom-full');
    act(() => fireEvent.click(danger!));
    expect(screen.getByRole('alert').textContent).toBe('Betaling mislukt');
    const close = await screen.findAllByRole('button', { name: 'Melding sluiten' });
    expect(close).toHaveLength(2);
    act(() => fireEvent.click(close[0]!));
    expect(screen.queryByText('Opgeslagen', { selector: 'p' })).toBeNull();
  });
});

describe('the busy button', () => {
  it('is disabled and aria-busy with a spinner while busy', () => {
    render(withApp(<BusyButton busy busyLabel="Bezig met inloggen…">Inloggen</BusyButton>));
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Bezig met inloggen…');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('svg')).toBeTruthy();
  });

  it('is a plain button otherwise', () => {
    render(withApp(<BusyButton>Inloggen</BusyButton>));
    const button = screen.getByRole('button', { name: 'Inloggen' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});
