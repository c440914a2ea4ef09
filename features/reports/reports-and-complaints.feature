Feature: Reporting members and filing complaints
  A member can report any profile she can see, or the other member of one of her own conversations:
  a fake profile, a scam or request for money, something offensive, someone underage, or something
  else (then she says what). The report is kept for the operators and mailed to the support address,
  and she gets a reference. After reporting she is offered to block the member too.
  Anyone, member or visitor, can file a complaint on the complaints page; a visitor gives her email
  address. The complaint is kept, mailed to support, and acknowledged with a reference.

  Scenario: A member reports a profile and gets a reference
    When Anna reports Bram for "scam" with "Vraagt om geld voor een treinkaartje"
    Then Anna gets a reference for her report
    And the report of Bram is kept with the reason "scam"
    And the support address receives the report with its reference

  Scenario: A member reports a conversation she is in
    Given Anna has 30 credits and no gratis messages
    And Anna and Bram have a conversation
    When Anna reports her conversation with Bram for "offensive"
    Then the report of Bram is kept with the reason "offensive"

  Scenario: Nobody reports a conversation she is not in
    Given Anna and Bram have a conversation
    When Cas tries to report the conversation of Anna and Bram
    Then Cas is told Bram cannot be found
    And no report is kept

  Scenario: "Something else" needs a few words
    When Anna tries to report Bram for "other" without saying why
    Then Anna is told to say what happened
    And no report is kept

  Scenario: Nobody reports herself
    When Anna tries to report Anna for "fake_profile"
    Then no report is kept

  Scenario: A visitor files a complaint with her email address
    When a visitor with the address "bezoeker@example.nl" complains about "billing": "Ik ben twee keer afgeschreven voor dezelfde bestelling."
    Then the complaint is kept with the address "bezoeker@example.nl"
    And the support address receives the complaint with its reference

  Scenario: A visitor without a valid email address cannot file a complaint
    When a visitor with the address "geen-adres" tries to complain about "billing": "Ik ben twee keer afgeschreven voor dezelfde bestelling."
    Then no complaint is kept

  Scenario: A member's complaint is answered at her own address
    Given Anna's email address is "anna@example.nl"
    When Anna complains about "technical": "De foto-upload blijft hangen op mijn telefoon."
    Then the complaint is kept with the address "anna@example.nl"
