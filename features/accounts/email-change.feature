Feature: Changing the email address
  A member changes the email address in the settings, with the password.
  The new address is used only once the member opens the confirmation link mailed to that new address,
  so a typo or somebody else's address never takes over the account.
  An address that another account already has, or that is not an email address, is refused.

  Background:
    Given Anna has the password "zonnebloemveld"

  Scenario: Anna moves her account to a new address
    When Anna asks to change her email address to "anna.nieuw@example.nl" with the password "zonnebloemveld"
    Then a confirmation link is mailed to "anna.nieuw@example.nl"
    And Anna's account email address is "anna@example.nl"
    When the link in the mail to "anna.nieuw@example.nl" is opened
    Then Anna's account email address is "anna.nieuw@example.nl"
    And Anna can log in as "anna.nieuw@example.nl" with the password "zonnebloemveld"
    And "anna@example.nl" is mailed that the address of the account changed, with a link to choose a new password

  Scenario: The address of another account
    Given Bram has the password "tulpenveld"
    When Anna asks to change her email address to "Bram@Example.nl" with the password "zonnebloemveld"
    Then the email change page says "Dit e-mailadres heeft al een account op deze site."
    And nothing is mailed

  Scenario: Not an email address
    When Anna asks to change her email address to "anna-at-example" with the password "zonnebloemveld"
    Then the email change page says "Ongeldige e-mail"

  Scenario: Another account took the address before the link was opened
    When Anna asks to change her email address to "anna.nieuw@example.nl" with the password "zonnebloemveld"
    And Cas changes his email address to "anna.nieuw@example.nl" first
    And the link in the mail to "anna.nieuw@example.nl" is opened
    Then the email change page says "Dit e-mailadres heeft al een account op deze site."
    And Anna's account email address is "anna@example.nl"

  Scenario: The link works only once
    When Anna asks to change her email address to "anna.nieuw@example.nl" with the password "zonnebloemveld"
    And the link in the mail to "anna.nieuw@example.nl" is opened
    And the link in the mail to "anna.nieuw@example.nl" is opened
    Then the email change page says "Link verlopen of invalide, vraag een nieuwe e-mail aan"
