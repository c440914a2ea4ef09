Feature: Finance refunds a payment through the payment provider
  Finance pays a member back through the provider that took her payment: all of it, or a part. The credits
  she bought with it go back out of her credit history in proportion to the money. If she has spent them
  already, her balance stops at zero and the rest is recorded as a debt that her next purchase pays off
  first. Every refund has a reason, is in the audit trail and is told to her by mail in her language. A
  refund is made once, however often the button is pressed, and never for more than is left of the payment.

  Background:
    Given Anna paid € 10,00 for 100 credits at the sandbox

  Scenario: Finance refunds a payment in full
    Given an operator with the role "finance" at the payments desk
    When she refunds Anna's payment because "Dubbel betaald"
    Then the sandbox paid Anna back € 10,00
    And Anna has 0 credits and her credit history adds up to 0
    And the audit trail says the payment was refunded because "Dubbel betaald"
    And Anna is mailed that her payment was refunded

  Scenario: A partial refund takes back credits in proportion to the money
    Given an operator with the role "finance" at the payments desk
    When she refunds € 2,50 of Anna's payment because "Deels niet geleverd"
    Then Anna has 75 credits and her credit history adds up to 75
    And € 7,50 of the payment can still be refunded

  Scenario: Credits she has spent become a debt that her next purchase pays off first
    Given Anna has spent 80 of her credits
    And an operator with the role "finance" at the payments desk
    When she refunds Anna's payment because "Klacht over de dienst"
    Then Anna has 0 credits and owes 80 credits
    When Anna pays € 10,00 for 100 credits at the sandbox
    Then Anna has 20 credits and owes 0 credits
    And Anna's credit history adds up to 20

  Scenario: Pressing the refund button twice refunds once
    Given an operator with the role "finance" at the payments desk
    When she refunds € 4,00 of Anna's payment because "Dubbelklik" twice with the same form
    Then the sandbox paid Anna back € 4,00 once
    And Anna has 60 credits and her credit history adds up to 60

  Scenario: A refund needs a reason and is never more than what is left of the payment
    Given an operator with the role "finance" at the payments desk
    When she refunds Anna's payment without a reason
    Then the refund is refused naming the field "reason"
    When she refunds € 10,01 of Anna's payment because "Te veel"
    Then the refund is refused naming the field "amount"
    And Anna has 100 credits and her credit history adds up to 100

  Scenario Outline: Only finance and admins refund payments
    Given an operator with the role "<role>" at the payments desk
    When she refunds Anna's payment because "Goodwill"
    Then the refund is <outcome>

    Examples:
      | role      | outcome |
      | finance   | made    |
      | admin     | made    |
      | support   | refused |
      | moderator | refused |
