/** Source texts of /notifications, her e-mail preferences (issue 23, decision 0056) — merged into the nl catalogue. */
export const nlNotifications = {
  'notifications.title': 'Meldingen en e-mail',
  'notifications.intro': 'Kies waarover we je mailen. Elke wijziging wordt meteen opgeslagen.',
  'notifications.loading': 'Je voorkeuren laden…',
  'notifications.on': 'Aan',
  'notifications.off': 'Uit',
  'notifications.saved': 'Opgeslagen',
  'notifications.sections': 'Onderdelen',
  'notifications.email.title': 'E-mail',

  'notifications.group.messages': 'Berichten',
  'notifications.group.likes': 'Likes en matches',
  'notifications.group.site': 'Van {site}',

  'notifications.pref.new_conversations': 'Nieuwe gesprekken',
  'notifications.pref.new_conversations.hint': 'Als iemand een gesprek met je begint.',
  'notifications.pref.new_messages': 'Nieuwe berichten',
  'notifications.pref.new_messages.hint': 'Eén mail per gesprek, tot je het gelezen hebt. Niet als je op dat moment online bent.',
  'notifications.pref.unread_message_reminders': 'Herinnering bij ongelezen berichten',
  'notifications.pref.unread_message_reminders.hint': 'Als een bericht een tijdje ongelezen blijft.',
  'notifications.pref.like': 'Likes en matches',
  'notifications.pref.like.hint': 'Als iemand je leuk vindt of als het een match is.',
  'notifications.pref.weekly_updates': 'Wekelijks overzicht',
  'notifications.pref.weekly_updates.hint': 'Eén keer per week: je nieuwe likes, matches en nieuwe leden die bij je zoekopdracht passen.',
  'notifications.pref.reminders': 'Tips en herinneringen',
  'notifications.pref.reminders.hint': 'Een seintje als je profiel nog een foto mist of je welkomstbonus bijna afloopt.',
  'notifications.pref.promotions': 'Aanbiedingen',
  'notifications.pref.promotions.hint': 'Kortingen en acties op credits en premium.',
  'notifications.pref.news': 'Nieuws',
  'notifications.pref.news.hint': 'Nieuwe functies en ander nieuws van {site}.',

  'notifications.transactional': 'Mails over je account, zoals je activatielink, wachtwoordherstel en betalingsbewijzen, sturen we altijd: die heb je nodig.',

  'notifications.disabled.title': 'We sturen je op dit moment geen e-mail',
  'notifications.disabled.only': 'Zolang dat zo is, krijg je alleen mails over je account, zoals wachtwoordherstel en betalingen.',
  'notifications.disabled.unsubscribe': 'Je hebt je afgemeld via de link in een van onze e-mails.',
  'notifications.disabled.fbl': 'Een van onze e-mails is bij je e-mailprovider als spam gemeld.',
  'notifications.disabled.bounce': 'Onze e-mail naar {email} kwam niet aan: het adres bestaat niet (meer) of de mailbox weigert onze mail.',
  'notifications.disabled.turnOn': 'Zet e-mail weer aan',
  'notifications.disabled.turnOnBusy': 'Bezig…',
  'notifications.disabled.bounceFix': 'Klopt je e-mailadres niet meer? Wijzig het bij <link>je instellingen</link>. Zodra je het nieuwe adres bevestigt, mailen we je weer.',
  'notifications.turnedOn': 'Je krijgt weer e-mail van ons.',

  'notifications.push.title': 'Pushmeldingen',
  'notifications.privacy.title': 'Onzichtbaar',
} as const;

export type MessageKeyNotifications = keyof typeof nlNotifications;
