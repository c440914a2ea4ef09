import type { LocalisedCopy } from './copy';

/* Issue 23, decision 0059: the one reminder mail (category reminders), a day after signup to a member without a photo. */
export const reminder: LocalisedCopy = {
  nl: {
    subject: 'Voeg een foto toe aan je profiel',
    greeting: 'Hoi {name},',
    paragraphs: [
      'Leden met een foto krijgen veel meer reacties op {site}. Laat zien wie je bent: een foto toevoegen duurt maar even.',
      'Een gewone, duidelijke foto van jezelf werkt het best.',
    ],
    button: 'Foto toevoegen',
    after: [],
  },
  en: {
    subject: 'Add a photo to your profile',
    greeting: 'Hi {name},',
    paragraphs: [
      'Members with a photo get far more replies on {site}. Show who you are: adding a photo only takes a moment.',
      'A plain, clear photo of yourself works best.',
    ],
    button: 'Add a photo',
    after: [],
  },
};
