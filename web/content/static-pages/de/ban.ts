import type { StaticPageContent } from '../types';

const ban: StaticPageContent = {
  title: 'Sperrrichtlinie',
  lead: 'Alle sollen sich auf {name} sicher und willkommen fühlen. Deshalb gibt es Hausregeln. Hier liest du, was nicht erlaubt ist, was wir tun, wenn jemand die Regeln bricht, und wie du Einspruch einlegst.',
  sections: [
    {
      id: 'wat-niet-mag',
      heading: 'Dafür sperren wir ein Konto',
      blocks: [
        [
          '**Minderjährigkeit**: Du bist jünger als {min_age} Jahre oder gibst dich als jemand Jüngeres aus.',
          '**Eine falsche Identität**: Du verwendest den Namen oder die Fotos einer anderen Person oder legst mehrere Konten an.',
          '**Belästigung und Drohungen**: Du schreibst weiter jemandem, der eindeutig keinen Kontakt will, oder du beschimpfst, bedrohst oder erpresst jemanden.',
          '**Hass und Diskriminierung**: Du beleidigst oder bedrohst jemanden wegen Herkunft, Religion, Geschlecht, sexueller Orientierung, Behinderung oder Alter.',
          '**Bilder ohne Einwilligung**: Du teilst Nacktbilder oder andere private Bilder von jemandem, der dem nicht zugestimmt hat.',
          '**Geld und Sex**: Du forderst oder bietest Geld, Geschenke oder eine andere Bezahlung für Sex, oder du bietest Escort- oder andere bezahlte Dienste an.',
          '**Betrug**: Du bittest andere Mitglieder um Geld, Bankdaten oder Zugangsdaten, oder du lockst sie auf eine andere Website.',
          '**Werbung und Spam**: Du machst Werbung, verschickst massenhaft dieselben Nachrichten oder postest Links zu anderen Diensten.',
          '**Persönliche Daten anderer**: Du teilst Adressen, Telefonnummern oder andere Daten einer anderen Person ohne deren Einwilligung.',
          '**Missbrauch der Seite**: Du versuchst, die Sicherheitsmaßnahmen zu umgehen, das Konto einer anderen Person zu übernehmen oder die Seite zu stören, oder du lässt eine Zahlung unberechtigt zurückbuchen.',
          '**Illegale Inhalte**: alles, was in den Niederlanden strafbar ist. Sexuelle Darstellungen von Minderjährigen melden wir immer der Polizei.',
        ],
      ],
    },
    {
      id: 'wat-we-doen',
      heading: 'Was wir tun',
      blocks: [
        'Bei einem leichten Verstoß bekommst du zuerst eine Verwarnung, und wir entfernen die unzulässigen Inhalte. Bei einem schweren oder wiederholten Verstoß sperren wir dein Konto sofort. Ein gesperrtes Mitglied kann sich nicht mehr einloggen und ist für niemanden mehr sichtbar. Wer eine Sperre mit einem neuen Konto umgeht, wird erneut gesperrt.',
        'Wir teilen dir immer per E-Mail mit, welche Maßnahme wir ergriffen haben und warum: um welche Regel es geht und um welche Inhalte oder welches Verhalten.',
        'Hattest du noch gekaufte Credits, die du nicht verwendet hast, erstatten wir sie dir, außer die Sperre folgt auf Betrug.',
      ],
    },
    {
      id: 'melden',
      heading: 'Jemanden melden',
      blocks: [
        'Hält sich ein anderes Mitglied nicht an die Regeln? Blockiere das Mitglied: Ab dann seht ihr euch nirgends mehr. Schreib uns außerdem an {support_email} mit dem Namen des Profils und dem, was passiert ist, damit wir eingreifen können. Ist jemand in unmittelbarer Gefahr, ruf die 112 an.',
      ],
    },
    {
      id: 'bezwaar',
      heading: 'Einspruch einlegen',
      blocks: [
        'Bist du mit einer Verwarnung oder Sperre nicht einverstanden, schreib innerhalb von 14 Tagen an {support_email} und erkläre, warum. Eine andere Person aus unserem Team als diejenige, die entschieden hat, prüft deinen Einspruch erneut. Innerhalb von 14 Tagen erfährst du, wie wir entscheiden.',
      ],
    },
  ],
};

export default ban;
