Feature: Buying credits
  Members buy credits in bundles; the price is in euros and shown beside the credits.
  A payment is open at the payment provider until the provider says it is paid, still pending, failed or cancelled.
  Only a paid payment brings credits, and it brings them once, however often the provider tells us.
  The first paid purchase makes a member premium, for good.

  Background:
    Given the bundle "120 credits" costs € 19,95

  Scenario: A paid purchase brings the credits and makes the member premium
    Given Anna is a free member with no credits
    When Anna buys the bundle "120 credits" with iDEAL
    And the payment provider says Anna's payment is paid
    Then Anna has 120 credits
    And Anna's account is premium now
    And Anna's payment is completed
    And Anna receives the order confirmation by email

  Scenario: The provider says "paid" twice
    Given Anna is a free member with no credits
    When Anna buys the bundle "120 credits" with iDEAL
    And the payment provider says Anna's payment is paid
    And the payment provider says it again
    Then Anna has 120 credits
    And Anna receives the order confirmation by email once

  Scenario Outline: A payment that is not paid brings nothing
    Given Anna is a free member with no credits
    When Anna buys the bundle "120 credits" with <method>
    And the payment provider says Anna's payment is <outcome>
    Then Anna has 0 credits
    And Anna's account is still free
    And Anna's payment is <status>

    Examples:
      | method     | outcome   | status    |
      | iDEAL      | pending   | pending   |
      | creditcard | failed    | failed    |
      | PayPal     | cancelled | cancelled |

  Scenario: A pending payment that is paid later brings the credits then
    Given Anna is a free member with no credits
    When Anna buys the bundle "120 credits" with iDEAL
    And the payment provider says Anna's payment is pending
    And the payment provider says Anna's payment is paid
    Then Anna has 120 credits

  Scenario: A failed payment stays failed
    Given Anna is a free member with no credits
    When Anna buys the bundle "120 credits" with creditcard
    And the payment provider says Anna's payment is failed
    And the payment provider says Anna's payment is paid
    Then Anna has 0 credits
    And Anna's payment is failed

  Scenario: A lost notification is caught up by asking the provider again
    Given Anna is a free member with no credits
    When Anna buys the bundle "120 credits" with iDEAL
    And Anna pays at the provider but its notification is lost
    Then Anna has 0 credits
    When ten minutes have passed and the open payments are checked
    Then Anna has 120 credits

  Scenario: A premium member stays premium
    Given Anna is a premium member with 5 credits
    When Anna buys the bundle "120 credits" with iDEAL
    And the payment provider says Anna's payment is paid
    Then Anna has 125 credits
    And Anna's account is premium now

  Scenario: Direct debit is ordered on its own form, not at the provider
    Given Anna is a free member with no credits
    When Anna tries to buy the bundle "120 credits" with direct debit at the provider
    Then Anna is told to choose another payment method

  Scenario: The last order again in one step
    Given Anna is a free member with no credits
    And Anna bought the bundle "120 credits" with PayPal before
    When Anna repeats her last order
    Then a new order of the bundle "120 credits" with PayPal is open for Anna
