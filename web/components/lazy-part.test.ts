import { lazyPart } from './lazy-part';

describe('a part loaded when used', () => {
  it('loads once, and asks again after a failed load (offline) rather than failing for good', async () => {
    let calls = 0;
    const Part = () => null;
    const part = lazyPart(async () => {
      calls++;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/chunks/part.js');
      return { default: Part };
    });
    await expect(part.preload()).rejects.toThrow('Failed to fetch');
    await expect(part.preload()).resolves.toEqual({ default: Part });
    await part.preload();
    expect(calls).toBe(2);
  });
});
