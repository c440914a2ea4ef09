/**
 * Pure generation of believable demo members: the same seed and `today` always give the same members.
 * Nothing here touches the database, the file system or the clock.
 */
import { regionData, type City, type Region } from '../../adapters/geo/region-data';
import type { Gender, Sexuality } from '../../domain/profiles/profile';

export type DemoCountry = 'NL' | 'BE' | 'DE';

export interface DemoProfile {
  readonly name: string;
  readonly gender: Gender;
  readonly sexuality: Sexuality;
  readonly dateOfBirth: Date;
  readonly country: DemoCountry;
  readonly region: string;
  readonly city: string;
  readonly reason: string;
  readonly hairColour: string;
  readonly eyeColour: string;
  readonly bodyType: string;
  readonly relationshipStatus: string;
  readonly tattoos: string;
  readonly interests: readonly string[];
  readonly about: string;
}

export interface DemoMember {
  /** 1-based position in the generated list; names the avatar files. */
  readonly index: number;
  readonly email: string;
  readonly language: 'nl' | 'de';
  readonly fictional: boolean;
  readonly signupDate: Date;
  readonly profile: DemoProfile;
}

export interface DemoMemberOptions {
  readonly today: Date;
  readonly count?: number;
  readonly seed?: number;
}

export const DEFAULT_DEMO_COUNT = 198;
export const DEFAULT_DEMO_SEED = 20261122;
export const DEMO_EMAIL_DOMAIN = 'demo.hartslag.example';
export const MIN_AGE = 18;
export const MAX_AGE = 70;
export const SIGNUP_SPREAD_DAYS = 200;

export const REASONS = ['Een serieuze relatie', 'Vriendschap', 'Iets spannends', 'Eerst chatten, dan zien', 'Gewoon kijken wat er gebeurt'] as const;
export const HAIR_COLOURS = ['Blond', 'Bruin', 'Donkerbruin', 'Zwart', 'Rood', 'Grijs', 'Kaal'] as const;
export const EYE_COLOURS = ['Blauw', 'Bruin', 'Groen', 'Grijs', 'Hazelnoot'] as const;
export const BODY_TYPES = ['Slank', 'Gemiddeld', 'Sportief', 'Gespierd', 'Een paar kilo extra', 'Mollig'] as const;
export const RELATIONSHIP_STATUSES = ['Single', 'Gescheiden', 'Weduwe', 'Weduwnaar', 'Het is ingewikkeld'] as const;
export const TATTOOS = ['Geen', 'Een paar', 'Veel'] as const;
export const INTERESTS = ['reizen', 'koken', 'sport', 'muziek', 'films', 'lezen', 'natuur', 'dansen', 'gamen', 'kunst', 'fotografie', 'uitgaan'] as const;
export type Interest = (typeof INTERESTS)[number];

/** mulberry32: a tiny, fast, well-spread 32-bit PRNG. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [item, w] of entries) {
      roll -= w;
      if (roll < 0) return item;
    }
    return entries[entries.length - 1][0];
  }
  /** `n` distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    return pool.slice(0, n);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Names

const FIRST_NAMES: Record<DemoCountry, Record<Gender, readonly string[]>> = {
  NL: {
    female: ['Anna', 'Sanne', 'Lotte', 'Emma', 'Fleur', 'Eva', 'Iris', 'Femke', 'Sophie', 'Julia', 'Lieke', 'Anouk', 'Marloes', 'Ilse', 'Esther', 'Marieke', 'Linda', 'Monique', 'Petra', 'Ingrid', 'Karin', 'Wendy', 'Naomi', 'Roos', 'Nienke', 'Merel', 'Saskia', 'Yvonne', 'Annemarie', 'Mirjam', 'Jolien', 'Maaike', 'Sarah', 'Tessa', 'Noor'],
    male: ['Daan', 'Sem', 'Bram', 'Thijs', 'Lars', 'Jeroen', 'Martijn', 'Ruben', 'Niels', 'Tim', 'Sander', 'Jasper', 'Bas', 'Joost', 'Mark', 'Erik', 'Peter', 'Hans', 'Wouter', 'Rik', 'Koen', 'Stijn', 'Gijs', 'Maarten', 'Dennis', 'Marco', 'Remco', 'Frank', 'Rob', 'Vincent', 'Jelle', 'Pieter', 'Hugo', 'Teun', 'Wim'],
  },
  BE: {
    female: ['Lien', 'Elke', 'Sofie', 'Lore', 'Jana', 'Marie', 'Hanne', 'Ellen', 'Katrien', 'Griet', 'Leen', 'Nele', 'An', 'Inge', 'Veerle', 'Els', 'Kaat', 'Evelien', 'Febe', 'Lotte', 'Liesbeth', 'Nathalie', 'Ann', 'Charlotte', 'Margot', 'Fien', 'Ine'],
    male: ['Jens', 'Pieter', 'Wouter', 'Tom', 'Koen', 'Stijn', 'Bart', 'Dries', 'Jeroen', 'Kristof', 'Geert', 'Joris', 'Wim', 'Steven', 'Filip', 'Lander', 'Arne', 'Seppe', 'Tibo', 'Ruben', 'Nico', 'Dirk', 'Frederik', 'Maarten', 'Gert', 'Warre', 'Brecht'],
  },
  DE: {
    female: ['Anna', 'Lena', 'Laura', 'Julia', 'Katharina', 'Sarah', 'Lisa', 'Hannah', 'Sabine', 'Petra', 'Claudia', 'Susanne', 'Andrea', 'Nicole', 'Stefanie', 'Melanie', 'Jana', 'Franziska', 'Miriam', 'Johanna', 'Lea', 'Carina', 'Birgit', 'Anja', 'Heike', 'Sophie'],
    male: ['Lukas', 'Jonas', 'Felix', 'Maximilian', 'Tobias', 'Florian', 'Sebastian', 'Stefan', 'Michael', 'Thomas', 'Andreas', 'Markus', 'Daniel', 'Christian', 'Jan', 'Matthias', 'Alexander', 'Philipp', 'Uwe', 'Jürgen', 'Wolfgang', 'Frank', 'Tim', 'Moritz', 'Niklas', 'Benedikt'],
  },
};

const LAST_NAMES: Record<DemoCountry, readonly string[]> = {
  NL: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Smits', 'de Graaf', 'van der Meer', 'Kok', 'Jacobs', 'Vermeulen', 'Willems', 'Postma'],
  BE: ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Dubois', 'Hermans', 'Aerts', 'Pauwels', 'Vermeulen', 'Van Damme', 'De Backer', 'Michiels', 'Desmet', 'Verhoeven', 'Declercq', 'Coppens', 'Lemmens', 'Segers', 'Van den Broeck'],
  DE: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange'],
};

// ---------------------------------------------------------------------------------------------------------------
// Where people live: rough population weights so Zuid-Holland has more members than Zeeland.

const REGION_WEIGHTS: Record<DemoCountry, Record<string, number>> = {
  NL: {
    'Zuid-Holland': 3.8, 'Noord-Holland': 3.0, 'Noord-Brabant': 2.6, Gelderland: 2.1, Utrecht: 1.4, Overijssel: 1.2,
    Limburg: 1.1, Friesland: 0.65, Groningen: 0.6, Drenthe: 0.5, Flevoland: 0.45, Zeeland: 0.4,
  },
  BE: {
    Antwerpen: 1.9, 'Oost-Vlaanderen': 1.6, 'West-Vlaanderen': 1.2, 'Vlaams-Brabant': 1.2, Brussel: 1.0, Limburg: 0.9,
    Henegouwen: 0.5, Luik: 0.4, 'Waals-Brabant': 0.3, Namen: 0.25, Luxemburg: 0.15,
  },
  DE: {
    'Nordrhein-Westfalen': 4.0, Bayern: 3.0, 'Baden-Württemberg': 2.5, Niedersachsen: 2.0, Hessen: 1.4, Berlin: 1.3,
    'Rheinland-Pfalz': 0.9, Sachsen: 0.9, Hamburg: 0.8, 'Schleswig-Holstein': 0.7, Brandenburg: 0.55, 'Sachsen-Anhalt': 0.5,
    Thüringen: 0.45, 'Mecklenburg-Vorpommern': 0.35, Saarland: 0.25, Bremen: 0.3,
  },
};

// ---------------------------------------------------------------------------------------------------------------
// About texts, composed from fragments so no two read quite the same.

const INTEREST_PHRASES_NL: Record<Interest, readonly string[]> = {
  reizen: ['reizen', 'nieuwe steden ontdekken', 'een weekendje weg'],
  koken: ['koken voor vrienden', 'uitgebreid koken', 'nieuwe recepten uitproberen'],
  sport: ['sporten', 'hardlopen', 'een rondje fietsen'],
  muziek: ['muziek', 'concerten', 'een goed festival'],
  films: ['films kijken', 'een avondje bioscoop', 'een goede serie'],
  lezen: ['lezen', 'een goed boek', 'thrillers lezen'],
  natuur: ['wandelen in de natuur', 'lange boswandelingen', 'het strand'],
  dansen: ['dansen', 'salsa', 'een avondje dansen'],
  gamen: ['gamen', 'een spelletje op de bank', 'bordspellen'],
  kunst: ['musea', 'kunst', 'tekenen en schilderen'],
  fotografie: ['fotografie', 'fotograferen', 'mooie plekken vastleggen'],
  uitgaan: ['uitgaan', 'een terrasje pakken', 'een borrel met vrienden'],
};

const INTEREST_PHRASES_DE: Record<Interest, readonly string[]> = {
  reizen: ['Reisen', 'neue Städte entdecken', 'Kurztrips'],
  koken: ['Kochen für Freunde', 'neue Rezepte ausprobieren', 'gutes Essen'],
  sport: ['Sport', 'Joggen', 'Radfahren'],
  muziek: ['Musik', 'Konzerte', 'Festivals'],
  films: ['Filme', 'Kinoabende', 'gute Serien'],
  lezen: ['Lesen', 'ein gutes Buch', 'Krimis'],
  natuur: ['Wandern', 'lange Spaziergänge im Wald', 'die Natur'],
  dansen: ['Tanzen', 'Salsa', 'einen Abend auf der Tanzfläche'],
  gamen: ['Gaming', 'Brettspiele', 'einen Spieleabend'],
  kunst: ['Museen', 'Kunst', 'Malen'],
  fotografie: ['Fotografie', 'Fotografieren', 'schöne Orte festhalten'],
  uitgaan: ['Ausgehen', 'ein Feierabendbier', 'einen Abend mit Freunden'],
};

const OPENERS_NL = [
  'Hoi! Leuk dat je op mijn profiel kijkt.',
  'Hallo daar!',
  'Hey, welkom op mijn profiel.',
  'Even kort over mij:',
  'Ik ben nieuw hier, dus even voorstellen.',
  'Goed dat je er bent!',
  'Hoi,',
  '',
];
const SELF_NL = [
  'Ik ben een spontaan en nuchter persoon met een flinke dosis humor.',
  'Vrienden omschrijven me als zorgzaam, eerlijk en een beetje eigenwijs.',
  'Ik sta positief in het leven en lach graag.',
  'Ik ben wat rustiger, maar als je me eenmaal kent praat ik je de oren van je hoofd.',
  'Ik werk hard, maar weet ook hoe ik moet genieten.',
  'Ik ben avontuurlijk en sta altijd open voor iets nieuws.',
  'Ik hou van gezelligheid en een goed gesprek.',
  'Ik ben een echt ochtendmens, koffie en ik zijn beste vrienden.',
  'Ik ben recht door zee en hou van duidelijkheid.',
];
const WORK_NL = [
  'Overdag werk ik in de zorg.',
  'Ik werk in het onderwijs.',
  'Ik heb mijn eigen bedrijfje.',
  'Ik werk in de IT.',
  'Ik studeer nog.',
  'Ik werk als verpleegkundige.',
  'Ik zit in de techniek.',
  'Ik werk op kantoor, maar ben het liefst buiten.',
  '',
  '',
];
const LOOKING_NL: Record<(typeof REASONS)[number], readonly string[]> = {
  'Een serieuze relatie': ['Ik zoek iemand om samen oud mee te worden.', 'Ik ben klaar voor iets serieus.', 'Op zoek naar een maatje voor het leven.'],
  Vriendschap: ['Ik zoek vooral leuke mensen om dingen mee te ondernemen.', 'Een nieuwe vriendschap zou ik heel leuk vinden.'],
  'Iets spannends': ['Ik hou van een beetje spanning.', 'Geen verplichtingen, wel veel plezier.'],
  'Eerst chatten, dan zien': ['Eerst even chatten, en als het klikt spreken we af.', 'Stuur gerust een berichtje, dan kijken we of het klikt.'],
  'Gewoon kijken wat er gebeurt': ['Ik zie wel waar het schip strandt.', 'Geen verwachtingen, gewoon kijken wat er gebeurt.'],
};
const CLOSERS_NL = ['Stuur me gerust een berichtje!', 'Durf jij de eerste stap te zetten?', 'Tot snel!', 'Groetjes!', '', ''];

const OPENERS_DE = ['Hallo!', 'Hi, schön dass du hier bist.', 'Kurz zu mir:', 'Hey!', ''];
const SELF_DE = [
  'Ich bin ein offener und ehrlicher Mensch mit viel Humor.',
  'Freunde sagen, ich bin zuverlässig und ein bisschen verrückt.',
  'Ich bin eher ruhig, aber wenn man mich kennt, bin ich sehr gesellig.',
  'Ich bin spontan und für jeden Spaß zu haben.',
  'Ich lache gern und sehe das Leben positiv.',
  'Ich arbeite viel, genieße aber auch meine Freizeit.',
];
const LOOKING_DE: Record<(typeof REASONS)[number], readonly string[]> = {
  'Een serieuze relatie': ['Ich suche etwas Ernstes.', 'Ich suche jemanden, mit dem ich alt werden kann.'],
  Vriendschap: ['Ich freue mich über neue Freundschaften.', 'Ich suche nette Leute für gemeinsame Unternehmungen.'],
  'Iets spannends': ['Ein bisschen Abenteuer darf gern sein.', 'Keine Verpflichtungen, dafür viel Spaß.'],
  'Eerst chatten, dan zien': ['Erst schreiben, dann treffen.', 'Schreib mir einfach, dann sehen wir, ob es passt.'],
  'Gewoon kijken wat er gebeurt': ['Mal sehen, was sich ergibt.', 'Ohne Erwartungen, einfach schauen, was passiert.'],
};
const CLOSERS_DE = ['Schreib mir einfach!', 'Bis bald!', 'Liebe Grüße!', ''];

function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function composeAbout(
  random: Random,
  german: boolean,
  city: string,
  interests: readonly Interest[],
  reason: (typeof REASONS)[number],
): string {
  const shown = interests.slice(0, random.int(1, Math.min(3, interests.length)));
  if (german) {
    const phrases = shown.map((i) => random.pick(INTEREST_PHRASES_DE[i]));
    const parts = [
      random.pick(OPENERS_DE),
      random.pick(SELF_DE),
      random.chance(0.4) ? `Ich wohne in ${city}.` : '',
      `In meiner Freizeit mag ich ${joinList(phrases, 'und')}.`,
      random.pick(LOOKING_DE[reason]),
      random.pick(CLOSERS_DE),
    ];
    return parts.filter(Boolean).join(' ');
  }
  const phrases = shown.map((i) => random.pick(INTEREST_PHRASES_NL[i]));
  const interestSentence = random.pick([
    `Ik hou van ${joinList(phrases, 'en')}.`,
    `In mijn vrije tijd ben ik vaak bezig met ${joinList(phrases, 'en')}.`,
    `Je kunt me blij maken met ${joinList(phrases, 'of')}.`,
  ]);
  const parts = [
    random.pick(OPENERS_NL),
    random.pick(SELF_NL),
    random.chance(0.35) ? `Ik woon in ${city}.` : random.pick(WORK_NL),
    interestSentence,
    random.pick(LOOKING_NL[reason]),
    random.pick(CLOSERS_NL),
  ];
  return parts.filter(Boolean).join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

const DAY_MS = 86_400_000;

/** Midnight UTC of the day `date` falls on (UTC). */
export function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** A birth date at UTC midnight on which someone is exactly `age` on `today`. */
export function birthDateForAge(age: number, today: Date, random: Random): Date {
  const day = utcDay(today);
  // Latest: the birthday is today. Earliest: the day after the birthday one year further back.
  const latest = Date.UTC(day.getUTCFullYear() - age, day.getUTCMonth(), day.getUTCDate());
  const earliest = Date.UTC(day.getUTCFullYear() - age - 1, day.getUTCMonth(), day.getUTCDate()) + DAY_MS;
  const days = Math.round((latest - earliest) / DAY_MS);
  return new Date(earliest + random.int(0, days) * DAY_MS);
}

function pickAge(random: Random): number {
  return random.weighted<() => number>([
    [() => random.int(18, 24), 0.13],
    [() => random.int(25, 45), 0.62],
    [() => random.int(46, 55), 0.15],
    [() => random.int(56, 70), 0.1],
  ])();
}

// ---------------------------------------------------------------------------------------------------------------

function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function pickRegion(random: Random, country: DemoCountry): { region: Region; city: City } {
  const regions = regionData[country];
  const region = random.weighted(regions.map((r) => [r, REGION_WEIGHTS[country][r.name] ?? 1] as const));
  // The first city listed is the biggest one: give it more people.
  const city = random.weighted(region.cities.map((cty, i) => [cty, i === 0 ? 3 : 1] as const));
  return { region, city };
}

function pickHair(random: Random, gender: Gender, age: number): string {
  const grey = age >= 55 ? 0.45 : age >= 45 ? 0.15 : 0.01;
  const bald = gender === 'male' ? (age >= 50 ? 0.18 : age >= 35 ? 0.08 : 0.02) : 0;
  if (random.chance(bald)) return 'Kaal';
  if (random.chance(grey)) return 'Grijs';
  return random.weighted([
    ['Blond', 3],
    ['Bruin', 4],
    ['Donkerbruin', 3],
    ['Zwart', 1.5],
    ['Rood', 0.6],
  ] as const);
}

function pickRelationshipStatus(random: Random, gender: Gender, age: number): string {
  const divorced = age >= 50 ? 0.35 : age >= 35 ? 0.2 : 0.03;
  const widowed = age >= 60 ? 0.15 : age >= 50 ? 0.05 : 0;
  if (random.chance(widowed)) return gender === 'female' ? 'Weduwe' : 'Weduwnaar';
  if (random.chance(divorced)) return 'Gescheiden';
  return random.chance(0.08) ? 'Het is ingewikkeld' : 'Single';
}

/** Generates `count` demo members (default 198). Same seed and today → the same members. */
export function generateDemoMembers(options: DemoMemberOptions): DemoMember[] {
  const count = options.count ?? DEFAULT_DEMO_COUNT;
  const random = new Random(options.seed ?? DEFAULT_DEMO_SEED);
  const today = options.today;
  const usedEmails = new Set<string>();
  const members: DemoMember[] = [];

  for (let index = 1; index <= count; index++) {
    const gender: Gender = random.chance(0.5) ? 'female' : 'male';
    const country = random.weighted<DemoCountry>([
      ['NL', 0.6],
      ['BE', 0.2],
      ['DE', 0.2],
    ]);
    const age = pickAge(random);
    const dateOfBirth = birthDateForAge(age, today, random);
    const roll = random.float();
    const sexuality: Sexuality = roll < 0.85 ? 'hetero' : roll < 0.93 ? (gender === 'male' ? 'gay' : 'lesbian') : 'bi';
    const { region, city } = pickRegion(random, country);
    const firstName = random.pick(FIRST_NAMES[country][gender]);
    const lastName = random.pick(LAST_NAMES[country]);

    let email: string;
    do {
      email = `${asciiSlug(firstName)}.${asciiSlug(lastName)}${random.int(10, 99)}@${DEMO_EMAIL_DOMAIN}`;
    } while (usedEmails.has(email));
    usedEmails.add(email);

    const reason = random.weighted<(typeof REASONS)[number]>([
      ['Een serieuze relatie', 4],
      ['Eerst chatten, dan zien', 3],
      ['Vriendschap', 1.5],
      ['Iets spannends', 1.5],
      ['Gewoon kijken wat er gebeurt', 2],
    ]);
    const interests = random.sample(INTERESTS, random.int(2, 5));
    const german = country === 'DE' && random.chance(0.7);
    const hairColour = pickHair(random, gender, age);
    const eyeColour = random.weighted([
      ['Blauw', 4],
      ['Bruin', 4],
      ['Groen', 1.5],
      ['Grijs', 1],
      ['Hazelnoot', 1.5],
    ] as const);
    const bodyType = random.weighted([
      ['Slank', 2.5],
      ['Gemiddeld', 4],
      ['Sportief', 2.5],
      [gender === 'male' ? 'Gespierd' : 'Slank', 0.8],
      ['Een paar kilo extra', 2],
      ['Mollig', 0.8],
    ] as const);
    const relationshipStatus = pickRelationshipStatus(random, gender, age);
    const tattoos = random.weighted([
      ['Geen', age > 50 ? 8 : 5],
      ['Een paar', 3],
      ['Veel', age > 50 ? 0.3 : 1],
    ] as const);
    const about = composeAbout(random, german, city.name, interests, reason);
    const fictional = random.chance(0.1);
    const signupDate = new Date(utcDay(today).getTime() - random.int(0, SIGNUP_SPREAD_DAYS) * DAY_MS + random.int(7 * 3600, 23 * 3600) * 1000);

    members.push({
      index,
      email,
      language: german ? 'de' : 'nl',
      fictional,
      signupDate: signupDate.getTime() > today.getTime() ? new Date(today.getTime()) : signupDate,
      profile: {
        name: firstName,
        gender,
        sexuality,
        dateOfBirth,
        country,
        region: region.name,
        city: city.name,
        reason,
        hairColour,
        eyeColour,
        bodyType,
        relationshipStatus,
        tattoos,
        interests,
        about,
      },
    });
  }
  return members;
}

// ---------------------------------------------------------------------------------------------------------------
// The two logins a demo visitor is told about.

export interface KnownDemoLogin {
  readonly email: string;
  readonly password: string;
  readonly description: string;
  readonly premium: boolean;
  readonly member: DemoMember;
}

/** The premium member `demo@` and the free member `lisa@`, with their places in the avatar numbering after the crowd. */
export function knownDemoLogins(today: Date, firstIndex: number): KnownDemoLogin[] {
  const random = new Random(DEFAULT_DEMO_SEED ^ 0x5eed);
  const signupDate = (daysAgo: number) => new Date(utcDay(today).getTime() - daysAgo * DAY_MS + 10 * 3600_000);
  return [
    {
      email: 'demo@hartslag.example',
      password: 'demo-wachtwoord-2026',
      description: 'Premium member (Sanne, 34, Amsterdam): paid user with 500 credits',
      premium: true,
      member: {
        index: firstIndex,
        email: 'demo@hartslag.example',
        language: 'nl',
        fictional: false,
        signupDate: signupDate(120),
        profile: {
          name: 'Sanne',
          gender: 'female',
          sexuality: 'hetero',
          dateOfBirth: birthDateForAge(34, today, random),
          country: 'NL',
          region: 'Noord-Holland',
          city: 'Amsterdam',
          reason: 'Een serieuze relatie',
          hairColour: 'Blond',
          eyeColour: 'Blauw',
          bodyType: 'Sportief',
          relationshipStatus: 'Single',
          tattoos: 'Een paar',
          interests: ['reizen', 'koken', 'fotografie', 'natuur'],
          about:
            'Hoi! Ik ben Sanne, woon in Amsterdam en werk als grafisch ontwerper. In het weekend fiets ik graag naar het strand of sta ik uitgebreid te koken voor vrienden. Ik zoek iemand met humor die ook van een spontaan weekendje weg houdt.',
        },
      },
    },
    {
      email: 'lisa@hartslag.example',
      password: 'lisa-wachtwoord-2026',
      description: 'Free member (Lisa, 29, Utrecht): 3 free messages, 0 credits',
      premium: false,
      member: {
        index: firstIndex + 1,
        email: 'lisa@hartslag.example',
        language: 'nl',
        fictional: false,
        signupDate: signupDate(3),
        profile: {
          name: 'Lisa',
          gender: 'female',
          sexuality: 'hetero',
          dateOfBirth: birthDateForAge(29, today, random),
          country: 'NL',
          region: 'Utrecht',
          city: 'Utrecht',
          reason: 'Eerst chatten, dan zien',
          hairColour: 'Bruin',
          eyeColour: 'Groen',
          bodyType: 'Slank',
          relationshipStatus: 'Single',
          tattoos: 'Geen',
          interests: ['muziek', 'lezen', 'dansen'],
          about:
            'Hallo! Ik ben Lisa uit Utrecht. Ik werk in het onderwijs en ben gek op muziek, een goed boek en af en toe een avondje dansen. Eerst even chatten, en als het klikt drinken we een koffie aan de gracht.',
        },
      },
    },
  ];
}
