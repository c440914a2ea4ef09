Feature: The swipe game's daily likes
  In the swipe game a free member can give 4 likes a day; passing on a profile is always free. A premium
  member has no daily cap. The day is the calendar day in Amsterdam, so a free member gets 4 new likes at
  midnight there. Likes given on a profile page do not count towards the 4.

  Scenario: A free member gives exactly 4 swipe likes a day
    Given Anna is a free member
    And 5 members are in the swipe game
    When Anna likes 4 of them in the swipe game
    Then Anna has 0 swipe likes left today
    When Anna tries to like the fifth in the swipe game
    Then Anna is told she has given all 4 likes for today
    And Anna's given likes show 4 members

  Scenario: The remaining likes are shown after every swipe like
    Given Anna is a free member
    And 5 members are in the swipe game
    When Anna likes 1 of them in the swipe game
    Then Anna has 3 swipe likes left today

  Scenario: Likes on a profile page do not count
    Given Anna is a free member
    When Anna likes Bram
    Then Anna has 4 swipe likes left today

  Scenario: A new day in Amsterdam brings 4 new likes
    Given Anna is a free member
    And 5 members are in the swipe game
    And Anna liked 4 of them in the swipe game at 23:30 in Amsterdam
    When it is 00:00 in Amsterdam the next day
    Then Anna can like the fifth in the swipe game
    And Anna has 3 swipe likes left today

  Scenario: A premium member has no cap
    Given Anna is a premium member
    And 5 members are in the swipe game
    When Anna likes 5 of them in the swipe game
    Then Anna has no cap on swipe likes

  Scenario: Passing is free and a passed profile is not shown again
    Given Anna is a free member
    And 5 members are in the swipe game
    When Anna passes on 3 of them in the swipe game
    Then Anna has 4 swipe likes left today
    And the swipe game no longer shows Anna those 3
