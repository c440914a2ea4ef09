import type { StaticPageContent } from '../types';

const faq: StaticPageContent = {
  title: 'Veelgestelde vragen',
  lead: 'Snel antwoord op de vragen die we het vaakst krijgen. Staat jouw vraag er niet bij? Mail {support_email}.',
  toc: true,
  sections: [
    {
      id: 'account',
      heading: 'Je account',
      blocks: [
        {
          q: 'Wie mag zich aanmelden?',
          a: ['Iedereen van {min_age} jaar of ouder. Bij het aanmelden vragen we je geboortedatum; jonger dan {min_age} kan niet.'],
        },
        {
          q: 'Ik ben mijn wachtwoord vergeten. Wat nu?',
          a: ['Kies op de inlogpagina “Wachtwoord vergeten?”. Je krijgt een e-mail met een link om een nieuw wachtwoord te kiezen. Geen mail gekregen? Kijk ook in je map met ongewenste e-mail.'],
        },
        {
          q: 'Hoe verwijder ik mijn account?',
          a: ['In Instellingen, onder “Account verwijderen”. Daarna heb je nog 14 dagen om je account te heractiveren met de link die we je mailen; daarna verwijderen we al je gegevens definitief.'],
        },
        {
          q: 'Kan ik zien wat jullie over mij bewaren?',
          a: ['Ja. In Instellingen, bij “Jouw gegevens”, download je met één klik alles wat we over je bewaren. Lees meer in ons [privacybeleid](/pages/privacy).'],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Credits en betalen',
      blocks: [
        {
          q: 'Wat zijn credits?',
          a: ['Met credits betaal je voor contact: een bericht kost {message_credits} credits (ongeveer {message_price}), een foto {photo_credits} credits en een cadeautje {gift_credits} credits. Wat iets kost, zie je altijd voordat je het verstuurt, en bij elk pakket staat de prijs in euro’s naast het aantal credits.'],
        },
        {
          q: 'Zit ik vast aan een abonnement?',
          a: ['Nee. Je koopt credits wanneer je wilt; er wordt nooit automatisch iets afgeschreven.'],
        },
        {
          q: 'Kan ik mijn geld terugkrijgen?',
          a: ['Credits die je nog niet hebt gebruikt, betalen we terug als je binnen {refund_days} dagen na je aankoop contact opneemt. Zie het [retourbeleid](/pages/return-policy).'],
        },
      ],
    },
    {
      id: 'profielen',
      heading: 'Profielen en contact',
      blocks: [
        {
          q: 'Wat zijn {fictional_plural}?',
          a: [
            'Sommige profielen op {name} worden beheerd door een medewerker. Je herkent ze aan het icoon op de profielkaart en op het profiel. Met een {fictional_singular} kun je chatten, maar niet afspreken. Berichten aan zo’n profiel kosten evenveel credits als andere berichten.',
          ],
        },
        {
          q: 'Hoe blokkeer ik iemand?',
          a: ['Op het profiel van het lid en in het gesprek vind je de knop om te blokkeren. Daarna zien jullie elkaar nergens meer. Je ziet de leden die je blokkeerde in Instellingen en kunt de blokkering daar opheffen.'],
        },
        {
          q: 'Kan ik onzichtbaar zijn?',
          a: ['Ja. Zet in Instellingen “Onzichtbaar” aan: je verschijnt dan niet meer in de zoekresultaten, maar leden met wie je al chat, bereiken je nog wel.'],
        },
        {
          q: 'Iemand houdt zich niet aan de regels. Wat doe ik?',
          a: ['Blokkeer het lid en mail ons op {support_email} met de naam van het profiel. Wat niet mag en wat we eraan doen, lees je in het [blokkeringsbeleid](/pages/ban).'],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          q: 'Hoe bereik ik de klantenservice?',
          a: ['Mail {support_email} of bel {support_phone}. Op de pagina [Klantenservice](/pages/service) lees je ook hoe je een klacht indient.'],
        },
      ],
    },
  ],
};

export default faq;
