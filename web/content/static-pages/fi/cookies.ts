import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Evästekäytäntö',
  lead: '{name} käyttää evästeitä, joita sivusto tarvitsee toimiakseen, ja vain suostumuksellasi yhtä evästettä, joka muistaa, minkä kumppanin kautta tulit. Ei mainosevästeitä eikä kolmansien osapuolten evästeitä, jotka seuraavat sinua.',
  sections: [
    {
      id: 'wat-zijn-cookies',
      heading: 'Mitä evästeet ovat',
      blocks: [
        'Eväste on pieni tiedosto, jonka verkkosivusto tallentaa selaimeesi, jotta sivusto tunnistaa sinut seuraavalla käynnilläsi. Kutsumme tässä evästeiksi myös vastaavia tekniikoita, kuten selaimesi paikallista tallennustilaa.',
      ],
    },
    {
      id: 'welke-cookies',
      heading: 'Mitä evästeitä käytämme',
      blocks: [
        [
          '**hs_session** – pitää sinut kirjautuneena. Sisältää vain satunnaisen koodin, ei henkilötietoja. Säilyy, kunnes kirjaudut ulos, enintään 30 päivää.',
          '**locale** – muistaa, millä kielellä käytät sivustoa. Säilyy 365 päivää.',
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed**, **hs_notifications_disabled_alert_dismissed**, **hs_push_alert_dismissed** – muistavat, milloin suljit ilmoituksen (profiilikuvastasi, sähköpostiosoitteesi vahvistamisesta, pois päältä olevista sähköposteista tai push-ilmoituksista), jotta emme näytä sitä uudelleen. Sisältävät vain tuon ajankohdan. Säilyvät 365 päivää.',
          '**hs_entry_ok** – muistaa, milloin vahvistit olevasi vähintään 18-vuotias, jotta emme kysy sitä jokaisella käynnillä. Säilyy 365 päivää.',
          '**hs_consent** – muistaa, hyväksyitkö vai hylkäsitkö alla mainitun evästeen, ja milloin. Säilyy 365 päivää.',
          '**hs_arrival** – muistaa vain sen, että tulit mainoksen tai kumppanin kautta, jotta näet tämän käynnin ajan edelleen sen, mitä sinulle siellä näytettiin. Ei sisällä tietoja kumppanista eikä mitään, mistä sinut tunnistaisi. Poistuu, kun suljet selaimen.',
          '**Paikallinen tallennustila** – muistaa, oletko jo sulkenut ilmoituksen, ja säilyttää keskeneräisen rekisteröitymislomakkeen, kunnes suljet välilehden.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Vain suostumuksellasi',
      blocks: [
        '**hs_tracking** – muistaa, minkä kumppanin tai kampanjan kautta tulit, jotta voimme maksaa kumppanille korvauksen, jos rekisteröidyt. Säilyy 30 päivää. Tätä evästettä ei tarvita sivuston käyttämiseen: asetamme sen vain, jos napsautat evästeilmoituksessa Hyväksy.',
        'Muut yllä mainitut evästeet ovat välttämättömiä, jotta sivusto toimii: ilman niitä et voi kirjautua sisään tai käyttää sivustoa omalla kielelläsi. Alankomaiden televiestintälain (Telecommunicatiewet) mukaan niihin ei tarvita suostumusta. Voit muuttaa valintaasi milloin tahansa jokaisen sivun alareunan kohdasta **Evästeasetukset**.',
      ],
    },
    {
      id: 'verwijderen',
      heading: 'Evästeiden poistaminen tai estäminen',
      blocks: [
        'Selaimesi asetuksista voit tarkastella, poistaa ja estää evästeitä. Jos estät hs_session-evästeen, et voi enää kirjautua sisään.',
        'Miten käsittelemme tietojasi, kerrotaan [tietosuojaselosteessamme](/pages/privacy). Kysyttävää? Lähetä sähköpostia osoitteeseen {support_email}.',
      ],
    },
  ],
};

export default cookies;
