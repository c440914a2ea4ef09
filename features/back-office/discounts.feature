Feature: Finance makes discount codes and limits how often they are used
  Finance and admins make discount codes in the back office: a code of letters and digits, a discount of 1 to
  90 percent, how often it may be used at most, the days it is valid and the domain it is for. A member uses a
  code once. The limit is counted when a checkout takes the code, before anything else: when it is used up,
  the next checkout is refused with "Code reeds gebruikt", and a checkout that is cancelled gives its use back.
  Ending a code works at once. Every change is in the audit trail.

  Background:
    Given the members "Anna", "Bram" and "Carla" who have bought credits before

  Scenario: Finance makes a code and a member pays with it
    Given an operator of the back office with the role "finance"
    When she makes the code "WINTER20" for 20% off, to be used at most 2 times
    Then the audit trail says the code "WINTER20" was made
    When Anna starts paying for 120 credits with the code "WINTER20"
    Then Anna's order costs € 15,96
    And the code "WINTER20" is used 1 of 2 times

  Scenario: A code used up is refused, and a cancelled checkout gives its use back
    Given an operator of the back office with the role "finance"
    And she has made the code "TWEEKEER" for 10% off, to be used at most 2 times
    When Anna starts paying for 120 credits with the code "TWEEKEER"
    And Bram starts paying for 120 credits with the code "TWEEKEER"
    And Carla tries to start paying for 120 credits with the code "TWEEKEER"
    Then Carla's checkout is refused with "Code reeds gebruikt"
    When Anna cancels her payment
    Then the code "TWEEKEER" is used 1 of 2 times
    And Carla can start paying for 120 credits with the code "TWEEKEER"

  Scenario: An ended code is refused at once
    Given an operator of the back office with the role "admin"
    And she has made the code "STOPNU" for 15% off, to be used at most 100 times
    When she ends the code "STOPNU"
    Then the audit trail says the code "STOPNU" was ended
    When Anna tries to start paying for 120 credits with the code "STOPNU"
    Then Anna's checkout is refused because the code is not valid

  Scenario: A limit never goes below the uses a code has
    Given an operator of the back office with the role "finance"
    And she has made the code "DRIE" for 10% off, to be used at most 3 times
    And Anna starts paying for 120 credits with the code "DRIE"
    And Bram starts paying for 120 credits with the code "DRIE"
    When she limits the code "DRIE" to 1 use
    Then she is told the field "max_uses" is wrong
    When she limits the code "DRIE" to 2 uses
    Then the code "DRIE" is used 2 of 2 times

  Scenario Outline: A code needs a valid code, discount, limit and days
    Given an operator of the back office with the role "finance"
    When she makes a code with <field> "<value>"
    Then she is told the field "<field>" is wrong

    Examples:
      | field       | value       |
      | code        | A B         |
      | code        | TIMEBONUS25 |
      | percentage  | 0           |
      | percentage  | 95          |
      | max_uses    | 0           |
      | valid_until | 2020-01-01  |

  Scenario Outline: Only finance and admins make discount codes
    Given an operator of the back office with the role "<role>"
    When she makes the code "PROBEER10" for 10% off, to be used at most 5 times
    Then making the code is <outcome>

    Examples:
      | role      | outcome |
      | admin     | allowed |
      | finance   | allowed |
      | support   | refused |
      | moderator | refused |

  Scenario: Every operator sees the dashboard, no member does
    Given an operator of the back office with the role "moderator"
    When Anna has signed up today
    Then the dashboard shows her among today's signups
    And a member is refused the dashboard
