Feature: Resetting and changing the password
  A member who forgot the password asks for a mail with a link to set a new one.
  The link works once, and for 60 minutes; a new mail makes the older links useless.
  At most 3 reset mails go out per account in 24 hours.
  The page answers the same whether the address has an account or not, so nobody can find out through it
  who has an account here: only the mail, which goes to the account's own address, tells.
  A new password ends every session of the account on every device: after a reset all of them,
  after a change in the settings all but the one where the member made the change.

  Background:
    Given Anna has the password "zonnebloemveld"

  Scenario: Anna sets a new password through the link in the mail
    Given Anna is logged in on her phone
    When Anna asks for a password reset mail
    And Anna sets the new password "een nieuw wachtwoord" through the link in the mail
    Then Anna can log in with the password "een nieuw wachtwoord"
    And Anna can no longer log in with the password "zonnebloemveld"
    And Anna is no longer logged in on her phone
    And Anna is mailed that her password was changed, with a link to choose a new one

  Scenario: An address without an account gets the same answer as one with an account
    When someone asks for a password reset mail for "niemand@example.nl"
    Then the password reset page says "Als niemand@example.nl bij een account hoort, hebben we een link gestuurd om je wachtwoord te herstellen. Zie je niets? Kijk dan ook in je spam-map."
    And no mail goes to "niemand@example.nl"
    When Anna asks for a password reset mail
    Then the password reset page says "Als anna@example.nl bij een account hoort, hebben we een link gestuurd om je wachtwoord te herstellen. Zie je niets? Kijk dan ook in je spam-map."
    And Anna received 1 password reset mail

  Scenario: The two new passwords must match
    Given Anna asked for a password reset mail
    When Anna fills in "een nieuw wachtwoord" and then "een nieuw wachtwoorf" through the link in the mail
    Then the password reset page says the two passwords differ

  Scenario: The link still works a minute before it expires
    Given Anna asked for a password reset mail
    When 59 minutes have gone by
    And Anna sets the new password "een nieuw wachtwoord" through the link in the mail
    Then Anna can log in with the password "een nieuw wachtwoord"

  Scenario: The link has expired after 60 minutes
    Given Anna asked for a password reset mail
    When 60 minutes have gone by
    And Anna sets the new password "een nieuw wachtwoord" through the link in the mail
    Then the password reset page says "Link verlopen of invalide, vraag een nieuwe e-mail aan"
    And Anna can log in with the password "zonnebloemveld"

  Scenario: The link works only once
    Given Anna asked for a password reset mail
    When Anna sets the new password "een nieuw wachtwoord" through the link in the mail
    And Anna sets the new password "nog een ander wachtwoord" through the link in the mail
    Then the password reset page says "Link verlopen of invalide, vraag een nieuwe e-mail aan"

  Scenario: No more than 3 reset mails a day
    Given Anna asked for a password reset mail 3 times today
    When Anna asks for a password reset mail
    Then the password reset page says "Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens."
    And Anna received 3 password reset mails

  Scenario: The daily limit holds for an address without an account too, so it tells nothing either
    Given someone asked for a password reset mail for "niemand@example.nl" 3 times today
    When someone asks for a password reset mail for "niemand@example.nl"
    Then the password reset page says "Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens."

  Scenario: A reset lifts the lock after too many wrong passwords
    Given an account is locked after 5 failed logins within 15 minutes
    When Anna logs in 5 times with a wrong password
    And Anna asks for a password reset mail
    And Anna sets the new password "een nieuw wachtwoord" through the link in the mail
    Then Anna can log in with the password "een nieuw wachtwoord"

  Scenario: Changing the password in the settings logs out the other devices
    Given Anna is logged in on her laptop
    And Anna is logged in on her phone
    When Anna changes her password from "zonnebloemveld" to "een nieuw wachtwoord" on her laptop
    Then Anna is still logged in on her laptop
    And Anna is no longer logged in on her phone
    And Anna can log in with the password "een nieuw wachtwoord"
    And Anna is mailed that her password was changed, with a link to choose a new one

  Scenario: Changing the password needs the current one
    Given Anna is logged in on her laptop
    And Anna is logged in on her phone
    When Anna changes her password from "tulpenveld" to "een nieuw wachtwoord" on her laptop
    Then Anna is still logged in on her phone
    And Anna can log in with the password "zonnebloemveld"
