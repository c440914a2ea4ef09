Feature: Wie bekeek mij
  A member sees who opened her profile in the last 30 days, newest first, with a badge for the visitors who
  came since she last looked at the list. A member who opens the same profile again is listed once, at her
  latest visit. An invisible member leaves no trace, nobody sees herself, and members blocked either way never
  appear.

  Scenario: Her visitors, newest first, new until she looks
    Given Bram opened Anna's profile
    And a minute later Cas opened Anna's profile
    Then Anna's visitors badge shows 2
    And Anna's visitors are Cas and Bram, both new
    And Anna's visitors badge shows 0

  Scenario: A visitor who comes back is listed once, at his latest visit, new again
    Given Bram opened Anna's profile
    And a minute later Cas opened Anna's profile
    And Anna has looked at her visitors
    When a minute later Bram opened Anna's profile
    Then Anna's visitors badge shows 1
    And Anna's visitors are Bram and Cas, of whom Bram is new

  Scenario: An invisible member leaves no trace
    Given Bram is invisible
    When Bram opened Anna's profile
    Then Anna has no visitors

  Scenario: Her own visits do not count
    When Anna opened Anna's profile
    Then Anna has no visitors

  Scenario Outline: Members blocked either way never appear
    Given Bram opened Anna's profile
    And <blocker> blocks <blocked>
    Then Anna has no visitors
    And Anna's visitors badge shows 0

    Examples:
      | blocker | blocked |
      | Anna    | Bram    |
      | Bram    | Anna    |

  Scenario: A visit older than 30 days is gone
    Given Bram opened Anna's profile
    When 31 days have passed
    Then Anna has no visitors
