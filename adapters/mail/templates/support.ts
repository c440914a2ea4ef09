import type { LocalisedCopy } from './copy';

/** To the operator's support address: a member reported a profile or a conversation (issue 9). */
export const report: LocalisedCopy = {
  nl: {
    subject: 'Melding over een lid van {site}',
    greeting: 'Hallo support,',
    paragraphs: ['{name} heeft een melding gedaan. De gegevens staan hieronder; de melding is ook opgeslagen.'],
    button: 'Open het gemelde profiel',
    after: ['Beantwoord de melder binnen twee werkdagen en vermeld de referentie.'],
  },
  en: {
    subject: 'Report about a member of {site}',
    greeting: 'Hello support,',
    paragraphs: ['{name} made a report. The details are below; the report is stored as well.'],
    button: 'Open the reported profile',
    after: ['Answer the reporter within two working days and quote the reference.'],
  },
};

/** To the operator's support address: a complaint from the complaints page (SPEC §2). */
export const complaint: LocalisedCopy = {
  nl: {
    subject: 'Klacht via {site}',
    greeting: 'Hallo support,',
    paragraphs: ['Er is een klacht ingediend door {name}. De gegevens staan hieronder; de klacht is ook opgeslagen.'],
    button: 'Open de site',
    after: ['Beantwoord de klacht binnen twee werkdagen en vermeld de referentie.'],
  },
  en: {
    subject: 'Complaint through {site}',
    greeting: 'Hello support,',
    paragraphs: ['{name} filed a complaint. The details are below; the complaint is stored as well.'],
    button: 'Open the site',
    after: ['Answer the complaint within two working days and quote the reference.'],
  },
};
