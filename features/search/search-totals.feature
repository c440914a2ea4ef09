Feature: How many members a search found
  A search tells the member how many profiles match her filters. Up to 1,000 it counts them exactly.
  Beyond 1,000, counting every match would slow every search down for a number nobody pages through,
  so the search shows an estimate rounded to two figures and says that it is one ("about 1,200").

  Scenario: A search with few matches shows the exact number
    Given 37 women in Groningen are members
    When Tom searches for women in Groningen
    Then Tom sees that exactly 37 members were found
    And the first page shows 24 of them

  Scenario: A search with exactly 1,000 matches still counts them exactly
    Given 1000 women in Groningen are members
    When Tom searches for women in Groningen
    Then Tom sees that exactly 1000 members were found

  Scenario: A search with more than 1,000 matches shows about how many
    Given 1234 women in Groningen are members
    When Tom searches for women in Groningen
    Then Tom sees that about 1200 members were found
    And the first page shows 24 of them
