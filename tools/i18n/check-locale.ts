import { allProblemsOf, localesWithFiles } from './locale-check';

// `npm run i18n:check -- de fr` (or no argument: every locale with web files): what a locale's texts (web, mail, push,
// order confirmation) still lack
// before it may be served (web/i18n/locale.ts LOCALES, decision 0060).
const locales = process.argv.slice(2).length > 0 ? process.argv.slice(2) : localesWithFiles();
let failed = false;
for (const locale of locales) {
  const problems = allProblemsOf(locale);
  for (const problem of problems) console.log(problem);
  console.log(problems.length === 0 ? `${locale}: complete` : `${locale}: ${problems.length} problems`);
  failed ||= problems.length > 0;
}
process.exit(failed ? 1 : 0);
