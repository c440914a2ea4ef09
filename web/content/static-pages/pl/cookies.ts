import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Polityka plików cookie',
  lead: '{name} używa plików cookie potrzebnych do działania serwisu, a tylko za twoją zgodą – jednego pliku cookie, który zapamiętuje, przez którego partnera do nas trafiasz. Żadnych reklamowych plików cookie ani plików cookie firm trzecich, które śledzą cię w sieci.',
  sections: [
    {
      id: 'wat-zijn-cookies',
      heading: 'Czym są pliki cookie',
      blocks: [
        'Plik cookie to mały plik, który strona internetowa zapisuje w twojej przeglądarce, aby rozpoznać cię przy następnej wizycie. Podobne techniki, takie jak pamięć lokalna przeglądarki, również nazywamy tutaj plikami cookie.',
      ],
    },
    {
      id: 'welke-cookies',
      heading: 'Jakich plików cookie używamy',
      blocks: [
        [
          '**hs_session** – utrzymuje cię w stanie zalogowania. Zawiera tylko losowy kod, żadnych danych osobowych. Przechowywany do wylogowania, najwyżej 30 dni.',
          '**locale** – zapamiętuje, w jakim języku przeglądasz serwis. Przechowywany 365 dni.',
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed**, **hs_notifications_disabled_alert_dismissed**, **hs_push_alert_dismissed** – zapamiętują, kiedy zamykasz komunikat (o zdjęciu profilowym, o potwierdzeniu adresu e-mail, o wyłączonych e-mailach lub o powiadomieniach push), abyśmy nie pokazywali go ponownie. Zawierają tylko ten moment. Przechowywane 365 dni.',
          '**hs_entry_ok** – zapamiętuje, kiedy potwierdzasz, że masz co najmniej 18 lat, abyśmy nie pytali o to przy każdej wizycie. Przechowywany 365 dni.',
          '**hs_consent** – zapamiętuje, czy plik cookie opisany niżej został zaakceptowany, czy odrzucony, i kiedy. Przechowywany 365 dni.',
          '**hs_arrival** – zapamiętuje tylko, że wizyta zaczęła się od reklamy lub partnera, aby podczas tej wizyty nadal było widać to, co tam pokazano. Nie zawiera danych o tym partnerze ani niczego, co pozwala cię rozpoznać. Znika po zamknięciu przeglądarki.',
          '**Pamięć lokalna** – zapamiętuje, czy komunikat został już zamknięty, i przechowuje częściowo wypełniony formularz rejestracji do czasu zamknięcia karty.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Tylko za twoją zgodą',
      blocks: [
        '**hs_tracking** – zapamiętuje, przez jakiego partnera lub jaką kampanię do nas trafiasz, abyśmy mogli wynagrodzić tego partnera, jeśli się zarejestrujesz. Przechowywany 30 dni. Ten plik cookie nie jest potrzebny do korzystania z serwisu: zapisujemy go tylko wtedy, gdy w komunikacie o plikach cookie klikniesz Akceptuj.',
        'Pozostałe pliki cookie wymienione wyżej są potrzebne do działania serwisu: bez nich nie możesz się zalogować ani korzystać z serwisu we własnym języku. Holenderska ustawa o telekomunikacji (Telecommunicatiewet) nie wymaga zgody na takie pliki cookie. Swój wybór możesz w każdej chwili zmienić, klikając **Ustawienia plików cookie** na dole każdej strony.',
      ],
    },
    {
      id: 'verwijderen',
      heading: 'Usuwanie i blokowanie plików cookie',
      blocks: [
        'W ustawieniach przeglądarki możesz przeglądać, usuwać i blokować pliki cookie. Jeśli zablokujesz hs_session, nie będziesz mieć możliwości logowania.',
        'Jak postępujemy z twoimi danymi, przeczytasz w naszej [polityce prywatności](/pages/privacy). Masz pytania? Napisz na adres {support_email}.',
      ],
    },
  ],
};

export default cookies;
