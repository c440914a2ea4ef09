import { describe, expect, it } from 'vitest';
import { LOGIN_FORM_PROBLEMS, formProblemOf, formProblemQuery } from './form-problem';

const { codes, fields } = LOGIN_FORM_PROBLEMS;
const read = (query: string) => formProblemOf(Object.fromEntries(new URLSearchParams(query)), codes, fields);

describe('a form post problem in the page query', () => {
  it('reads back what the bff wrote', () => {
    const problem = { code: 'invalid_input', field: 'email', reason: 'required' } as const;
    expect(read(formProblemQuery(problem))).toEqual(problem);
    expect(read(formProblemQuery({ code: 'login_locked', minutes: 12 }))).toEqual({ code: 'login_locked', minutes: 12 });
  });

  it("reads only the form's own codes and fields, so a crafted link shows no other text", () => {
    expect(read('problem=payment_failed')).toBeUndefined();
    expect(read('')).toBeUndefined();
    expect(read('problem=invalid_input&field=iban&reason=required')).toEqual({ code: 'invalid_input' });
    expect(read('problem=invalid_input&field=email&reason=<b>')).toEqual({ code: 'invalid_input', field: 'email' });
    expect(read('problem=login_locked&minutes=-1')).toEqual({ code: 'login_locked' });
    expect(read('problem=login_locked&minutes=99999')).toEqual({ code: 'login_locked' });
  });
});
