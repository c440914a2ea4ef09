Feature: Which language the site speaks
  The site speaks one language per visit. A visitor who chose a language keeps it for a year: the choice is kept in
  a cookie in her browser. Without a choice, the site speaks the language of its domain (a German domain speaks
  German); without that, Dutch. A member's own language is saved with her account, and she gets it back every
  time she logs in, whatever the browser chose before. The language menu shows only where a domain offers more
  than one language, each language with its country. The credit pages have an address in every language.

  Background:
    Given the site speaks Dutch, English and German

  Scenario: A visitor without a choice gets the domain's language
    Given the domain's language is "de-DE"
    When a visitor opens the site without a language cookie
    Then the site speaks "de"

  Scenario: A visitor's own choice wins over the domain's language
    Given the domain's language is "de-DE"
    When a visitor opens the site with the language cookie "en"
    Then the site speaks "en"

  Scenario: A language the site does not speak is passed over
    Given the domain's language is "fr-FR"
    When a visitor opens the site with the language cookie "fi"
    Then the site speaks "nl"

  Scenario: A member gets her saved language back when she logs in
    Given a member saved the language "en"
    And her browser's language cookie says "nl"
    When she logs in
    Then her language cookie says "en"
    And the site speaks "en" on her next visit

  Scenario: A saved language the site does not speak leaves the browser's choice alone
    Given a member saved the language "fi"
    And her browser's language cookie says "nl"
    When she logs in
    Then her language cookie says "nl"

  Scenario: The language menu shows only where there is a choice
    Given the domain offers the languages "nl"
    Then the language menu is not shown
    Given the domain offers the languages "nl, en"
    Then the language menu offers "nl, en"
    Given the domain offers no list of languages
    Then the language menu offers "nl, en, de"

  Scenario Outline: Each language is shown with a country, the visitor's own where it is spoken
    Then for a visitor from <visitor> the language "<language>" is shown with <country>

    Examples:
      | visitor | language | country |
      | NL      | nl       | NL      |
      | BE      | nl       | BE      |
      | GB      | en       | GB      |
      | NL      | en       | US      |
      | AT      | de       | AT      |
      | NL      | nb       | NO      |

  Scenario Outline: The credit pages have an address in every language
    Then the credits page is at "<credits>" in "<language>"
    And the repeat order is at "<repeat>" in "<language>"

    Examples:
      | language | credits    | repeat                       |
      | nl       | /credits   | /credits/repeat-order        |
      | en       | /credits   | /credits/repeat-order        |
      | de       | /guthaben  | /guthaben/erneut-bestellen   |
      | fr       | /credits   | /credits/renouveler          |
      | it       | /crediti   | /crediti/riordina            |
      | es       | /creditos  | /creditos/repetir-pedido     |
      | pl       | /kredyty   | /kredyty/ponow-zamowienie    |
      | da       | /kreditter | /kreditter/genbestil         |
      | fi       | /krediitit | /krediitit/tilaa-uudelleen   |
      | nb       | /kreditter | /kreditter/bestill-igjen     |
      | sv       | /krediter  | /krediter/bestall-igen       |

  Scenario: A credit page's address in another language leads to the visitor's own
    When a visitor in "de" opens "/credits/12/ideal"
    Then she is sent on to "/guthaben/12/ideal"
    When a visitor in "nl" opens "/guthaben/erneut-bestellen"
    Then she is sent on to "/credits/repeat-order"
    When a visitor in "nl" opens "/credits"
    Then she stays on "/credits"
