import type { StaticPageContent } from '../types';

const terms: StaticPageContent = {
  title: 'Käyttöehdot',
  lead: 'Nämä ehdot koskevat kaikkia, jotka käyttävät sivustoa {name}. Lue ne rauhassa: niissä kerrotaan, mitä voit odottaa meiltä ja mitä me odotamme sinulta.',
  toc: true,
  sections: [
    {
      id: 'wie-wij-zijn',
      heading: '1. Keitä olemme',
      blocks: [
        '{name} on yrityksen {company_name} (toiminimi {company_tradenames}) palvelu. Osoitteemme on {company_address}, {company_city}, {company_country}. Olemme Alankomaiden kauppakamarin (Kamer van Koophandel, KvK) kaupparekisterissä numerolla {company_kvk}; ALV-numeromme on {company_vat_numbers}.',
        'Tavoitat meidät sähköpostitse osoitteesta {support_email} ja puhelimitse numerosta {support_phone}.',
      ],
    },
    {
      id: 'toepasselijkheid',
      heading: '2. Milloin nämä ehdot ovat voimassa',
      blocks: [
        'Nämä ehdot koskevat kaikkea sivuston {name} käyttöä: vierailijana, jäsenenä ja jokaisessa krediittien tai premiumin ostossa. Rekisteröitymällä hyväksyt ne. [Tietosuojaseloste](/pages/privacy), [evästekäytäntö](/pages/cookies), [estokäytäntö](/pages/ban) ja [palautuskäytäntö](/pages/return-policy) ovat osa näitä ehtoja.',
      ],
    },
    {
      id: 'volwassenen',
      heading: '3. Vain aikuisille',
      blocks: [
        '{name} on aikuisten deittisivusto. Sinun on oltava vähintään {min_age}-vuotias, jotta voit käydä sivustolla ja rekisteröityä. Rekisteröityessäsi annat syntymäaikasi; nuorempi ei voi luoda tiliä.',
        'Jos epäilemme ikääsi, voimme pyytää sinua todistamaan sen ja estää tilisi siihen asti, kunnes olet tehnyt sen.',
      ],
    },
    {
      id: 'account',
      heading: '4. Tilisi',
      blocks: [
        'Sinulla on yksi henkilökohtainen tili. Annat oikeat tiedot, pidät salasanasi salassa etkä anna kenenkään muun käyttää tiliäsi. Jos huomaat, että joku muu on päässyt tilillesi, vaihda salasanasi heti ja kerro siitä meille.',
        'Vastaat siitä, mitä laitat profiiliisi ja mitä lähetät viesteissä. Julkaiset vain kuvia, joissa olet itse tai joita sinulla on oikeus käyttää.',
      ],
    },
    {
      id: 'credits',
      heading: '5. Krediitit ja maksaminen',
      blocks: [
        'Yhteydenpito sivustolla {name} toimii krediiteillä. Ostat krediittejä etukäteen paketteina; hinta näytetään aina euroina ja arvonlisäverollisena krediittien määrän vieressä ennen kuin maksat. Tilausta ei ole: maksat vain krediiteistä, jotka itse ostat.',
        'Mitä mikin maksaa:',
        [
          'Viestin lähettäminen maksaa {message_credits} krediittiä (noin {message_price} viestiä kohden).',
          'Kuvan lähettäminen keskustelussa maksaa {photo_credits} krediittiä.',
          'Lahjan lähettäminen maksaa {gift_credits} krediittiä.',
        ],
        'Uudet jäsenet saavat joskus pienen määrän ilmaisia viestejä. Näet toiminnon hinnan ennen kuin teet sen. Krediitit veloitetaan vasta, kun viestisi, kuvasi tai lahjasi on lähetetty.',
        'Krediitit ovat henkilökohtaisia. Et voi siirtää niitä toiselle jäsenelle etkä vaihtaa niitä rahaksi, paitsi [palautuskäytännössä](/pages/return-policy) kuvatulla tavalla.',
      ],
    },
    {
      id: 'herroeping',
      heading: '6. Peruuttamisoikeus',
      blocks: [
        'Etäostoksissa kuluttajalla on yleensä 14 päivän peruuttamisoikeus. Krediitit ja premium ovat digitaalista sisältöä, jota voit käyttää heti maksun jälkeen. Siksi pyydämme sinua kassalla nimenomaisesti hyväksymään välittömän toimituksen ja vahvistamaan, että menetät sen vuoksi peruuttamisoikeutesi (Alankomaiden siviililain, Burgerlijk Wetboek, 6:230p artiklan g-kohta, jolla on pantu täytäntöön EU:n kuluttajanoikeusdirektiivi). Saat tästä vahvistuksen sähköpostitse.',
        'Tästä riippumatta hyvitämme krediitit, joita et ole vielä käyttänyt, jos pyydät sitä {refund_days} päivän kuluessa ostoksesta. Miten se tapahtuu, kerrotaan [palautuskäytännössä](/pages/return-policy).',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: '7. Kuvitteelliset profiilit',
      blocks: [
        'Sivustolla {name} on oikeiden jäsenten lisäksi myös kuvitteellisia profiileja. Tällaista profiilia hoitaa työntekijämme, joka lukee viestisi ja vastaa niihin pitääkseen keskustelun käynnissä sivustolla. Tunnistat kuvitteellisen profiilin profiilikortissa ja profiilissa olevasta kuvakkeesta ja tästä ilmoituksesta:',
        '”{fictional_warning}”',
        'Kuvitteellisen profiilin kanssa et voi tavata, eikä siitä synny henkilökohtaista tai fyysistä suhdetta. Viestit kuvitteelliselle profiilille maksavat yhtä monta krediittiä kuin viestit muille jäsenille.',
      ],
    },
    {
      id: 'gedrag',
      heading: '8. Miten kohtelemme toisiamme',
      blocks: [
        'Kohtelet muita jäseniä kunnioittavasti. Häirintä, uhkailu, syrjintä, mainostaminen, huijaaminen sekä rahan tai maksullisen seksin pyytäminen tai tarjoaminen ovat kiellettyjä. [Estokäytännössä](/pages/ban) kerrotaan tarkasti, mikä on sallittua ja mikä ei, ja mitä tapahtuu, kun joku rikkoo sääntöjä.',
        'Voit estää minkä tahansa jäsenen: siitä hetkestä alkaen ette näe toisianne missään ettekä voi lähettää viestejä toisillenne.',
      ],
    },
    {
      id: 'beschikbaarheid',
      heading: '9. Saatavuus ja vastuu',
      blocks: [
        'Teemme parhaamme, jotta {name} olisi aina käytettävissä ja turvallinen, mutta emme voi taata, ettei sivustolla koskaan ole häiriöitä. Emme myöskään takaa, että löydät sivuston {name} kautta kumppanin tai treffiseuraa.',
        'Emme vastaa siitä, mitä muut jäsenet sanovat tai tekevät, paitsi jos olemme itse toimineet moitittavasti. Vastuumme rajoittuu summaan, jonka olet maksanut meille vahinkoa edeltäneiden kahdentoista kuukauden aikana. Rajoitus ei koske tahallisuutta tai törkeää huolimattomuutta, eikä se vaikuta pakottavan lainsäädännön sinulle kuluttajana antamiin oikeuksiin.',
      ],
    },
    {
      id: 'beeindigen',
      heading: '10. Tilin lopettaminen',
      blocks: [
        'Voit poistaa tilisi itse milloin tahansa Asetuksista. Sen jälkeen sinulla on 14 päivää aikaa aktivoida tilisi uudelleen linkillä, jonka lähetämme sähköpostitse; sen jälkeen poistamme tietosi lopullisesti.',
        'Voimme jäädyttää tai lopettaa tilisi, jos rikot näitä ehtoja tai estokäytäntöä. Kerromme sinulle silloin syyn, ja voit hakea päätökseen muutosta.',
      ],
    },
    {
      id: 'klachten',
      heading: '11. Valitukset',
      blocks: [
        'Oletko tyytymätön johonkin? Lähetä valituksesi sähköpostitse osoitteeseen {support_email}: kerro lyhyesti, mistä on kyse, ja mainitse tilisi sähköpostiosoite. Vahvistamme kahden arkipäivän kuluessa, että olemme saaneet valituksesi, ja vastaamme asiaan 14 päivän kuluessa. Lisää tietoa löydät sivulta [Asiakaspalvelu](/pages/service).',
        'Jos emme pääse yhdessä ratkaisuun, voit viedä riidan toimivaltaisen tuomioistuimen ratkaistavaksi.',
      ],
    },
    {
      id: 'wijzigingen',
      heading: '12. Muutokset ja sovellettava laki',
      blocks: [
        'Voimme muuttaa näitä ehtoja. Ilmoitamme tärkeistä muutoksista vähintään 30 päivää etukäteen sähköpostitse tai sivustolla. Tämän sivun yläreunassa on nyt voimassa olevan version päivämäärä.',
        'Näihin ehtoihin sovelletaan Alankomaiden lakia. Jos asut toisessa Euroopan unionin maassa, sinulla säilyy kyseisen maan pakottavien säännösten suoja.',
      ],
    },
  ],
};

export default terms;
