Feature: How far away a member lives, on her card
  Search cards and swipe cards say how far away a member lives from the viewer's city, measured as the crow
  flies between the two cities of the shipped place data. Below 5 km a card says only that it is under 5 km;
  up to 100 km it gives whole km, beyond that tens of km. A card says nothing of distance when either city
  is unknown.

  Scenario Outline: The distance is rounded as a card says it
    Given Anna lives in Utrecht, Utrecht
    And Bram lives in <city>, <region>
    Then Anna's card of Bram says <distance>

    Examples:
      | city       | region    | distance             |
      | Utrecht    | Utrecht   | "under 5 km"         |
      | Zeist      | Utrecht   | "8 km"               |
      | Amersfoort | Utrecht   | "20 km"              |
      | Groningen  | Groningen | "160 km"             |
      | Maastricht | Limburg   | "140 km"             |

  Scenario: No distance when her city is not in the place data
    Given Anna lives in Atlantis, Utrecht
    And Bram lives in Zeist, Utrecht
    Then Anna's card of Bram says nothing of distance

  Scenario: No distance when his city is unknown
    Given Anna lives in Utrecht, Utrecht
    And Bram lives in an unknown city
    Then Anna's card of Bram says nothing of distance
