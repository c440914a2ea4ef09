import type { Locale } from '../i18n/locale';

/**
 * SPEC §8: what the page says when the error page itself failed, in every served locale. Plain strings, deliberately
 * not from the catalogue, the store or intl: any of them may be what failed. Typed by LOCALES, so a served locale
 * without its words does not compile. English is SPEC §8's wording; the link's words are each catalogue's
 * `error.backHome`.
 */
export const LAST_RESORT_TEXTS: Readonly<Record<Locale, { readonly text: string; readonly home: string }>> = {
  da: { text: 'Der opstod en fejl under visningen af fejlsiden', home: 'Tilbage til forsiden' },
  de: { text: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten', home: 'Zurück zur Startseite' },
  en: { text: 'An error occurred while showing the error page', home: 'Back to the home page' },
  es: { text: 'Se ha producido un error al mostrar la página de error', home: 'Volver a la página de inicio' },
  fi: { text: 'Virhesivun näyttämisessä tapahtui virhe', home: 'Takaisin etusivulle' },
  fr: { text: 'Une erreur s’est produite lors de l’affichage de la page d’erreur', home: 'Retour à l’accueil' },
  it: { text: 'Si è verificato un errore durante la visualizzazione della pagina di errore', home: 'Torna alla home page' },
  nb: { text: 'Det oppstod en feil under visningen av feilsiden', home: 'Tilbake til forsiden' },
  nl: { text: 'Er is een fout opgetreden bij het tonen van de foutpagina', home: 'Terug naar de homepage' },
  pl: { text: 'Wystąpił błąd podczas wyświetlania strony błędu', home: 'Wróć na stronę główną' },
  sv: { text: 'Ett fel uppstod när felsidan skulle visas', home: 'Tillbaka till startsidan' },
};

/** The locale's words; a value that names no served locale (a page without `lang`) gets Dutch, the site's default (SPEC §1). */
export function lastResortTexts(locale: string | null | undefined): { readonly locale: Locale; readonly text: string; readonly home: string } {
  const served = Object.hasOwn(LAST_RESORT_TEXTS, locale ?? '') ? (locale as Locale) : 'nl';
  return { locale: served, ...LAST_RESORT_TEXTS[served] };
}
