Feature: Logging in
  Members log in with their email address and password.
  Whoever gets the password wrong too often is kept out for a while, even with the right password:
  per account, and per internet address trying many accounts.
  An email address without an account is locked the same way, so guessing tells nobody who has an account.

  Background:
    Given an account is locked after 5 failed logins within 15 minutes
    And Anna has the password "zonnebloemveld"

  Scenario: A member logs in with the right password
    When Anna logs in with the password "zonnebloemveld"
    Then Anna is logged in

  Scenario: A wrong password
    When Anna logs in with the password "tulpenveld"
    Then the login page says "Login mislukt, probeer opnieuw"

  Scenario: Five wrong passwords are allowed, the sixth attempt is refused even with the right password
    When Anna logs in 5 times with a wrong password
    And Anna logs in with the password "zonnebloemveld"
    Then the login page says "Te veel foute pogingen, account voor 15 min geblokkeerd."

  Scenario: Four wrong passwords do not lock the account
    When Anna logs in 4 times with a wrong password
    And Anna logs in with the password "zonnebloemveld"
    Then Anna is logged in

  Scenario: The lock holds from another internet address too
    When Anna logs in 5 times with a wrong password
    And Anna logs in with the password "zonnebloemveld" from another internet address
    Then the login page says "Te veel foute pogingen, account voor 15 min geblokkeerd."

  Scenario: The page says how many minutes are left
    When Anna logs in 5 times with a wrong password
    And 10 minutes have gone by
    And Anna logs in with the password "zonnebloemveld"
    Then the login page says "Te veel foute pogingen, account voor 5 min geblokkeerd."

  Scenario: The lock ends when the time is up
    When Anna logs in 5 times with a wrong password
    And 15 minutes have gone by
    And Anna logs in with the password "zonnebloemveld"
    Then Anna is logged in

  Scenario: An internet address trying many accounts is locked
    Given one internet address may fail 20 logins
    When someone fails to log in to 20 different accounts from Anna's internet address
    And Anna logs in with the password "zonnebloemveld"
    Then the login page says "Te veel foute pogingen, account voor 15 min geblokkeerd."

  Scenario: Other internet addresses are not affected
    Given one internet address may fail 20 logins
    When someone fails to log in to 20 different accounts from Anna's internet address
    And Anna logs in with the password "zonnebloemveld" from another internet address
    Then Anna is logged in
