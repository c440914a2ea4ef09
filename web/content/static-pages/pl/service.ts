import type { StaticPageContent } from '../types';

const service: StaticPageContent = {
  title: 'Obsługa klienta',
  lead: 'Masz pytanie, problem lub reklamację? Chętnie pomożemy. Najpierw zajrzyj do [najczęstszych pytań](/pages/faq): może odpowiedź już tam jest.',
  sections: [
    {
      id: 'contact',
      heading: 'Skontaktuj się z nami',
      blocks: [
        [
          '**E-mail**: {support_email}. Odpowiadamy w ciągu dwóch dni roboczych.',
          '**Telefon**: {support_phone}, w dni robocze.',
        ],
        'Zawsze podawaj adres e-mail, którego używasz do logowania. Nigdy nie wysyłaj nam hasła: nigdy o nie nie prosimy.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Składanie reklamacji',
      blocks: [
        'Nie odpowiada ci nasza usługa, zakup lub podjęta przez nas decyzja? Wyślij reklamację na adres {support_email}, wpisując w temacie „Reklamacja”. Podaj:',
        [
          'adres e-mail swojego konta;',
          'co się stało i kiedy;',
          'czego od nas oczekujesz, aby rozwiązać problem.',
        ],
        'W ciągu dwóch dni roboczych potwierdzamy otrzymanie reklamacji, a w ciągu 14 dni udzielamy merytorycznej odpowiedzi. Jeśli potrzebujemy więcej czasu, informujemy cię o tym w ciągu tych 14 dni i podajemy, kiedy otrzymasz odpowiedź.',
        'Jeśli nie dojdziemy do porozumienia, możesz skierować spór do właściwego sądu. Jeśli reklamacja dotyczy twoich danych osobowych, możesz też zwrócić się do holenderskiego organu ochrony danych osobowych (Autoriteit Persoonsgegevens).',
      ],
    },
    {
      id: 'bedrijfsgegevens',
      heading: 'Dane firmy',
      blocks: [
        {
          lines: [
            '**{company_name}**',
            '{company_address}, {company_city}, {company_country}',
            '**Izba Handlowa (KvK)**: {company_kvk}',
            '**Nr VAT**: {company_vat_numbers}',
            '**Nazwa handlowa**: {company_tradenames}',
          ],
        },
      ],
    },
  ],
};

export default service;
