Feature: Support and finance look after a member's account in the back office
  Support finds a member by her id, the start of her e-mail address or a part of her name, and opens her
  account: her profile, photos, payments, credit history and how many sessions she has open. Looking at
  a member's account is looking at personal data, so the audit trail records it. Support may sign her out
  everywhere and send her activation mail again. Only finance and admins correct her credits: always
  with a reason, always as a row in her credit history, and never below zero.

  Background:
    Given the member "Anna" with the address "anna.devries@example.nl" and 3 credits

  Scenario: Support finds a member by the start of her address and opens her account
    Given an operator of the back office with the role "support"
    When she searches the members for "ANNA.DEV"
    Then she finds "Anna"
    When she opens Anna's account
    Then she sees 3 credits and a credit history adding up to 3
    And the newest row of the audit trail says she viewed Anna's account

  Scenario: Finance corrects a member's credits with a reason
    Given an operator of the back office with the role "finance"
    When she corrects Anna's credits by 10 because "Dubbel afgeschreven bij de bank"
    Then Anna's balance is 13 credits
    And Anna's credit history has a correction of 10 and adds up to 13
    And the newest row of the audit trail says her credits were corrected because "Dubbel afgeschreven bij de bank"

  Scenario: A correction needs a reason and never takes her below zero
    Given an operator of the back office with the role "finance"
    When she corrects Anna's credits by 10 without a reason
    Then she is told the field "reason" is missing
    When she corrects Anna's credits by -4 because "Terugboeking"
    Then she is told this would take the balance below zero
    And Anna's balance is 3 credits

  Scenario Outline: Only finance and admins correct credits
    Given an operator of the back office with the role "<role>"
    When she corrects Anna's credits by 10 because "Goodwill"
    Then the correction is <outcome>

    Examples:
      | role      | outcome  |
      | admin     | booked   |
      | finance   | booked   |
      | support   | refused  |
      | moderator | refused  |

  Scenario: Support signs a member out everywhere
    Given Anna is signed in on 2 devices
    And an operator of the back office with the role "support"
    When she ends Anna's sessions
    Then Anna has no sessions open

  Scenario: Support sends an unconfirmed member her activation mail again
    Given the member "Dora" with the address "dora@example.nl" who has not confirmed her address
    And an operator of the back office with the role "support"
    When she sends Dora's activation mail again
    Then an activation mail to "dora@example.nl" waits in the outbox

  Scenario: A moderator suspends a member from her account page, without a report
    Given Anna is signed in on 2 devices
    And an operator of the back office with the role "moderator"
    When she suspends Anna for 14 days because "Vraagt leden om geld"
    Then Anna is suspended for 14 days and cannot log in
    And Anna has no sessions open
    And a mail to "anna.devries@example.nl" in Dutch tells her she is suspended for 14 days, with the reason
    And the newest row of the audit trail says Anna was suspended because "Vraagt leden om geld"

  Scenario: A moderator lifts a suspension before its end, with a reason
    Given an operator of the back office with the role "moderator"
    And she suspended Anna for good because "Oplichting"
    When she lifts Anna's suspension because "Bezwaar toegekend"
    Then Anna is no longer suspended
    And a mail to Anna in Dutch tells her that a moderator lifted the suspension
    And the newest row of the audit trail says Anna's suspension was lifted because "Bezwaar toegekend"

  Scenario: A suspension needs a reason
    Given an operator of the back office with the role "moderator"
    When she suspends Anna for 7 days without a reason
    Then she is told the field "reason" is missing
    And Anna is no longer suspended

  Scenario Outline: Only moderators and admins suspend a member
    Given an operator of the back office with the role "<role>"
    When she suspends Anna for 7 days because "Spam"
    Then the suspension is <outcome>

    Examples:
      | role      | outcome  |
      | admin     | in force |
      | moderator | in force |
      | support   | refused  |
      | finance   | refused  |
