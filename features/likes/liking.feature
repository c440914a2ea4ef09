Feature: Likes and matches
  A member likes another member's profile to show interest before writing. When two members like each
  other, that is a match, and both are told at once. A like received is "new" until the member opens the
  liker's profile; the number of new likes is shown on the Likes badge and in the page title.
  Only members one can see can be liked: not yourself, and nobody who is blocked (either way), deleted,
  disabled, not yet confirmed or invisible.

  Scenario: A like shows on both sides and counts as new until the profile is opened
    When Anna likes Bram
    Then Anna's given likes show Bram
    And Bram's received likes show Anna as new
    And Bram has 1 new like
    When Bram opens Anna's profile
    Then Bram's received likes show Anna as seen
    And Bram has 0 new likes

  Scenario: Liking each other is a match, and both hear it at once
    Given Anna likes Bram
    When Bram likes Anna
    Then Bram is told it is a match with Anna
    And Anna and Bram both see the match in their matches
    And Anna is told live that Bram liked her and that they match

  Scenario: Taking a like back ends the match
    Given Anna likes Bram
    And Bram likes Anna
    When Anna takes back her like of Bram
    Then Anna and Bram have no match
    And Bram's given likes still show Anna

  Scenario: Liking twice is one like
    When Anna likes Bram
    And Anna likes Bram
    Then Bram has 1 new like

  Scenario Outline: A member who is <state> cannot be liked
    Given Bram <given>
    When Anna tries to like Bram
    Then Anna is told Bram cannot be found
    And Anna's given likes are empty

    Examples:
      | state                        | given                                  |
      | blocked by the liker         | is blocked by Anna                     |
      | blocking the liker           | blocked Anna                           |
      | not confirmed                | has not confirmed his email address    |
      | invisible                    | is invisible                           |
      | disabled                     | has a disabled profile                 |
      | deleted                      | deleted his account                    |

  Scenario: Nobody can like herself
    When Anna tries to like Anna
    Then Anna is told she cannot like herself

  Scenario: A block hides likes already given
    Given Anna likes Bram
    When Bram blocks Anna
    Then Bram's received likes are empty
    And Bram has 0 new likes

  Scenario: The "New like!" popup shows only real likes, each once, newest first
    Given Anna likes Bram
    And a minute later Cas likes Bram
    Then the popup shows Bram the like of Cas
    And next the popup shows Bram the like of Anna
    And after that the popup shows Bram nothing
