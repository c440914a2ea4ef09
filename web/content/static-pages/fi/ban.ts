import type { StaticPageContent } from '../types';

const ban: StaticPageContent = {
  title: 'Estokäytäntö',
  lead: 'Jokaisen pitää voida tuntea olonsa turvalliseksi ja tervetulleeksi sivustolla {name}. Siksi meillä on yhteiset säännöt. Täällä kerromme, mikä on kiellettyä, mitä teemme, kun joku rikkoo sääntöjä, ja miten voit hakea muutosta päätökseen.',
  sections: [
    {
      id: 'wat-niet-mag',
      heading: 'Näistä syistä estämme tilin',
      blocks: [
        [
          '**Alaikäisyys**: olet alle {min_age}-vuotias tai esiinnyt sitä nuorempana.',
          '**Valeidentiteetti**: käytät jonkun toisen nimeä tai kuvia tai luot useita tilejä.',
          '**Häirintä ja uhkailu**: jatkat viestien lähettämistä jollekulle, joka ei selvästi halua yhteyttä, tai haukut, uhkailet tai kiristät.',
          '**Viha ja syrjintä**: loukkaat tai uhkailet jotakuta tämän alkuperän, uskonnon, sukupuolen, seksuaalisen suuntautumisen, vammaisuuden tai iän vuoksi.',
          '**Kuvat ilman suostumusta**: jaat alastonkuvia tai muita yksityisiä kuvia henkilöstä, joka ei ole antanut siihen suostumustaan.',
          '**Raha ja seksi**: pyydät tai tarjoat rahaa, lahjoja tai muuta maksua seksistä tai tarjoat seuralais- tai muita maksullisia palveluja.',
          '**Huijaaminen**: pyydät muilta jäseniltä rahaa, pankkitietoja tai kirjautumistietoja tai houkuttelet heitä toiselle sivustolle.',
          '**Mainonta ja roskaposti**: mainostat, lähetät samaa viestiä joukoittain tai julkaiset linkkejä muihin palveluihin.',
          '**Muiden henkilötiedot**: jaat jonkun toisen osoitteen, puhelinnumeron tai muita tietoja ilman tämän suostumusta.',
          '**Sivuston väärinkäyttö**: yrität kiertää tietoturvaa, kaapata jonkun toisen tilin tai häiritä sivustoa, tai perut maksun aiheettomasti.',
          '**Laiton sisältö**: kaikki, mikä on Alankomaissa rangaistavaa. Alaikäisiä esittävästä seksuaalisesta kuvamateriaalista teemme aina ilmoituksen poliisille.',
        ],
      ],
    },
    {
      id: 'wat-we-doen',
      heading: 'Mitä teemme',
      blocks: [
        'Vähäisestä rikkomuksesta saat ensin varoituksen, ja poistamme kielletyn sisällön. Vakavasta tai toistuvasta rikkomuksesta estämme tilisi heti. Estetty jäsen ei voi enää kirjautua sisään, eikä kukaan näe häntä enää. Jos joku kiertää eston uudella tilillä, myös uusi tili estetään.',
        'Kerromme sinulle aina sähköpostitse, minkä toimenpiteen teimme ja miksi: mitä sääntöä asia koskee ja mistä sisällöstä tai käytöksestä on kyse.',
        'Jos sinulla oli vielä ostettuja krediittejä käyttämättä, hyvitämme ne, paitsi jos esto johtuu huijauksesta tai petoksesta.',
      ],
    },
    {
      id: 'melden',
      heading: 'Jäsenestä ilmoittaminen',
      blocks: [
        'Rikkooko toinen jäsen sääntöjä? Estä jäsen: siitä hetkestä alkaen ette näe toisianne missään. Lähetä meille lisäksi sähköpostia osoitteeseen {support_email} ja kerro profiilin nimi ja mitä tapahtui, jotta voimme puuttua asiaan. Jos joku on välittömässä vaarassa, soita hätänumeroon 112.',
      ],
    },
    {
      id: 'bezwaar',
      heading: 'Muutoksen hakeminen',
      blocks: [
        'Jos olet eri mieltä varoituksesta tai estosta, lähetä 14 päivän kuluessa sähköpostia osoitteeseen {support_email} ja kerro, miksi. Joku muu työntekijä kuin päätöksen tehnyt käsittelee asiasi uudelleen. Kuulet päätöksestämme 14 päivän kuluessa.',
      ],
    },
  ],
};

export default ban;
