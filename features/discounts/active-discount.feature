Feature: Which discount a new member sees
  A new member sees one discount at a time: the time bonus while it lasts, after that the welcome
  discount. The welcome discount gives the percentage the site sets (25% unless changed) for the hours the
  site sets (48 unless changed) after signing up. Premium members see neither.

  Scenario: The time bonus comes first
    Given Anna has just signed up as a free member
    When an hour has passed
    Then Anna's discount is the time bonus of 25%

  Scenario: The welcome discount follows when the time bonus ends
    Given the site gives a welcome discount of 25% for 48 hours
    And Anna has just signed up as a free member
    When 4 hours have passed
    Then Anna's discount is the welcome discount of 25%
    And Anna can pay with the code WELKOM for 25% off

  Scenario: The welcome discount ends after its hours
    Given the site gives a welcome discount of 25% for 48 hours
    And Anna has just signed up as a free member
    When 48 hours have passed
    Then Anna has no discount
    When Anna tries to pay with the code WELKOM
    Then Anna is told "Code ongeldig"

  Scenario: The site sets the welcome discount
    Given the site gives a welcome discount of 30% for 6 hours
    And Anna has just signed up as a free member
    When 5 hours have passed
    Then Anna's discount is the welcome discount of 30%

  Scenario: No welcome discount when the site gives none
    Given the site gives no welcome discount
    And Anna has just signed up as a free member
    When 5 hours have passed
    Then Anna has no discount

  Scenario: Premium members see no discount
    Given Anna has just signed up as a premium member
    Then Anna has no discount
    When 5 hours have passed
    Then Anna has no discount

  Scenario: The welcome discount can be used once
    Given Anna has just signed up as a free member
    And Anna has used the code WELKOM before
    When 5 hours have passed
    Then Anna has no discount
