import type { StaticPageContent } from '../types';

const returnPolicy: StaticPageContent = {
  title: 'Palautuskäytäntö',
  lead: 'Kaduttaako ostos? Saat takaisin krediitit, joita et ole vielä käyttänyt, jos pyydät sitä {refund_days} päivän kuluessa ostoksesta.',
  sections: [
    {
      id: 'herroepingsrecht',
      heading: 'Peruuttamisoikeutesi',
      blocks: [
        'Kun ostat verkosta, sinulla on kuluttajana yleensä 14 päivän peruuttamisoikeus. Heti toimitettavassa digitaalisessa sisällössä, kuten krediiteissä ja premiumissa, sitä ei ole, jos kassalla nimenomaisesti hyväksyt välittömän toimituksen ja vahvistat, että menetät sen vuoksi peruuttamisoikeutesi (Alankomaiden siviililain, Burgerlijk Wetboek, 6:230p artiklan g-kohta, joka perustuu EU:n kuluttajanoikeusdirektiiviin). Pyydämme tätä jokaisen ostoksen yhteydessä, ja saat siitä vahvistuksen sähköpostitse.',
      ],
    },
    {
      id: 'terugbetaling',
      heading: 'Rahat takaisin -takuumme',
      blocks: [
        'Haluamme silti, että voit ostaa krediittejä huoletta. Siksi hyvitämme krediitit, joita et ole vielä käyttänyt, jos otat meihin yhteyttä {refund_days} päivän kuluessa ostoksesta.',
        [
          'Saat takaisin sen osan ostohinnasta, joka vastaa tililläsi vielä olevia krediittejä.',
          'Emme hyvitä krediittejä, jotka olet jo käyttänyt viesteihin, kuviin tai lahjoihin, emmekä ilmaiseksi tai lahjaksi saamiasi krediittejä.',
          'Premiumista hyvitämme jäljellä olevia päiviä vastaavan osuuden.',
          'Maksamme hyvityksen samalla maksutavalla, jolla maksoit, 14 päivän kuluessa siitä, kun olemme saaneet pyyntösi.',
        ],
      ],
    },
    {
      id: 'zo-vraag-je-het-aan',
      heading: 'Näin pyydät hyvitystä',
      blocks: [
        'Lähetä sähköpostia osoitteeseen {support_email} tai soita numeroon {support_phone}. Mainitse tilisi sähköpostiosoite ja ostoksen päivämäärä. Saat meiltä vastauksen kahden arkipäivän kuluessa.',
      ],
    },
    {
      id: 'fouten',
      heading: 'Menikö jokin pieleen?',
      blocks: [
        'Jos sinua on veloitettu kahdesti, krediittejäsi ei ole lisätty tilillesi tai sivusto ei toiminut niin kuin pitäisi, selvitämme asian aina ja korjaamme sen, myös {refund_days} päivän jälkeen. Lakisääteiset oikeutesi kuluttajana ovat aina voimassa.',
      ],
    },
  ],
};

export default returnPolicy;
