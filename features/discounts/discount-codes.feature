Feature: Discount codes
  The site can hand out discount codes. A member types one when she buys credits; it takes a percentage off
  her order when it fits it. A code may be limited to one country, one member, a date, a currency, a
  minimum order and some payment methods, and may be switched off. Most codes work once per member; some
  work only once at all. She is told 'Code niet gevonden', 'Code reeds gebruikt' or 'Code ongeldig'.

  Background:
    Given Anna is a free member from the Netherlands

  Scenario: A code that fits the order is applied, whatever its case
    Given the site has the code ZOMER10 for 10% off
    When Anna pays with the code zomer10
    Then Anna gets 10% off with the code ZOMER10

  Scenario: An unknown code
    When Anna tries to pay with the code ONBEKEND
    Then Anna is told "Code niet gevonden"

  Scenario: A code she used before
    Given the site has the code ZOMER10 for 10% off
    And Anna has used the code ZOMER10 before
    When Anna tries to pay with the code ZOMER10
    Then Anna is told "Code reeds gebruikt"

  Scenario: A code that works once at all, used by someone else
    Given the site has the code EENMALIG for 10% off, to be used once
    And Bram has used the code EENMALIG before
    When Anna tries to pay with the code EENMALIG
    Then Anna is told "Code reeds gebruikt"

  Scenario: A code that works once per member, used by someone else
    Given the site has the code ZOMER10 for 10% off
    And Bram has used the code ZOMER10 before
    When Anna pays with the code ZOMER10
    Then Anna gets 10% off with the code ZOMER10

  Scenario Outline: A code that does not fit is invalid
    Given the site has the code ACTIE for 10% off, <limit>
    When Anna tries to pay <order> with the code ACTIE
    Then Anna is told "Code ongeldig"

    Examples:
      | limit                           | order                               |
      | switched off                    | for 120 credits with iDEAL          |
      | that expired a minute ago       | for 120 credits with iDEAL          |
      | for Belgium only                | for 120 credits with iDEAL          |
      | for Bram only                   | for 120 credits with iDEAL          |
      | for orders of 25 euros and more | for 120 credits with iDEAL          |
      | for PayPal only                 | for 120 credits with iDEAL          |
      | in pounds                       | for 120 credits with iDEAL          |

  Scenario Outline: A code within its limits is applied
    Given the site has the code ACTIE for 10% off, <limit>
    When Anna pays <order> with the code ACTIE
    Then Anna gets 10% off with the code ACTIE

    Examples:
      | limit                           | order                      |
      | that expires in a minute        | for 120 credits with iDEAL |
      | for the Netherlands only        | for 120 credits with iDEAL |
      | for Anna only                   | for 120 credits with iDEAL |
      | for orders of 25 euros and more | for 300 credits with iDEAL |
      | for PayPal only                 | for 120 credits with PayPal |

  Scenario: Another member's code tells nothing about whether it was used
    Given the site has the code BRAM50 for 50% off, for Bram only
    And Bram has used the code BRAM50 before
    When Anna tries to pay with the code BRAM50
    Then Anna is told "Code ongeldig"
