import type { StaticPageContent } from '../types';

const returnPolicy: StaticPageContent = {
  title: 'Zasady zwrotów',
  lead: 'Żałujesz zakupu? Za kredyty, których jeszcze nie wykorzystano, zwracamy pieniądze, jeśli poprosisz o to w ciągu {refund_days} dni od zakupu.',
  sections: [
    {
      id: 'herroepingsrecht',
      heading: 'Prawo do odstąpienia od umowy',
      blocks: [
        'Przy zakupach przez internet jako konsument masz zwykle 14 dni na odstąpienie od umowy. W przypadku treści cyfrowych dostarczanych natychmiast, takich jak kredyty i premium, prawo to nie przysługuje, jeśli przy płatności wyraźnie zgodzisz się na natychmiastowe dostarczenie i potwierdzisz, że tym samym tracisz prawo do odstąpienia od umowy (art. 6:230p lit. g holenderskiego kodeksu cywilnego, Burgerlijk Wetboek, wdrażającego unijną dyrektywę w sprawie praw konsumentów). Prosimy cię o to przy każdym zakupie, a potwierdzenie dostajesz e-mailem.',
      ],
    },
    {
      id: 'terugbetaling',
      heading: 'Nasza gwarancja zwrotu pieniędzy',
      blocks: [
        'Mimo to chcemy, żeby kupowanie kredytów nie budziło twoich obaw. Dlatego zwracamy pieniądze za niewykorzystane jeszcze kredyty, jeśli skontaktujesz się z nami w ciągu {refund_days} dni od zakupu.',
        [
          'Otrzymujesz zwrot tej części ceny zakupu, która przypada na kredyty pozostające jeszcze na twoim koncie.',
          'Kredyty wykorzystane już na wiadomości, zdjęcia lub prezenty oraz kredyty otrzymane za darmo lub w prezencie nie podlegają zwrotowi.',
          'Za premium zwracamy pieniądze proporcjonalnie do liczby pozostałych dni.',
          'Zwrotu dokonujemy tą samą metodą płatności, której użyto przy zakupie, w ciągu 14 dni od otrzymania twojej prośby.',
        ],
      ],
    },
    {
      id: 'zo-vraag-je-het-aan',
      heading: 'Jak poprosić o zwrot',
      blocks: [
        'Napisz na adres {support_email} lub zadzwoń pod numer {support_phone}. Podaj adres e-mail swojego konta i datę zakupu. Odpowiemy w ciągu dwóch dni roboczych.',
      ],
    },
    {
      id: 'fouten',
      heading: 'Coś poszło nie tak?',
      blocks: [
        'Jeśli pobrano od ciebie opłatę dwukrotnie, kredyty nie trafiły na konto albo serwis nie działał tak, jak powinien, zawsze to sprawdzimy i naprawimy – także po upływie {refund_days} dni. Twoje ustawowe prawa konsumenta obowiązują zawsze.',
      ],
    },
  ],
};

export default returnPolicy;
