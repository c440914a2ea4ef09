import type { StaticPageContent } from '../types';

const terms: StaticPageContent = {
  title: 'Regulamin',
  lead: 'Ten regulamin dotyczy każdego, kto korzysta z serwisu {name}. Przeczytaj go spokojnie: mówi, czego możesz oczekiwać od nas i czego my oczekujemy od ciebie.',
  toc: true,
  sections: [
    {
      id: 'wie-wij-zijn',
      heading: '1. Kim jesteśmy',
      blocks: [
        '{name} to usługa firmy {company_name} (nazwa handlowa {company_tradenames}) z siedzibą pod adresem {company_address}, {company_city}, {company_country}. Jesteśmy wpisani do rejestru holenderskiej Izby Handlowej (Kamer van Koophandel, KvK) pod numerem {company_kvk}; nasz numer VAT to {company_vat_numbers}.',
        'Możesz skontaktować się z nami e-mailem pod adresem {support_email} i telefonicznie pod numerem {support_phone}.',
      ],
    },
    {
      id: 'toepasselijkheid',
      heading: '2. Kiedy obowiązuje regulamin',
      blocks: [
        'Regulamin obowiązuje przy każdym korzystaniu z serwisu {name}: jako osoba odwiedzająca, jako zarejestrowany użytkownik i przy każdym zakupie kredytów lub premium. Rejestrując się, akceptujesz go. Nasza [polityka prywatności](/pages/privacy), [polityka plików cookie](/pages/cookies), [zasady blokowania](/pages/ban) i [zasady zwrotów](/pages/return-policy) są częścią tego regulaminu.',
      ],
    },
    {
      id: 'volwassenen',
      heading: '3. Tylko dla dorosłych',
      blocks: [
        '{name} to serwis randkowy dla dorosłych. Aby odwiedzać serwis i się zarejestrować, musisz mieć co najmniej {min_age} lat. Przy rejestracji podajesz datę urodzenia; osoba młodsza nie może założyć konta.',
        'Jeśli mamy wątpliwości co do twojego wieku, możemy poprosić cię o jego potwierdzenie i zablokować konto do czasu, aż to nastąpi.',
      ],
    },
    {
      id: 'account',
      heading: '4. Twoje konto',
      blocks: [
        'Masz jedno osobiste konto. Podajesz prawdziwe dane, zachowujesz hasło w tajemnicy i nie pozwalasz nikomu innemu korzystać ze swojego konta. Jeśli zauważysz, że ktoś inny miał do niego dostęp, od razu zmień hasło i daj nam znać.',
        'Odpowiadasz za to, co umieszczasz w profilu i co wysyłasz w wiadomościach. Publikujesz tylko zdjęcia, na których jesteś ty, lub takie, których masz prawo używać.',
      ],
    },
    {
      id: 'credits',
      heading: '5. Kredyty i płatności',
      blocks: [
        'Nawiązywanie kontaktu w serwisie {name} odbywa się za pomocą kredytów. Kredyty kupujesz z góry w pakiecie; zanim zapłacisz, cena jest zawsze podana w euro, z VAT, obok liczby kredytów. Nie ma abonamentu: płacisz tylko za kredyty, które zdecydujesz się kupić.',
        'Ile co kosztuje (w kredytach):',
        [
          'Wysłanie wiadomości: {message_credits} (ok. {message_price} za wiadomość).',
          'Wysłanie zdjęcia w rozmowie: {photo_credits}.',
          'Wysłanie prezentu: {gift_credits}.',
        ],
        'Nowi użytkownicy czasem dostają kilka darmowych wiadomości. Koszt każdej czynności widzisz, zanim ją wykonasz. Kredyty są odejmowane dopiero wtedy, gdy wiadomość, zdjęcie lub prezent zostaną wysłane.',
        'Kredyty są osobiste. Nie można ich przekazać innemu użytkownikowi ani wymienić na pieniądze, z wyjątkiem sytuacji opisanych w [zasadach zwrotów](/pages/return-policy).',
      ],
    },
    {
      id: 'herroeping',
      heading: '6. Prawo do odstąpienia od umowy',
      blocks: [
        'Przy zakupie na odległość jako konsument masz zwykle 14 dni na odstąpienie od umowy. Kredyty i premium to treści cyfrowe, z których możesz korzystać zaraz po zapłacie. Dlatego przy płatności prosimy cię o wyraźną zgodę na natychmiastowe dostarczenie i o potwierdzenie, że tym samym tracisz prawo do odstąpienia od umowy (art. 6:230p lit. g holenderskiego kodeksu cywilnego, Burgerlijk Wetboek, wdrażającego unijną dyrektywę w sprawie praw konsumentów). Potwierdzenie tego otrzymujesz e-mailem.',
        'Niezależnie od tego zwracamy pieniądze za niewykorzystane jeszcze kredyty, jeśli poprosisz o to w ciągu {refund_days} dni od zakupu. Jak to zrobić, przeczytasz w [zasadach zwrotów](/pages/return-policy).',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: '7. Profile fikcyjne',
      blocks: [
        'Oprócz prawdziwych użytkowników w serwisie {name} są też profile fikcyjne. Taki profil prowadzi osoba z naszego zespołu, która czyta twoje wiadomości i na nie odpowiada, aby podtrzymać rozmowę w serwisie. Profil fikcyjny rozpoznasz po ikonie na karcie profilu i w profilu, z takim komunikatem:',
        '„{fictional_warning}”',
        'Z profilem fikcyjnym nie można się spotkać i nie powstaje z nim żadna osobista ani fizyczna relacja. Wiadomości do profilu fikcyjnego kosztują tyle samo kredytów co wiadomości do innych użytkowników.',
      ],
    },
    {
      id: 'gedrag',
      heading: '8. Jak się traktujemy',
      blocks: [
        'Traktuj innych użytkowników z szacunkiem. Nękanie, groźby, dyskryminacja, reklama, oszustwa oraz proszenie o pieniądze lub płatny seks albo ich oferowanie są zabronione. Nasze [zasady blokowania](/pages/ban) mówią dokładnie, co wolno, a czego nie, i co się dzieje, gdy ktoś łamie zasady.',
        'Możesz zablokować każdego użytkownika: od tej chwili nigdzie się już nie zobaczycie i nie możecie do siebie pisać.',
      ],
    },
    {
      id: 'beschikbaarheid',
      heading: '9. Dostępność i odpowiedzialność',
      blocks: [
        'Robimy wszystko, aby serwis {name} był zawsze dostępny i bezpieczny, ale nie możemy zagwarantować, że nigdy nie wystąpi awaria. Nie gwarantujemy też, że dzięki serwisowi {name} znajdziesz partnera lub partnerkę albo umówisz się na randkę.',
        'Nie odpowiadamy za to, co mówią lub robią inni użytkownicy, chyba że sami ponosimy winę. Nasza odpowiedzialność jest ograniczona do kwoty, którą zapłacono nam w ciągu dwunastu miesięcy przed powstaniem szkody. Ograniczenie to nie obowiązuje w przypadku winy umyślnej lub rażącego niedbalstwa i nie narusza twoich praw konsumenta wynikających z bezwzględnie obowiązujących przepisów.',
      ],
    },
    {
      id: 'beeindigen',
      heading: '10. Usunięcie konta',
      blocks: [
        'W każdej chwili możesz samodzielnie usunąć konto w Ustawieniach. Potem masz jeszcze 14 dni na jego reaktywację za pomocą linku, który wyślemy ci e-mailem; po tym czasie trwale usuwamy twoje dane.',
        'Możemy zawiesić lub zamknąć twoje konto, jeśli naruszasz ten regulamin lub zasady blokowania. Wyjaśnimy ci wtedy dlaczego, a ty możesz się od tej decyzji odwołać.',
      ],
    },
    {
      id: 'klachten',
      heading: '11. Reklamacje',
      blocks: [
        'Coś ci się nie podoba? Wyślij reklamację na adres {support_email} z krótkim opisem i adresem e-mail swojego konta. W ciągu dwóch dni roboczych potwierdzamy jej otrzymanie, a w ciągu 14 dni udzielamy merytorycznej odpowiedzi. Więcej przeczytasz na stronie [Obsługa klienta](/pages/service).',
        'Jeśli nie dojdziemy do porozumienia, możesz skierować spór do właściwego sądu.',
      ],
    },
    {
      id: 'wijzigingen',
      heading: '12. Zmiany i prawo właściwe',
      blocks: [
        'Możemy zmieniać ten regulamin. O ważnych zmianach informujemy co najmniej 30 dni wcześniej e-mailem lub w serwisie. Na górze tej strony podana jest data obowiązującej wersji.',
        'Regulamin podlega prawu holenderskiemu. Jeśli mieszkasz w innym kraju Unii Europejskiej, zachowujesz ochronę, jaką dają ci bezwzględnie obowiązujące przepisy tego kraju.',
      ],
    },
  ],
};

export default terms;
