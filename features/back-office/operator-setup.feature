Feature: An admin creates an operator who sets her own password
  An admin creates an operator on the operators screen with an email address, a name and a role. The admin
  does not choose her password: the new operator gets an email with a set-up link. The link works once and
  for 24 hours. With it she chooses her password under the members' password rules, and at her first
  login she links her authenticator app. Until she has set her password the admin sees her as "wacht op
  instellen", and can send her a new link; the old link then stops working. Creating her and sending a new
  link are in the audit trail.

  Background:
    Given the back office has the admin "ada@back.office"

  Scenario: The new operator sets her password with the link and logs in
    When the admin creates the operator "noor@back.office" named "Noor" with the role "support"
    Then "noor@back.office" gets an email with her set-up link
    And the admin sees "noor@back.office" as waiting for set-up
    And the audit trail says the admin created "noor@back.office" as "support"
    And "noor@back.office" cannot log in yet
    When "noor@back.office" sets the password "mijn eigen lange wachtwoord" with her link
    Then the admin no longer sees "noor@back.office" as waiting for set-up
    And at her first login with "mijn eigen lange wachtwoord" "noor@back.office" is asked to link an authenticator app

  Scenario: The link works only once
    Given the admin has created the operator "noor@back.office"
    And "noor@back.office" has set the password "mijn eigen lange wachtwoord" with her link
    When someone sets the password "een ander lang wachtwoord" with the same link
    Then that is refused because the link no longer works
    And "noor@back.office" logs in with "mijn eigen lange wachtwoord"

  Scenario: The link works for 24 hours
    Given the admin has created the operator "noor@back.office"
    When 24 hours pass
    And "noor@back.office" sets the password "mijn eigen lange wachtwoord" with her link
    Then that is refused because the link no longer works
    And the admin sees "noor@back.office" as waiting for set-up

  Scenario: A new link replaces the old one
    Given the admin has created the operator "noor@back.office"
    When the admin sends "noor@back.office" a new set-up link
    Then "noor@back.office" gets a second email with a new set-up link
    And the audit trail says the admin sent "noor@back.office" a new set-up link
    When "noor@back.office" sets the password "mijn eigen lange wachtwoord" with her first link
    Then that is refused because the link no longer works
    When "noor@back.office" sets the password "mijn eigen lange wachtwoord" with her new link
    Then "noor@back.office" logs in with "mijn eigen lange wachtwoord"

  Scenario: Her password follows the members' rules
    Given the admin has created the operator "noor@back.office"
    When "noor@back.office" sets the password "kort" with her link
    Then that is refused because the password is too short
    And the admin sees "noor@back.office" as waiting for set-up

  Scenario: Only an admin creates operators
    Given the back office also has the moderator "mo@back.office"
    When the moderator creates the operator "noor@back.office" named "Noor" with the role "support"
    Then that is refused because only an admin creates operators
    And nobody gets an email
