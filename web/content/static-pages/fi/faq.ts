import type { StaticPageContent } from '../types';

const faq: StaticPageContent = {
  title: 'Usein kysyttyä',
  lead: 'Nopeat vastaukset kysymyksiin, joita meiltä kysytään useimmin. Eikö kysymystäsi löydy? Lähetä sähköpostia osoitteeseen {support_email}.',
  toc: true,
  sections: [
    {
      id: 'account',
      heading: 'Tilisi',
      blocks: [
        {
          q: 'Kuka voi rekisteröityä?',
          a: ['Kaikki vähintään {min_age}-vuotiaat. Kysymme syntymäaikaasi rekisteröitymisen yhteydessä; alle {min_age}-vuotiaana se ei onnistu.'],
        },
        {
          q: 'Unohdin salasanani. Mitä nyt?',
          a: ['Valitse kirjautumissivulla ”Unohditko salasanasi?”. Saat sähköpostin, jossa on linkki uuden salasanan valitsemiseen. Eikö sähköpostia tullut? Katso myös roskapostikansio.'],
        },
        {
          q: 'Miten poistan tilini?',
          a: ['Asetuksista kohdasta ”Poista tili”. Sen jälkeen sinulla on 14 päivää aikaa aktivoida tilisi uudelleen linkillä, jonka lähetämme sähköpostitse; sen jälkeen poistamme kaikki tietosi lopullisesti.'],
        },
        {
          q: 'Voinko nähdä, mitä tietoja säilytätte minusta?',
          a: ['Kyllä. Asetusten kohdasta ”Tietosi” voit ladata yhdellä napsautuksella kaiken, mitä säilytämme sinusta. Lue lisää [tietosuojaselosteestamme](/pages/privacy).'],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Krediitit ja maksaminen',
      blocks: [
        {
          q: 'Mitä krediitit ovat?',
          a: ['Krediiteillä maksat yhteydenpidosta: viesti maksaa {message_credits} krediittiä (noin {message_price}), kuva {photo_credits} krediittiä ja lahja {gift_credits} krediittiä. Näet aina, mitä jokin maksaa, ennen kuin lähetät sen, ja jokaisen paketin kohdalla hinta on euroina krediittien määrän vieressä.'],
        },
        {
          q: 'Sitoudunko tilaukseen?',
          a: ['Et. Ostat krediittejä silloin, kun haluat; mitään ei koskaan veloiteta automaattisesti.'],
        },
        {
          q: 'Voinko saada rahani takaisin?',
          a: ['Hyvitämme krediitit, joita et ole vielä käyttänyt, jos otat meihin yhteyttä {refund_days} päivän kuluessa ostoksesta. Katso [palautuskäytäntö](/pages/return-policy).'],
        },
      ],
    },
    {
      id: 'profielen',
      heading: 'Profiilit ja yhteydenpito',
      blocks: [
        {
          q: 'Mitä kuvitteelliset profiilit ovat?',
          a: [
            'Joitakin sivuston {name} profiileja hoitaa työntekijämme. Tunnistat ne profiilikortissa ja profiilissa olevasta kuvakkeesta. Kuvitteellisen profiilin kanssa voit chatata, mutta et tavata. Viestit tällaiselle profiilille maksavat yhtä monta krediittiä kuin muutkin viestit.',
          ],
        },
        {
          q: 'Miten estän jonkun?',
          a: ['Jäsenen profiilista ja keskustelusta löydät painikkeen, jolla voit estää hänet. Sen jälkeen ette näe toisianne missään. Estämäsi jäsenet näet Asetuksista, ja siellä voit myös poistaa eston.'],
        },
        {
          q: 'Voinko olla näkymätön?',
          a: ['Kyllä. Laita Asetuksista ”Näkymätön” päälle: et silloin enää näy hakutuloksissa, mutta jäsenet, joiden kanssa jo chattailet, tavoittavat sinut edelleen.'],
        },
        {
          q: 'Joku rikkoo sääntöjä. Mitä teen?',
          a: ['Estä jäsen ja lähetä meille sähköpostia osoitteeseen {support_email}. Mainitse profiilin nimi. Mikä on kiellettyä ja mitä teemme asialle, kerrotaan [estokäytännössä](/pages/ban).'],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Yhteystiedot',
      blocks: [
        {
          q: 'Miten tavoitan asiakaspalvelun?',
          a: ['Lähetä sähköpostia osoitteeseen {support_email} tai soita numeroon {support_phone}. Sivulla [Asiakaspalvelu](/pages/service) kerrotaan myös, miten teet valituksen.'],
        },
      ],
    },
  ],
};

export default faq;
