// @vitest-environment happy-dom
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_INPUT, HELD_ATTRIBUTE, replayEarlyInput } from './early-input';
import { earlyInputScript, GIVE_UP_MS } from './early-input-capture';

/** A page with a like button, a link and a message form, as the server renders it and React hydrates it. */
function Page({ seen }: { seen: string[] }) {
  const [liked, setLiked] = useState(false);
  const [text, setText] = useState('');
  const [agreed, setAgreed] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') seen.push(`sent ${text}`);
  };
  return (
    <main>
      <button type="button" aria-pressed={liked} aria-busy={false} onClick={() => (seen.push('liked'), setLiked(!liked))}>
        Like
      </button>
      <a href="/chats">Berichten</a>
      <form onSubmit={send}>
        <label htmlFor="text">Bericht</label>
        <textarea id="text" value={text} onChange={(event) => setText(event.currentTarget.value)} />
        <input id="agree" type="checkbox" checked={agreed} onChange={(event) => (seen.push(`checked ${event.currentTarget.checked}`), setAgreed(event.currentTarget.checked))} />
        <button type="submit">Verstuur</button>
      </form>
    </main>
  );
}

const byText = (text: string) => [...document.querySelectorAll('button, a')].find((el) => el.textContent?.trim() === text) as HTMLElement;

/** Clicks as a member does: an event the page's handlers may cancel; true when none did. */
const tap = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

/** What the member types: the field's value, and the input event the browser sends. */
function type(field: HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('taps and typing before the page has hydrated (decision 0047)', () => {
  let seen: string[];
  let root: Root | undefined;

  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));

  beforeEach(() => {
    seen = [];
    document.body.innerHTML = `<div id="root">${renderToString(<Page seen={seen} />)}</div>`;
    // The inline script as the page's head runs it: its own source, nothing of this module.
    new Function(earlyInputScript())();
  });
  afterEach(() => {
    replayEarlyInput(window);
    act(() => root?.unmount());
    root = undefined;
    vi.useRealTimers();
  });

  async function hydrateAndReplay() {
    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, <Page seen={seen} />);
    });
    await act(async () => {
      replayEarlyInput(window);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }

  it('holds a tap on a button, shows it busy, and acts on it once when the page has hydrated', async () => {
    const like = byText('Like');
    expect(tap(like)).toBe(false);
    expect(like.getAttribute('aria-busy')).toBe('true');
    expect(like.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
    // A second tap while it waits: the first one acts, once.
    expect(tap(like)).toBe(false);
    expect(seen).toEqual([]);

    await hydrateAndReplay();
    expect(seen).toEqual(['liked']);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    // The server's value again, no longer marked.
    expect(like.getAttribute('aria-busy')).toBe('false');
    expect(like.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });

  it('leaves a link alone: it navigates without a script', () => {
    expect(tap(byText('Berichten'))).toBe(true);
    expect(byText('Berichten').hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });

  it('gives React what she typed before it hydrated, then sends it from the held tap on Send, once', async () => {
    type(document.getElementById('text') as HTMLTextAreaElement, 'Hoi Sanne');
    expect(tap(byText('Verstuur'))).toBe(false);

    await hydrateAndReplay();
    expect(seen).toEqual(['sent Hoi Sanne']);
    expect((document.getElementById('text') as HTMLTextAreaElement).value).toBe('Hoi Sanne');
  });

  it('holds a submit without a button (Enter in a field) and submits the form once', async () => {
    type(document.getElementById('text') as HTMLTextAreaElement, 'Met Enter');
    const form = document.querySelector('form')!;
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
    expect(form.getAttribute('aria-busy')).toBe('true');

    await hydrateAndReplay();
    expect(seen).toEqual(['sent Met Enter']);
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });

  it('tells React of a checkbox she ticked before it hydrated, without ticking it again', async () => {
    const box = document.getElementById('agree') as HTMLInputElement;
    box.checked = true;
    box.dispatchEvent(new Event('change', { bubbles: true }));

    await hydrateAndReplay();
    expect(seen).toEqual(['checked true']);
    expect(box.checked).toBe(true);
  });

  it('ends when the page has taken over: taps reach React directly, a second replay does nothing', async () => {
    await hydrateAndReplay();
    const like = byText('Like');
    await act(async () => {
      tap(like);
    });
    expect(seen).toEqual(['liked']);
    expect(like.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    replayEarlyInput(window);
    expect(seen).toEqual(['liked']);
  });

  it('lets go of the held controls when the page never hydrates (its scripts failed)', () => {
    vi.useFakeTimers();
    // A capture started under fake timers: its give-up is one of them.
    new Function(earlyInputScript().replace(`"${EARLY_INPUT}"`, '"laterEarlyInput"'))();
    (window as unknown as Record<string, { replay(): void }>)[EARLY_INPUT]!.replay();
    const like = byText('Like');
    expect(tap(like)).toBe(false);
    vi.advanceTimersByTime(GIVE_UP_MS);
    expect(like.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    expect(like.getAttribute('aria-busy')).toBe('false');
    expect(tap(like)).toBe(true);
  });

  it('writes a script no text in it can close', () => {
    expect(earlyInputScript()).not.toMatch(/<\/script/i);
  });
});
