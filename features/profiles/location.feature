Feature: Where a member lives
  Members say where they live by choosing a region of their country and a city in it, or let the
  browser tell them: the position is placed at the nearest city the site knows. The site works this
  out itself, so no one else learns where the member is.

  Scenario: A member chooses her region and city
    When Anna chooses to live in "Haarlem" in the region "Noord-Holland" of NL
    Then Anna's profile says she lives in "Haarlem" in the region "Noord-Holland" of NL

  Scenario: A region of another country is refused
    Given Anna chooses to live in "Haarlem" in the region "Noord-Holland" of NL
    When Anna tries to choose to live in "München" in the region "Bayern" of NL
    Then Anna is told that region is not in that country
    And Anna's profile says she lives in "Haarlem" in the region "Noord-Holland" of NL

  Scenario Outline: The browser's position is placed at the nearest city
    When Anna lets her browser tell where she is: <latitude>, <longitude>
    Then Anna is offered "<city>" in the region "<region>" of <country>

    Examples:
      | latitude | longitude | city      | region        | country |
      | 52.37    | 4.90      | Amsterdam | Noord-Holland | NL      |
      | 50.85    | 4.35      | Brussel   | Brussel       | BE      |
      | 48.14    | 11.58     | München   | Bayern        | DE      |

  Scenario: A position far from every known place is not placed
    When Anna lets her browser tell where she is: 55.5, 3.5
    Then Anna is told her position is not near any place the site knows
