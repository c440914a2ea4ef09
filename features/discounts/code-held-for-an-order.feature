Feature: A discount code is held for the order that uses it
  When a member starts paying with a discount code, the code is held for that order until the payment
  provider says how the payment ended. While the code is held, no other order can use it: no other order of
  hers, and no order of anyone for a code that works once at all. Such an order is refused with 'Code reeds
  gebruikt'; the member may still order without the code, at the normal price. When the payment is paid, the
  code is used for good. When it fails, is cancelled or expires, the code is free again.
  The time bonus (TIMEBONUS25) and the welcome discount (WELKOM) are one welcome offer: a member uses one of
  them, once.

  Background:
    Given Anna is a free member from the Netherlands
    And Bram is a free member from the Netherlands
    And the bundle "120 credits" costs € 19,95

  Scenario: A code that works once at all can be held by one member's order only
    Given the site has the code HALF50 for 50% off, to be used once
    And Anna has started paying for 120 credits with the code HALF50
    When Bram tries to start paying for 120 credits with the code HALF50
    Then Bram is told "Code reeds gebruikt"

  Scenario: Of two members paying with a code that works once, the second pays the normal price
    Given the site has the code HALF50 for 50% off, to be used once
    When Anna starts paying for 120 credits with the code HALF50
    And Bram tries to start paying for 120 credits with the code HALF50
    Then Bram is told "Code reeds gebruikt"
    When Bram starts paying for 120 credits without a code
    And the payment provider says Anna's payment is paid
    And the payment provider says Bram's payment is paid
    Then Anna paid € 9,97 for 120 credits
    And Bram paid € 19,95 for 120 credits

  Scenario Outline: A code is free again when the payment holding it ends without being paid
    Given the site has the code HALF50 for 50% off, to be used once
    And Anna has started paying for 120 credits with the code HALF50
    When the payment provider says Anna's payment is <outcome>
    And Bram starts paying for 120 credits with the code HALF50
    Then Bram's order of 120 credits costs € 9,97

    Examples:
      | outcome   |
      | failed    |
      | cancelled |
      | expired   |

  Scenario: A code that works once per member cannot be used by her second order while her first is open
    Given the site has the code ZOMER10 for 10% off
    And Anna has started paying for 120 credits with the code ZOMER10
    When Anna tries to start paying for 120 credits with the code ZOMER10
    Then Anna is told "Code reeds gebruikt"
    When Bram starts paying for 120 credits with the code ZOMER10
    Then Bram's order of 120 credits costs € 17,95

  Scenario: The time bonus held by an open order is not offered again
    Given Anna has just signed up as a free member
    And Anna has started paying for 120 credits with the code TIMEBONUS25
    Then Anna has no discount
    When Anna tries to start paying for 120 credits with the code TIMEBONUS25
    Then Anna is told "Code reeds gebruikt"

  Scenario: The welcome discount cannot be used beside the time bonus
    Given Anna has just signed up as a free member
    And Anna has started paying for 120 credits with the code TIMEBONUS25
    When Anna tries to start paying for 120 credits with the code WELKOM
    Then Anna is told "Code reeds gebruikt"

  Scenario: The time bonus is back when the order holding it is cancelled
    Given Anna has just signed up as a free member
    And Anna has started paying for 120 credits with the code TIMEBONUS25
    When the payment provider says Anna's payment is cancelled
    Then Anna's discount is the time bonus of 25%

  Scenario: A paid order brings its credits even when the site lost track of the code it held
    Given the site has the code HALF50 for 50% off, to be used once
    And Anna has started paying for 120 credits with the code HALF50
    And the site has lost track of the code Anna's order holds
    When the payment provider says Anna's payment is paid
    Then Anna has 120 credits
    And Anna paid € 9,97 for 120 credits
    When Bram tries to start paying for 120 credits with the code HALF50
    Then Bram is told "Code reeds gebruikt"
