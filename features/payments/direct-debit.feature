Feature: Ordering credits by direct debit
  A member may pay for a bundle of credits by direct debit ("automatische incasso") where the site offers it,
  as in the Netherlands. She fills in her bank account, address and mobile number, and confirms the order with
  a six-digit code we send her by SMS. The credits are delivered at once; the money is collected later.
  Because the money comes in later, a member may order at most €150 by direct debit in 30 days,
  and the operator can block a member for direct debit.

  Background:
    Given direct debit is limited to €150 in 30 days
    And Anna is a member in the Netherlands with mobile number 06-12345678

  Scenario: The credits are delivered at once and the member becomes premium
    Given Anna is a free member
    When Anna asks for an SMS code
    And Anna orders the bundle of 120 credits by direct debit with the code from her SMS
    Then Anna has 120 credits
    And Anna has become a premium member
    And Anna's order is completed, paid by direct debit, for €19.95
    And Anna is told live that she now has 120 credits

  Scenario: The SMS says the code
    When Anna asks for an SMS code
    Then Anna receives an SMS on 06-12345678 saying "Je Hartslag-code is ······. De code is 10 minuten geldig."

  Scenario: A wrong code is refused
    Given Anna asked for an SMS code
    When Anna tries to order the bundle of 120 credits by direct debit with a wrong code
    Then Anna reads "Deze sms-code klopt niet of is verlopen. Vraag een nieuwe code aan."
    And Anna still has 0 credits

  Scenario: The code is valid for 10 minutes
    Given Anna asked for an SMS code
    When 10 minutes have gone by
    And Anna tries to order the bundle of 120 credits by direct debit with the code from her SMS
    Then Anna reads "Deze sms-code klopt niet of is verlopen. Vraag een nieuwe code aan."
    And Anna still has 0 credits

  Scenario: After five wrong tries even the right code no longer works
    Given Anna asked for an SMS code
    When Anna tries to order the bundle of 120 credits by direct debit with a wrong code 5 times
    And Anna tries to order the bundle of 120 credits by direct debit with the code from her SMS
    Then Anna reads "Deze sms-code klopt niet of is verlopen. Vraag een nieuwe code aan."
    And Anna still has 0 credits
    When Anna asks for an SMS code
    And Anna orders the bundle of 120 credits by direct debit with the code from her SMS
    Then Anna has 120 credits

  Scenario: A code is used once
    Given Anna asked for an SMS code
    And Anna orders the bundle of 120 credits by direct debit with the code from her SMS
    When Anna tries to order the bundle of 120 credits by direct debit with the code from her SMS
    Then Anna reads "Deze sms-code klopt niet of is verlopen. Vraag een nieuwe code aan."
    And Anna still has 120 credits

  Scenario: A code works only for the member it was sent to
    Given Bram is a member in the Netherlands with mobile number 06-12345678
    And Bram asked for an SMS code
    When Anna tries to order the bundle of 120 credits by direct debit with Bram's code
    Then Anna reads "Deze sms-code klopt niet of is verlopen. Vraag een nieuwe code aan."
    And Anna still has 0 credits

  Scenario: At most 3 SMS codes an hour
    When Anna asks for an SMS code 3 times
    And Anna tries to ask for an SMS code
    Then Anna reads "Te veel pogingen, probeer het over 60 min opnieuw."
    And 3 SMS were sent to 06-12345678

  Scenario: One number gets at most 6 SMS codes a day, whoever asks for them
    Given Bram is a member in the Netherlands with mobile number 06-12345678
    And Cas is a member in the Netherlands with mobile number 06-12345678
    When Anna asks for an SMS code 3 times
    And Bram asks for an SMS code 3 times
    And Cas tries to ask for an SMS code
    Then Cas reads "Te veel pogingen, probeer het over 1440 min opnieuw."
    And 6 SMS were sent to 06-12345678

  Scenario: The direct-debit limit
    Given Anna ordered €131.00 by direct debit 3 days ago
    And Anna asked for an SMS code
    When Anna tries to order the bundle of 120 credits by direct debit with the code from her SMS
    Then Anna reads "Je hebt het maximum voor automatische incasso bereikt. Kies een andere betaalmethode."
    And Anna still has 0 credits
    But Anna can order the bundle of 50 credits by direct debit with the same code, since €140.95 stays within €150

  Scenario: Orders of more than 30 days ago no longer count towards the limit
    Given Anna ordered €150.00 by direct debit 31 days ago
    And Anna asked for an SMS code
    When Anna orders the bundle of 120 credits by direct debit with the code from her SMS
    Then Anna has 120 credits

  Scenario Outline: No SMS code to a number that is no mobile number
    Given Anna gives <number> as her mobile number, <what>
    When Anna tries to ask for an SMS code
    Then Anna reads "We sturen de code alleen naar een mobiel nummer uit een land van deze site, niet naar een vast nummer, betaalnummer of satellietnummer."
    And no SMS was sent

    Examples:
      | number         | what                                             |
      | +8821234567890 | a number of an international (satellite) network |
      | +8835100123456 | a number of another international network        |
      | +979123456789  | an international premium-rate number             |
      | +31900123456   | a Dutch premium-rate 0900 number                 |
      | +31201234567   | a Dutch landline                                 |

  Scenario Outline: No SMS code to the site's own support phone, however it is written
    Given the site's support phone is "<support phone>"
    And Anna gives <number> as her mobile number, <what>
    When Anna tries to ask for an SMS code
    Then Anna reads "Dit is het nummer van onze klantenservice. Vul je eigen mobiele nummer in."
    And no SMS was sent

    Examples:
      | support phone | number       | what                                          |
      | 06-1234 5678  | +31612345678 | the support phone without dashes or spaces    |
      | 0612345678    | +31612345678 | the support phone, written without any spaces |

  Scenario: A mobile number of any country the site serves gets the code
    Given the site serves the Netherlands, Belgium and Germany
    And Anna gives +32470123456 as her mobile number, a Belgian mobile number
    When Anna asks for an SMS code
    Then 1 SMS was sent to +32470123456

  Scenario: No SMS code to a mobile number of a country the site does not serve
    Given the site serves only the Netherlands
    And Anna gives +32470123456 as her mobile number, a Belgian mobile number
    When Anna tries to ask for an SMS code
    Then Anna reads "We sturen de code alleen naar een mobiel nummer uit een land van deze site, niet naar een vast nummer, betaalnummer of satellietnummer."
    And no SMS was sent

  Scenario: A member blocked for direct debit cannot order by direct debit
    Given Anna is blocked for direct debit
    When Anna tries to ask for an SMS code
    Then Anna reads "Je account is geblokkeerd voor automatische incasso."
    And 0 SMS were sent to 06-12345678
