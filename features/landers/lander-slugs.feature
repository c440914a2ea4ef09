Feature: Which city a landing page is about
  Ads lead visitors to landing pages such as /landers/video/she-amsterdam. The last part of the address, the
  slug, says which city the page is about. Each site serves one niche, and every slug of that niche starts with
  the niche's own prefix: none for niche 1, "she-" for 2, "bdsm-" for 3, "bbw-" for 4, "gilf-" for 5, "milf-"
  for 6 and "gay-" for 7. Without a city the slug names the page's language, where English is written "eng".
  A slug that names no known city still opens the landing page: it then shows members from the whole country.

  Background:
    Given the site knows the cities "Amsterdam", "Den Haag" and "'s-Hertogenbosch"

  Scenario Outline: Niche <niche> writes the slug for Amsterdam as "<slug>"
    Given the site's niche is <niche>
    Then the landing page for "Amsterdam" has the slug "<slug>"

    Examples:
      | niche | slug           |
      | 1     | amsterdam      |
      | 2     | she-amsterdam  |
      | 3     | bdsm-amsterdam |
      | 4     | bbw-amsterdam  |
      | 5     | gilf-amsterdam |
      | 6     | milf-amsterdam |
      | 7     | gay-amsterdam  |

  Scenario: A slug names its city as the site spells it
    Given the site's niche is 2
    When a visitor opens a landing page with the slug "she-den-haag"
    Then the page is about "Den Haag"

  Scenario: Accents, capitals and apostrophes do not matter
    Given the site's niche is 1
    When a visitor opens a landing page with the slug "S-Hertogenbosch"
    Then the page is about "'s-Hertogenbosch"

  Scenario: A link made for another niche still finds its city
    Given the site's niche is 2
    When a visitor opens a landing page with the slug "gay-amsterdam"
    Then the page is about "Amsterdam"

  Scenario Outline: Without a city the slug names the language: <locale> is written "<slug>"
    Given the site's niche is 2
    Then the landing page in "<locale>" without a city has the slug "<slug>"
    And a visitor who opens the slug "<slug>" lands on the page for the whole country

    Examples:
      | locale | slug   |
      | nl     | she-nl |
      | en     | she-eng |

  Scenario: An unknown slug still lands
    Given the site's niche is 2
    When a visitor opens a landing page with the slug "she-atlantis"
    Then the page is about no city
    And the visitor lands on the page for the whole country

  Scenario: No slug at all still lands
    Given the site's niche is 6
    When a visitor opens a landing page without a slug
    Then the page is about no city
