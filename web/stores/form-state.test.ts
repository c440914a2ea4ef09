import { z } from 'zod/mini';
import { fieldProblem } from '../api/problem';
import { FormState } from './form-state';

const schema = z.object({ name: z.string().check(z.minLength(2)), city: z.optional(z.string()), email: z.string().check(z.email()) });

describe('which fields a form shows valid (SPEC §5 valid styling)', () => {
  it('a field checked as she leaves it is valid without a problem, and not with one', () => {
    const form = new FormState(['name', 'email'] as const);
    form.settle('name', undefined);
    form.settle('email', fieldProblem('email', 'invalid'));
    expect(form.valid).toEqual({ name: true, email: undefined });
    expect(form.errors.email?.reason).toBe('invalid');
  });

  it('is no longer known valid once she changes it', () => {
    const form = new FormState(['name'] as const);
    form.settle('name', undefined);
    form.mark('name', undefined);
    expect(form.valid.name).toBeUndefined();
  });

  it('the form’s check shows every given field without a problem valid, never an empty one', () => {
    const form = new FormState(['name', 'city', 'email'] as const);
    expect(form.check(schema, { name: 'Anna', city: '', email: 'nope' })).toBe(false);
    expect(form.valid).toEqual({ name: true });
    expect(Object.keys(form.errors)).toEqual(['email']);
  });

  it('a field the answer faults is not valid any more; a new try forgets all', () => {
    const form = new FormState(['name', 'email'] as const);
    form.check(schema, { name: 'Anna', email: 'anna@example.nl' });
    expect(form.valid).toEqual({ name: true, email: true });
    form.place({ code: 'email_taken', field: 'email' });
    expect(form.valid).toEqual({ name: true, email: undefined });
    form.clear();
    expect(form.valid).toEqual({});
  });
});
