/** Texts of the /api error codes that no page text already says (web/api/error-text.ts) — merged into the nl catalogue. */
export const nlErrors = {
  'error.code.not_found': 'Dit is niet (meer) te vinden.',
  'error.code.blocked': 'Jullie kunnen elkaar geen berichten meer sturen.',
  'error.code.premium_only': 'Dit kan alleen met een premium-account.',
  'error.code.not_confirmed': 'Bevestig eerst je e-mailadres.',
  'error.code.authentication_required': 'Log opnieuw in om verder te gaan.',
  'error.code.cross_site_request': 'Dit verzoek kwam niet van deze site en is geweigerd.',
  'error.code.invalid_body': 'Het verzoek kon niet worden gelezen, probeer het opnieuw.',
  'error.code.payload_too_large': 'Dit is te groot om te versturen.',
  'error.code.request_in_progress': 'Je verzoek wordt nog verwerkt, een ogenblik geduld.',
  'error.code.code_not_found': 'Code niet gevonden',
  'error.code.code_used': 'Code reeds gebruikt',
  'error.code.code_invalid': 'Code ongeldig',
  'error.code.payment_failed': 'Betaling mislukt',
  'error.code.direct_debit_blocked': 'Je account is geblokkeerd voor automatische incasso.',
  'error.code.direct_debit_limit': 'Je hebt het maximum voor automatische incasso bereikt. Kies een andere betaalmethode.',
  'error.code.sms_code_invalid': 'Deze sms-code klopt niet of is verlopen. Vraag een nieuwe code aan.',
  // The direct-debit form's refusal of a number that is no mobile: told by the error text (core).
  'directdebit.invalid.notMobile': 'We sturen de code alleen naar een mobiel nummer uit een land van deze site, niet naar een vast nummer, betaalnummer of satellietnummer.',
} as const;

export type MessageKeyErrors = keyof typeof nlErrors;
