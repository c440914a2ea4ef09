import type { StaticPageContent } from '../types';

const privacy: StaticPageContent = {
  title: 'Tietosuojaseloste',
  lead: 'Deittailu on henkilökohtaista. Tällä sivulla kerromme, mitä tietoja {name} säilyttää sinusta, miksi ja kuinka kauan, ja mitä voit itse tehdä tiedoillesi. Tämä seloste noudattaa EU:n yleistä tietosuoja-asetusta (GDPR).',
  toc: true,
  sections: [
    {
      id: 'verantwoordelijke',
      heading: 'Kuka on vastuussa',
      blocks: [
        '{company_name}, {company_address}, {company_city}, {company_country} (Alankomaiden kaupparekisteri, KvK, {company_kvk}) on sivuston {name} tietojen rekisterinpitäjä. Yksityisyyttäsi koskevat kysymykset voit lähettää osoitteeseen {support_email}.',
      ],
    },
    {
      id: 'welke-gegevens',
      heading: 'Mitä tietoja käsittelemme',
      blocks: [
        [
          '**Tilitiedot**: sähköpostiosoitteesi, salasanasi (vain peruuttamattomana tiivisteenä, ei koskaan luettavassa muodossa), nimesi, syntymäaikasi, sukupuolesi, maasi ja alueesi.',
          '**Profiilitiedot**: kuvasi, esittelytekstisi, kiinnostuksen kohteesi ja se, mitä etsit. Seksuaalinen suuntautumisesi kuuluu erityisiin henkilötietoryhmiin; käsittelemme sitä vain, koska olet itse nimenomaisesti lisännyt sen profiiliisi.',
          '**Viestit ja yhteydenpito**: lähettämäsi ja saamasi viestit, kuvat ja lahjat, tykkäyksesi, matchisi ja jäsenet, jotka olet estänyt.',
          '**Ostot**: krediittisi, ostoksesi ja maksusi (summa, päivämäärä, maksutapa). Kortti- tai tilitietojasi käsittelee maksupalveluntarjoaja; me emme tallenna niitä.',
          '**Tekniset tiedot**: IP-osoitteesi, selaimesi ja kirjautumisajankohtasi, jotta voimme pitää sivuston turvallisena ja estää väärinkäytökset.',
          '**Alkuperä**: kumppani tai kampanja, jonka kautta tulit luoksemme, jos saavuit kumppanin linkin kautta.',
        ],
      ],
    },
    {
      id: 'waarom',
      heading: 'Miksi käsittelemme niitä',
      blocks: [
        [
          'Tarjotaksemme palvelun, johon rekisteröidyt: profiilisi näyttäminen, haku, chat ja krediittiesi seuraaminen (sopimuksen täytäntöönpano, GDPR:n 6 artiklan 1 kohdan b alakohta).',
          'Näyttääksemme seksuaalisen suuntautumisesi ja muut itse antamasi arkaluonteiset tiedot ja käyttääksemme niitä haussa (nimenomainen suostumuksesi, GDPR:n 9 artiklan 2 kohdan a alakohta). Voit aina muuttaa tai poistaa ne.',
          'Pitääksemme sivuston turvallisena, ehkäistäksemme petoksia ja väärinkäytöksiä ja valvoaksemme sääntöjämme (oikeutettu etumme, GDPR:n 6 artiklan 1 kohdan f alakohta).',
          'Hoitaaksemme kirjanpitomme verolainsäädännön edellyttämällä tavalla (lakisääteinen velvoite, GDPR:n 6 artiklan 1 kohdan c alakohta).',
          'Lähettääksemme sinulle ilmoituksia, sähköposteja ja push-ilmoituksia: tiliäsi koskevat aina, muut vain valintojesi mukaan (tarjoukset ja uutiset vain, jos laitat ne päälle). Valitset ne kohdassa [Ilmoitukset ja sähköposti](/notifications), ja jokaisessa tällaisessa sähköpostissa on peruutuslinkki.',
        ],
        'Emme myy tietojasi emmekä käytä niitä muiden mainontaan.',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: 'Viestit kuvitteellisille profiileille',
      blocks: [
        'Sivustolla {name} on myös kuvitteellisia profiileja, jotka tunnistaa kuvakkeesta. Työntekijämme lukevat kuvitteelliselle profiilille lähettämäsi viestit ja vastaavat niihin. Heitä sitoo vaitiolovelvollisuus, ja he käyttävät viestejäsi vain kyseiseen keskusteluun.',
      ],
    },
    {
      id: 'bewaartermijnen',
      heading: 'Kuinka kauan säilytämme niitä',
      blocks: [
        [
          'Niin kauan kuin tilisi on olemassa, säilytämme tilisi, profiilisi ja keskustelusi.',
          'Jos poistat tilisi, säilytämme kaiken vielä 14 päivää, jotta voit aktivoida tilisi uudelleen, jos muutat mielesi. Sen jälkeen poistamme profiilisi, kuvasi, viestisi ja tilitietosi lopullisesti.',
          'Ostoja ja maksuja koskevia tietoja säilytämme 7 vuotta, koska Alankomaiden verolainsäädäntö sitä edellyttää. Niitä ei käytetä mihinkään muuhun.',
          'Turvallisuuteen liittyviä teknisiä tietoja säilytämme vain niin kauan kuin se tähän tarkoitukseen on tarpeen.',
        ],
      ],
    },
    {
      id: 'delen',
      heading: 'Kenen kanssa jaamme niitä',
      blocks: [
        'Käytämme palveluntarjoajia palvelinpalveluihin, sähköpostien lähettämiseen ja maksujen käsittelyyn. Ne käsittelevät tietojasi vain toimeksiannostamme, henkilötietojen käsittelysopimuksen mukaisesti ja Euroopan talousalueella. Muut jäsenet näkevät vain sen, mitä laitat profiiliisi ja mitä lähetät heille. Poliisille tai muille viranomaisille luovutamme tietoja vain, kun laki meitä siihen velvoittaa.',
      ],
    },
    {
      id: 'jouw-rechten',
      heading: 'Oikeutesi',
      blocks: [
        'Sinulla on oikeus tarkastaa tietosi, saada ne oikaistuiksi tai poistetuiksi, rajoittaa niiden käsittelyä, vastustaa oikeutettuun etuumme perustuvaa käsittelyä ja peruuttaa antamasi suostumus.',
        [
          '**Lataa tietosi**: valitse [Asetuksissa](/settings) kohdassa ”Tietosi” vaihtoehto ”Lataa tietoni”. Saat heti tiedostona kaiken, mitä säilytämme sinusta (tarkastusoikeus ja oikeus siirtää tiedot järjestelmästä toiseen).',
          '**Poista tilisi**: valitse Asetuksista ”Poista tili”. 14 päivän kuluttua kaikki on poistettu lopullisesti.',
          'Voit milloin tahansa itse muokata profiiliasi tai muuttua näkymättömäksi hakutuloksissa Asetuksissa.',
        ],
        'Kaikissa muissa pyynnöissä lähetä sähköpostia osoitteeseen {support_email}. Vastaamme kuukauden kuluessa ja saatamme ensin pyytää sinua vahvistamaan, että tili on sinun.',
      ],
    },
    {
      id: 'beveiliging',
      heading: 'Miten suojaamme tietojasi',
      blocks: [
        'Sivusto toimii vain salatun yhteyden kautta. Tallennamme salasanat peruuttamattomina tiivisteinä ja istunnot lukukelvottomina koodeina, ja liian monen epäonnistuneen kirjautumisyrityksen jälkeen estämme uudet yritykset väliaikaisesti. Jos havaitsemme tietoturvaloukkauksen, joka aiheuttaa sinulle riskin, ilmoitamme siitä sinulle ja valvontaviranomaiselle.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Valitus yksityisyydensuojasta',
      blocks: [
        'Jos olet tyytymätön siihen, miten käsittelemme tietojasi, kerro siitä ensin meille osoitteeseen {support_email}. Sinulla on myös aina oikeus tehdä valitus Alankomaiden tietosuojaviranomaiselle (Autoriteit Persoonsgegevens, autoriteitpersoonsgegevens.nl) tai asuinmaasi valvontaviranomaiselle.',
        'Lisää evästeistä voit lukea [evästekäytännöstämme](/pages/cookies).',
      ],
    },
  ],
};

export default privacy;
