import type { StaticPageContent } from '../types';

const faq: StaticPageContent = {
  title: 'Najczęstsze pytania',
  lead: 'Szybkie odpowiedzi na pytania, które dostajemy najczęściej. Nie ma tu twojego pytania? Napisz na adres {support_email}.',
  toc: true,
  sections: [
    {
      id: 'account',
      heading: 'Twoje konto',
      blocks: [
        {
          q: 'Kto może się zarejestrować?',
          a: ['Każdy, kto ma co najmniej {min_age} lat. Przy rejestracji pytamy o datę urodzenia; osoby poniżej {min_age} lat nie mogą założyć konta.'],
        },
        {
          q: 'Nie pamiętam hasła. Co teraz?',
          a: ['Na stronie logowania wybierz „Nie pamiętasz hasła?”. Dostaniesz e-mail z linkiem do ustawienia nowego hasła. E-mail nie dotarł? Zajrzyj też do folderu ze spamem.'],
        },
        {
          q: 'Jak usunąć konto?',
          a: ['W Ustawieniach, w sekcji „Usuń konto”. Potem masz jeszcze 14 dni na reaktywację konta za pomocą linku, który wyślemy ci e-mailem; po tym czasie trwale usuwamy wszystkie twoje dane.'],
        },
        {
          q: 'Czy mogę zobaczyć, co o mnie przechowujecie?',
          a: ['Tak. W Ustawieniach, w sekcji „Twoje dane”, jednym kliknięciem pobierasz wszystko, co o tobie przechowujemy. Więcej przeczytasz w naszej [polityce prywatności](/pages/privacy).'],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Kredyty i płatności',
      blocks: [
        {
          q: 'Czym są kredyty?',
          a: ['Kredytami płacisz za kontakt. Koszt w kredytach: wiadomość – {message_credits} (ok. {message_price}), zdjęcie – {photo_credits}, prezent – {gift_credits}. Zawsze widzisz koszt, zanim coś wyślesz, a przy każdym pakiecie obok liczby kredytów podana jest cena w euro.'],
        },
        {
          q: 'Czy wiąże mnie abonament?',
          a: ['Nie. Kupujesz kredyty, kiedy chcesz; nic nigdy nie jest pobierane automatycznie.'],
        },
        {
          q: 'Czy mogę odzyskać pieniądze?',
          a: ['Zwracamy pieniądze za niewykorzystane jeszcze kredyty, jeśli skontaktujesz się z nami w ciągu {refund_days} dni od zakupu. Zobacz [zasady zwrotów](/pages/return-policy).'],
        },
      ],
    },
    {
      id: 'profielen',
      heading: 'Profile i kontakt',
      blocks: [
        {
          q: 'Czym są profile fikcyjne?',
          a: [
            'Niektóre profile w serwisie {name} prowadzi osoba z naszego zespołu. Rozpoznasz je po ikonie na karcie profilu i w samym profilu. Z profilem fikcyjnym możesz czatować, ale nie możesz się spotkać. Wiadomości do takiego profilu kosztują tyle samo kredytów co inne wiadomości.',
          ],
        },
        {
          q: 'Jak kogoś zablokować?',
          a: ['Przycisk blokowania znajdziesz w profilu danej osoby i w rozmowie z nią. Od tej chwili nigdzie się już nie zobaczycie. Zablokowane osoby widzisz w Ustawieniach i tam możesz zdjąć blokadę.'],
        },
        {
          q: 'Czy mogę włączyć tryb niewidoczny?',
          a: ['Tak. Włącz w Ustawieniach „Tryb niewidoczny”: nie pojawiasz się wtedy w wynikach wyszukiwania, ale osoby, z którymi już czatujesz, nadal mogą do ciebie pisać.'],
        },
        {
          q: 'Ktoś nie przestrzega zasad. Co robić?',
          a: ['Zablokuj tę osobę i napisz do nas na adres {support_email}, podając nazwę profilu. Czego nie wolno i co z tym robimy, przeczytasz w [zasadach blokowania](/pages/ban).'],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Kontakt',
      blocks: [
        {
          q: 'Jak skontaktować się z obsługą klienta?',
          a: ['Napisz na adres {support_email} lub zadzwoń pod numer {support_phone}. Na stronie [Obsługa klienta](/pages/service) wyjaśniamy też, jak złożyć reklamację.'],
        },
      ],
    },
  ],
};

export default faq;
