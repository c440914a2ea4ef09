import type { MessageKey } from './message-key';

describe('the typed message keys', () => {
  it('are the keys of the nl catalogue files, core and areas; any other does not compile', () => {
    const keys: MessageKey[] = ['nav.main', 'chat.typing', 'likes.title'];
    // @ts-expect-error: a key nl does not have (tsc fails if this line compiles)
    const nope: MessageKey = 'nope';
    expect([...keys, nope]).toHaveLength(4);
  });
});
