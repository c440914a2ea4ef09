Feature: An admin manages the operators of the back office
  Only an admin sees the operators and changes them: a new role, disabled or enabled again, or her
  authenticator app forgotten when she lost her phone. A disabled operator cannot log in and her open
  sessions end at once. There is always at least one active admin. Every change is in the audit trail.

  Background:
    Given the back office has the admin "ada@back.office" and the moderator "mo@back.office", both signed in

  Scenario: The admin sees every operator with her role and whether she is active
    When the admin lists the operators
    Then she sees "ada@back.office" as an active admin and "mo@back.office" as an active moderator

  Scenario: A disabled operator is signed out at once and cannot log in until enabled
    When the admin disables "mo@back.office" because "Uit dienst"
    Then "mo@back.office" is no longer signed in
    And "mo@back.office" cannot log in
    When the admin enables "mo@back.office"
    Then "mo@back.office" can log in again
    And the audit trail says "mo@back.office" was disabled because "Uit dienst" and enabled again

  Scenario: After a reset of her second factor she enrols a new app at her next login
    When the admin resets the second factor of "mo@back.office"
    Then "mo@back.office" is no longer signed in
    And at her next login "mo@back.office" is asked to enrol an authenticator app

  Scenario: The last active admin cannot disable or demote herself
    When the admin disables "ada@back.office"
    Then she is told there must stay an active admin
    When the admin makes "ada@back.office" a moderator
    Then she is told there must stay an active admin

  Scenario: A moderator does not manage operators
    When the moderator makes "mo@back.office" an admin
    Then the moderator is refused
