import type { MessageKey } from '../../i18n/message-key';

/** One choice of a profile select: the stored value (Dutch, as the profiles hold it) and its label. */
export interface ProfileOption {
  readonly value: string;
  readonly label: MessageKey;
}

const options = (prefix: string, pairs: ReadonlyArray<readonly [string, string]>): readonly ProfileOption[] =>
  pairs.map(([value, key]) => ({ value, label: `signup.option.${prefix}.${key}` as MessageKey }));

/** The personal-info selects of signup step 2, in form order: profile field, label and choices. */
export const PERSONAL_FIELDS: ReadonlyArray<{ field: string; label: MessageKey; options: readonly ProfileOption[] }> = [
  {
    field: 'reason',
    label: 'signup.reason',
    options: options('reason', [
      ['Een serieuze relatie', 'serious'],
      ['Vriendschap', 'friendship'],
      ['Iets spannends', 'exciting'],
      ['Eerst chatten, dan zien', 'chatFirst'],
      ['Gewoon kijken wat er gebeurt', 'seeWhatHappens'],
    ]),
  },
  {
    field: 'hair_colour',
    label: 'signup.hairColour',
    options: options('hair', [
      ['Blond', 'blond'],
      ['Bruin', 'brown'],
      ['Donkerbruin', 'darkBrown'],
      ['Zwart', 'black'],
      ['Rood', 'red'],
      ['Grijs', 'grey'],
      ['Kaal', 'bald'],
    ]),
  },
  {
    field: 'eye_colour',
    label: 'signup.eyeColour',
    options: options('eye', [
      ['Blauw', 'blue'],
      ['Bruin', 'brown'],
      ['Groen', 'green'],
      ['Grijs', 'grey'],
      ['Hazelnoot', 'hazel'],
    ]),
  },
  {
    field: 'body_type',
    label: 'signup.bodyType',
    options: options('body', [
      ['Slank', 'slim'],
      ['Gemiddeld', 'average'],
      ['Sportief', 'athletic'],
      ['Gespierd', 'muscular'],
      ['Een paar kilo extra', 'extraKilos'],
      ['Mollig', 'curvy'],
    ]),
  },
  {
    field: 'relationship_status',
    label: 'signup.relationshipStatus',
    options: options('relationship', [
      ['Single', 'single'],
      ['Gescheiden', 'divorced'],
      ['Weduwe', 'widow'],
      ['Weduwnaar', 'widower'],
      ['Het is ingewikkeld', 'complicated'],
    ]),
  },
  {
    field: 'tattoos',
    label: 'signup.tattoos',
    options: options('tattoos', [
      ['Geen', 'none'],
      ['Een paar', 'few'],
      ['Veel', 'many'],
    ]),
  },
];

/** The interests the catalogue has a label for (signup.interest.*): the default settings' interests. */
const LABELLED_INTERESTS: ReadonlySet<string> = new Set(['reizen', 'koken', 'sport', 'muziek', 'films', 'lezen', 'natuur', 'dansen', 'gamen', 'kunst', 'fotografie', 'uitgaan']);

/** The label key of an interest from settings.interests, or undefined for one the catalogue does not know. */
export function interestLabel(interest: string): MessageKey | undefined {
  return LABELLED_INTERESTS.has(interest) ? (`signup.interest.${interest}` as MessageKey) : undefined;
}
