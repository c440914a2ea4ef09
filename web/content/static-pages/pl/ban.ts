import type { StaticPageContent } from '../types';

const ban: StaticPageContent = {
  title: 'Zasady blokowania',
  lead: 'Każdy powinien czuć się w serwisie {name} bezpiecznie i mile widziany. Dlatego obowiązują u nas zasady. Tutaj przeczytasz, czego nie wolno robić, co robimy, gdy ktoś łamie zasady, i jak złożyć odwołanie.',
  sections: [
    {
      id: 'wat-niet-mag',
      heading: 'Za to blokujemy konto',
      blocks: [
        [
          '**Niepełnoletność**: masz mniej niż {min_age} lat albo podajesz się za kogoś młodszego.',
          '**Fałszywa tożsamość**: używasz imienia lub zdjęć innej osoby albo zakładasz kilka kont.',
          '**Nękanie i groźby**: wciąż piszesz do kogoś, kto wyraźnie nie chce kontaktu, obrażasz, grozisz lub szantażujesz.',
          '**Nienawiść i dyskryminacja**: obrażasz kogoś lub grozisz komuś z powodu pochodzenia, wyznania, płci, orientacji seksualnej, niepełnosprawności lub wieku.',
          '**Zdjęcia bez zgody**: udostępniasz nagie lub inne prywatne zdjęcia osoby, która nie wyraziła na to zgody.',
          '**Pieniądze i seks**: prosisz o pieniądze, prezenty lub inną zapłatę za seks albo je oferujesz, lub oferujesz usługi towarzyskie czy inne płatne usługi.',
          '**Oszustwa**: prosisz innych użytkowników o pieniądze, dane bankowe lub dane logowania albo próbujesz zwabić ich na inną stronę.',
          '**Reklama i spam**: reklamujesz się, masowo wysyłasz te same wiadomości lub publikujesz linki do innych usług.',
          '**Dane osobowe innych osób**: udostępniasz adres, numer telefonu lub inne dane innej osoby bez jej zgody.',
          '**Nadużywanie serwisu**: próbujesz obejść zabezpieczenia, przejąć cudze konto lub zakłócić działanie serwisu albo bezpodstawnie cofasz płatność.',
          '**Nielegalne treści**: wszystko, co w Holandii jest przestępstwem. Treści seksualne z udziałem małoletnich zawsze zgłaszamy policji.',
        ],
      ],
    },
    {
      id: 'wat-we-doen',
      heading: 'Co robimy',
      blocks: [
        'Przy drobnym naruszeniu najpierw dostajesz ostrzeżenie, a niedozwolone treści usuwamy. Przy poważnym lub powtarzającym się naruszeniu od razu blokujemy konto. Zablokowana osoba nie może się już zalogować i nikt jej nie widzi. Kto obchodzi blokadę, zakładając nowe konto, zostaje zablokowany ponownie.',
        'Zawsze informujemy cię e-mailem, jaki środek zastosowaliśmy i dlaczego: o jaką zasadę chodzi i o jakie treści lub zachowanie.',
        'Jeśli na koncie zostały kupione, a niewykorzystane kredyty, zwracamy za nie pieniądze, chyba że blokada jest skutkiem oszustwa lub wyłudzenia.',
      ],
    },
    {
      id: 'melden',
      heading: 'Zgłaszanie innych osób',
      blocks: [
        'Ktoś nie przestrzega zasad? Zablokuj tę osobę: od tej chwili nigdzie się już nie zobaczycie. Napisz też do nas na adres {support_email}, podając nazwę profilu i opis tego, co się stało, abyśmy mogli zareagować. Jeśli komuś grozi bezpośrednie niebezpieczeństwo, zadzwoń pod numer 112.',
      ],
    },
    {
      id: 'bezwaar',
      heading: 'Odwołanie',
      blocks: [
        'Jeśli nie zgadzasz się z ostrzeżeniem lub blokadą, w ciągu 14 dni napisz na adres {support_email} i wyjaśnij dlaczego. Twoje odwołanie rozpatrzy ponownie inna osoba z naszego zespołu niż ta, która podjęła decyzję. O naszej decyzji dowiesz się w ciągu 14 dni.',
      ],
    },
  ],
};

export default ban;
