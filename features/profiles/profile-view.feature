Feature: Who can open a member's profile
  A member's profile page is open to other members and, as a teaser, to visitors. It is not there for
  anyone else (it answers "not found") while the member is blocked either way, has deleted her account,
  has a disabled profile, has not confirmed her email address, or is invisible. She always sees her own.

  Scenario Outline: The profile of a member who is <state> cannot be found
    Given Bram <given>
    Then Anna cannot open Bram's profile

    Examples:
      | state                  | given                               |
      | blocked by the viewer  | is blocked by Anna                  |
      | blocking the viewer    | blocked Anna                        |
      | deleted                | deleted his account                 |
      | disabled               | has a disabled profile              |
      | not confirmed          | has not confirmed his email address |
      | invisible              | is invisible                        |

  Scenario: An invisible member still sees her own profile
    Given Bram is invisible
    Then Bram can open Bram's profile
    And Anna cannot open Bram's profile

  Scenario: Others open an ordinary member's profile
    Then Anna can open Bram's profile
