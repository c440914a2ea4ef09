Feature: A reversed payment takes its credits back and stops direct debit
  When a member's bank reverses a direct debit, finance marks the payment as reversed; when a provider
  reports a chargeback, the site does it by itself. The credits she bought with the payment go back out of
  her credit history, and what she has spent of them becomes a debt. She can no longer pay by direct debit,
  the audit trail records it and she is told by mail. A payment is reversed only once.

  Scenario: Finance marks a reversed direct debit
    Given Anna paid € 10,00 for 100 credits by direct debit
    And Anna has spent 30 of her credits
    And an operator with the role "finance" at the payments desk
    When she marks Anna's payment as reversed because "Storno op het bankafschrift"
    Then Anna has 0 credits and owes 30 credits
    And Anna's credit history adds up to 0
    And Anna is told when she chooses direct debit: "Je account is geblokkeerd voor automatische incasso."
    And the audit trail says the payment was reversed because "Storno op het bankafschrift"
    And Anna is mailed that her payment was reversed

  Scenario: Marking a payment as reversed twice takes the credits back once
    Given Anna paid € 10,00 for 100 credits by direct debit
    And an operator with the role "finance" at the payments desk
    When she marks Anna's payment as reversed because "Storno"
    And she marks Anna's payment as reversed because "Storno, nog een keer"
    Then Anna has 0 credits and owes 0 credits
    And the audit trail has one reversal of the payment

  Scenario: The provider reports a chargeback
    Given Anna paid € 10,00 for 100 credits at the sandbox
    When the sandbox reports a chargeback of Anna's payment
    And the sandbox reports it again
    Then Anna has 0 credits and owes 0 credits
    And Anna's credit history adds up to 0
    And the audit trail has one reversal of the payment, by the system
    And Anna is told when she chooses direct debit: "Je account is geblokkeerd voor automatische incasso."

  Scenario: A reversal needs a reason and is finance's or an admin's
    Given Anna paid € 10,00 for 100 credits by direct debit
    And an operator with the role "support" at the payments desk
    When she marks Anna's payment as reversed because "Storno"
    Then the reversal is refused
    Given an operator with the role "finance" at the payments desk
    When she marks Anna's payment as reversed without a reason
    Then the refund is refused naming the field "reason"
    And Anna has 100 credits and her credit history adds up to 100
