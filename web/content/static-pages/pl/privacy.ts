import type { StaticPageContent } from '../types';

const privacy: StaticPageContent = {
  title: 'Polityka prywatności',
  lead: 'Randki to sprawa osobista. Tutaj przeczytasz, jakie dane przechowuje o tobie {name}, dlaczego, jak długo i co możesz samodzielnie zrobić ze swoimi danymi. Ta polityka jest zgodna z ogólnym rozporządzeniem o ochronie danych (RODO).',
  toc: true,
  sections: [
    {
      id: 'verantwoordelijke',
      heading: 'Kto odpowiada za dane',
      blocks: [
        '{company_name}, {company_address}, {company_city}, {company_country} (holenderska Izba Handlowa, KvK, nr {company_kvk}) jest administratorem danych w serwisie {name}. Pytania dotyczące prywatności kieruj na adres {support_email}.',
      ],
    },
    {
      id: 'welke-gegevens',
      heading: 'Jakie dane przetwarzamy',
      blocks: [
        [
          '**Dane konta**: twój adres e-mail, hasło (wyłącznie jako nieodwracalny skrót, nigdy w czytelnej postaci), imię, data urodzenia, płeć, kraj i region.',
          '**Dane profilu**: twoje zdjęcia, tekst o sobie, zainteresowania i to, czego szukasz. Orientacja seksualna należy do szczególnych kategorii danych osobowych; przetwarzamy ją tylko dlatego, że wyraźnie umieszczasz ją w swoim profilu.',
          '**Wiadomości i kontakty**: wysyłane i otrzymywane wiadomości, zdjęcia i prezenty, twoje polubienia, pary i osoby, które blokujesz.',
          '**Zakupy**: twoje kredyty, zakupy i płatności (kwota, data, metoda płatności). Dane karty lub rachunku przetwarza operator płatności; my ich nie przechowujemy.',
          '**Dane techniczne**: twój adres IP, przeglądarka i godziny logowania – po to, by dbać o bezpieczeństwo serwisu i powstrzymywać nadużycia.',
          '**Źródło**: partner lub kampania, przez które do nas trafiasz, jeśli korzystasz z linku partnera.',
        ],
      ],
    },
    {
      id: 'waarom',
      heading: 'W jakim celu je przetwarzamy',
      blocks: [
        [
          'Aby świadczyć usługę, do której się rejestrujesz: wyświetlać twój profil, umożliwiać wyszukiwanie i czat oraz prowadzić rozliczenie kredytów (wykonanie umowy, art. 6 ust. 1 lit. b RODO).',
          'Aby wyświetlać twoją orientację seksualną i inne wrażliwe dane, które samodzielnie podajesz, oraz używać ich w wyszukiwaniu (twoja wyraźna zgoda, art. 9 ust. 2 lit. a RODO). W każdej chwili możesz je zmienić lub usunąć.',
          'Aby dbać o bezpieczeństwo serwisu, zapobiegać oszustwom i nadużyciom oraz egzekwować nasze zasady (nasz prawnie uzasadniony interes, art. 6 ust. 1 lit. f RODO).',
          'Aby prowadzić księgowość zgodnie z przepisami podatkowymi (obowiązek prawny, art. 6 ust. 1 lit. c RODO).',
          'Aby wysyłać ci komunikaty, e-maile i powiadomienia push: o twoim koncie zawsze, pozostałe tylko zgodnie z twoim wyborem (oferty i nowości tylko wtedy, gdy je włączysz). Wybierasz to w sekcji [Powiadomienia i e-mail](/notifications), a każdy taki e-mail zawiera link do wypisania się.',
        ],
        'Nie sprzedajemy twoich danych i nie wykorzystujemy ich do reklam innych firm.',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: 'Wiadomości do profili fikcyjnych',
      blocks: [
        'W serwisie {name} są też profile fikcyjne, oznaczone ikoną. Wiadomości wysyłane do profilu fikcyjnego czytają i odpowiadają na nie osoby z naszego zespołu. Obowiązuje je tajemnica i wykorzystują twoje wiadomości wyłącznie na potrzeby tej rozmowy.',
      ],
    },
    {
      id: 'bewaartermijnen',
      heading: 'Jak długo je przechowujemy',
      blocks: [
        [
          'Dopóki istnieje twoje konto, przechowujemy twoje konto, profil i rozmowy.',
          'Jeśli usuniesz konto, przechowujemy wszystko jeszcze przez 14 dni, aby można było reaktywować konto, jeśli zmienisz zdanie. Potem trwale usuwamy twój profil, zdjęcia, wiadomości i dane konta.',
          'Dane dotyczące zakupów i płatności przechowujemy przez 7 lat, bo wymagają tego holenderskie przepisy podatkowe. Służą wyłącznie temu celowi.',
          'Dane techniczne związane z bezpieczeństwem przechowujemy nie dłużej, niż jest to do tego potrzebne.',
        ],
      ],
    },
    {
      id: 'delen',
      heading: 'Komu je udostępniamy',
      blocks: [
        'Korzystamy z usługodawców do hostingu, wysyłania e-maili i obsługi płatności. Przetwarzają oni twoje dane wyłącznie na nasze zlecenie, na podstawie umowy powierzenia przetwarzania danych i na terenie Europejskiego Obszaru Gospodarczego. Inni użytkownicy widzą tylko to, co umieszczasz w profilu, i to, co im wysyłasz. Policji i innym organom przekazujemy dane tylko wtedy, gdy zobowiązuje nas do tego prawo.',
      ],
    },
    {
      id: 'jouw-rechten',
      heading: 'Twoje prawa',
      blocks: [
        'Masz prawo dostępu do swoich danych, ich sprostowania lub usunięcia, ograniczenia przetwarzania, wniesienia sprzeciwu wobec przetwarzania na podstawie naszego prawnie uzasadnionego interesu oraz wycofania udzielonej zgody.',
        [
          '**Pobieranie danych**: w [Ustawieniach](/settings), w sekcji „Twoje dane”, wybierz „Pobierz moje dane”. Od razu otrzymasz w pliku wszystko, co o tobie przechowujemy (prawo dostępu i prawo do przenoszenia danych).',
          '**Usuwanie konta**: w Ustawieniach wybierz „Usuń konto”. Po 14 dniach wszystko znika na zawsze.',
          'Zmienić profil lub ukryć się w wynikach wyszukiwania możesz w każdej chwili samodzielnie, w Ustawieniach.',
        ],
        'Z każdą inną prośbą napisz na adres {support_email}. Odpowiadamy w ciągu miesiąca, a czasem najpierw prosimy o potwierdzenie, że konto należy do ciebie.',
      ],
    },
    {
      id: 'beveiliging',
      heading: 'Jak chronimy twoje dane',
      blocks: [
        'Serwis działa wyłącznie przez szyfrowane połączenie. Hasła przechowujemy jako nieodwracalny skrót, a sesje jako nieczytelny kod; po zbyt wielu nieudanych próbach logowania tymczasowo blokujemy kolejne próby. Jeśli wykryjemy naruszenie ochrony danych, które stwarza dla ciebie ryzyko, zgłosimy to tobie i organowi nadzorczemu.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Skarga dotycząca prywatności',
      blocks: [
        'Jeśli nie odpowiada ci to, jak postępujemy z twoimi danymi, najpierw daj nam znać na adres {support_email}. Zawsze masz też prawo wnieść skargę do holenderskiego organu nadzorczego, Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl), lub do organu nadzorczego w kraju, w którym mieszkasz.',
        'Więcej o plikach cookie przeczytasz w naszej [polityce plików cookie](/pages/cookies).',
      ],
    },
  ],
};

export default privacy;
