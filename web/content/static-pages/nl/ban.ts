import type { StaticPageContent } from '../types';

const ban: StaticPageContent = {
  title: 'Blokkeringsbeleid',
  lead: 'Iedereen moet zich veilig en welkom voelen op {name}. Daarom gelden er huisregels. Hier lees je wat niet mag, wat we doen als iemand de regels breekt, en hoe je bezwaar maakt.',
  sections: [
    {
      id: 'wat-niet-mag',
      heading: 'Hier blokkeren we een account voor',
      blocks: [
        [
          '**Minderjarigheid**: je bent jonger dan {min_age} jaar, of je doet je voor als iemand die jonger is.',
          '**Een nepidentiteit**: je gebruikt de naam of foto’s van iemand anders, of je maakt meerdere accounts.',
          '**Intimidatie en bedreiging**: je blijft iemand berichten die duidelijk geen contact wil, je scheldt, dreigt of chanteert.',
          '**Haat en discriminatie**: je beledigt of bedreigt iemand om afkomst, geloof, geslacht, seksuele voorkeur, beperking of leeftijd.',
          '**Beelden zonder toestemming**: je deelt naaktbeelden of andere privébeelden van iemand die daar geen toestemming voor gaf.',
          '**Geld en seks**: je vraagt of biedt geld, cadeaus of andere betaling voor seks, of je biedt escort- of andere betaalde diensten aan.',
          '**Oplichting**: je vraagt andere leden om geld, bankgegevens of inloggegevens, of je lokt ze naar een andere site.',
          '**Reclame en spam**: je maakt reclame, stuurt massaal dezelfde berichten of plaatst links naar andere diensten.',
          '**Persoonsgegevens van anderen**: je deelt adressen, telefoonnummers of andere gegevens van iemand anders zonder diens toestemming.',
          '**Misbruik van de site**: je probeert de beveiliging te omzeilen, andermans account over te nemen of de site te verstoren, of je laat een betaling onterecht terugboeken.',
          '**Illegale inhoud**: alles wat in Nederland strafbaar is. Seksueel beeldmateriaal van minderjarigen melden we altijd bij de politie.',
        ],
      ],
    },
    {
      id: 'wat-we-doen',
      heading: 'Wat we doen',
      blocks: [
        'Bij een kleine overtreding krijg je eerst een waarschuwing en halen we de inhoud weg die niet mag. Bij een ernstige of herhaalde overtreding blokkeren we je account direct. Een geblokkeerd lid kan niet meer inloggen en is voor niemand meer te zien. Wie een blokkering omzeilt met een nieuw account, wordt opnieuw geblokkeerd.',
        'We laten je altijd per e-mail weten welke maatregel we namen en waarom: om welke regel het gaat en om welke inhoud of welk gedrag.',
        'Had je nog gekochte credits die je niet hebt gebruikt, dan betalen we die terug, behalve als de blokkering volgt op oplichting of fraude.',
      ],
    },
    {
      id: 'melden',
      heading: 'Iemand melden',
      blocks: [
        'Houdt een ander lid zich niet aan de regels? Blokkeer het lid: vanaf dat moment zien jullie elkaar nergens meer. Mail ons daarnaast op {support_email} met de naam van het profiel en wat er gebeurde, zodat wij kunnen ingrijpen. Is iemand in direct gevaar, bel dan 112.',
      ],
    },
    {
      id: 'bezwaar',
      heading: 'Bezwaar maken',
      blocks: [
        'Ben je het niet eens met een waarschuwing of blokkering, mail dan binnen 14 dagen naar {support_email} en leg uit waarom. Een andere medewerker dan degene die het besluit nam bekijkt je bezwaar opnieuw. Je hoort binnen 14 dagen wat we besluiten.',
      ],
    },
  ],
};

export default ban;
