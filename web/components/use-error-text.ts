import { ABOUT_MAX_LENGTH } from '../../domain/profiles/profile-details';
import { errorText } from '../api/error-text';
import type { Problem } from '../api/problem';
import { useT } from '../i18n/use-t';
import { useStore } from '../stores/store-context';

/** Words for a store's problem in the tab's language, with the site's limits the texts name (web/api/error-text.ts). */
export function useErrorText() {
  const t = useT();
  const settings = useStore().settings.settings;
  const values = { minAge: settings.min_age, mb: settings.upload_max_megabytes, mp: settings.upload_max_megapixels, max: ABOUT_MAX_LENGTH };
  return (problem: Problem | null | undefined): string | undefined => (problem ? errorText(t, problem.code, { ...values, ...problem }) : undefined);
}
