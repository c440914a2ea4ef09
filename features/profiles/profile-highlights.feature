Feature: The highlight items in a profile's header
  The header of a profile shows at most three things worth knowing at a glance, truest and most useful first:
  the interests the two share, that she is new here, that she was active today, and what she is looking for.
  Nothing is invented, and her own profile shows what others see, without shared interests.

  Background:
    Given Anna's interests are "lezen, dansen"
    And Bram's interests are "koken, dansen"

  Scenario: Anna sees on Bram's profile that they both like dancing and that he is new here
    Given Bram joined 2 days ago
    Then Anna sees on Bram's profile:
      | highlight        | about  |
      | shared interests | dansen |
      | new here         |        |

  Scenario: A member who joined more than a week ago is no longer new here
    Given Bram joined 8 days ago
    Then Anna sees on Bram's profile:
      | highlight        | about  |
      | shared interests | dansen |

  Scenario: Bram's own profile shows what others see, without shared interests
    Given Bram joined 2 days ago
    Then Bram sees on Bram's profile:
      | highlight | about |
      | new here  |       |
