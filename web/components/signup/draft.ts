/**
 * SPEC §3 signup form draft (email, name, password, date_of_birth, signup_message) plus the current step,
 * kept in sessionStorage so a reload does not lose them; tab-scoped and cleared when signup completes.
 * The password is dropped as soon as the account exists: nothing needs it after step 0.
 */
export interface SignupDraft {
  email: string;
  name: string;
  password: string;
  /** YYYY-MM-DD; parts may be empty while the member is still choosing. */
  date_of_birth: string;
  signup_message: string;
  gender: string;
  sexuality: string;
  country: string;
  region: string;
  city: string;
}

export interface SignupProgress {
  /** 0 = profile form; 1–4 = the steps after the account exists. */
  step: number;
  /** Where the signup runs, so a reload reopens the modal rather than the page. */
  mode: 'page' | 'modal';
  draft: SignupDraft;
}

const KEY = 'hs_signup';
/** Fired on window whenever the stored progress changes (the activation reminder waits for the steps to end). */
export const PROGRESS_EVENT = 'hs:signup-progress';
const announce = () => window.dispatchEvent(new Event(PROGRESS_EVENT));
export const LAST_STEP = 4;

export const emptyDraft = (country: string): SignupDraft => ({
  email: '',
  name: '',
  password: '',
  date_of_birth: '--',
  signup_message: '',
  gender: '',
  sexuality: '',
  country,
  region: '',
  city: '',
});

export function loadProgress(): SignupProgress | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<SignupProgress>;
    if (typeof parsed.step !== 'number' || parsed.step < 0 || parsed.step > LAST_STEP || !parsed.draft) return undefined;
    return { step: parsed.step, mode: parsed.mode === 'modal' ? 'modal' : 'page', draft: parsed.draft };
  } catch {
    return undefined;
  }
}

export function saveProgress(progress: SignupProgress) {
  try {
    const draft = progress.step > 0 ? { ...progress.draft, password: '' } : progress.draft;
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...progress, draft }));
  } catch {
    // Private mode or storage full: the signup still works, it just does not survive a reload.
  }
  announce();
}

export function clearProgress() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
  announce();
}

/** A signup whose account exists but whose steps are not finished: the modal may not be dismissed. */
export const inProgress = (step: number) => step > 0 && step <= LAST_STEP;

export function dateParts(date: string): { year: string; month: string; day: string } {
  const [year = '', month = '', day = ''] = date.split('-');
  return { year, month, day };
}

export const joinDate = (year: string, month: string, day: string) =>
  `${year}-${month ? month.padStart(2, '0') : ''}-${day ? day.padStart(2, '0') : ''}`;
