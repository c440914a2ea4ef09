Feature: The welcome time bonus
  A member who has just signed up and has not bought anything yet gets 25% off her first credits with the
  code TIMEBONUS25 for the first four hours (14400 seconds) after signing up. A countdown shows the time
  left in hours, minutes and seconds. She can use it once. Premium members get no time bonus.

  Scenario: The time bonus lasts until the last second of the four hours
    Given Anna has just signed up as a free member
    When 14399 seconds have passed
    Then Anna has the time bonus: 25% off with the code TIMEBONUS25
    And the countdown shows Anna 0:00:01

  Scenario: The time bonus is gone after four hours
    Given Anna has just signed up as a free member
    When 14400 seconds have passed
    Then Anna has no time bonus

  Scenario: The countdown counts the four hours, not the welcome discount's hours
    Given the site gives a welcome discount of 25% for 48 hours
    And Anna has just signed up as a free member
    When 48 seconds have passed
    Then the countdown shows Anna 3:59:12

  Scenario: The countdown stops after four hours, though the welcome discount goes on
    Given the site gives a welcome discount of 25% for 48 hours
    And Anna has just signed up as a free member
    When 14400 seconds have passed
    Then Anna's discount is the welcome discount of 25%
    And Anna sees no countdown

  Scenario: The countdown starts at four hours
    Given Anna has just signed up as a free member
    When 48 seconds have passed
    Then the countdown shows Anna 3:59:12

  Scenario: The time bonus can be used once
    Given Anna has just signed up as a free member
    And Anna has used the code TIMEBONUS25 before
    Then Anna has no time bonus
    When Anna tries to pay with the code TIMEBONUS25
    Then Anna is told "Code reeds gebruikt"

  Scenario: Premium members get no time bonus
    Given Anna has just signed up as a premium member
    Then Anna has no time bonus
    When Anna tries to pay with the code TIMEBONUS25
    Then Anna is told "Code ongeldig"

  Scenario: The time bonus cannot be used after the four hours
    Given Anna has just signed up as a free member
    When 14400 seconds have passed
    And Anna tries to pay with the code TIMEBONUS25
    Then Anna is told "Code ongeldig"

  Scenario: A member pays with her own time bonus
    Given Anna has just signed up as a free member
    When Anna pays with the code timebonus25
    Then Anna gets 25% off as her time bonus
