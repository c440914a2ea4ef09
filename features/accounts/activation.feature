Feature: Confirming the email address
  Signup is followed by email activation. The link in the activation mail works once and expires
  after 72 hours; a member can ask for a new mail a few times an hour.
  Messages from a member who has not confirmed reach no one until she confirms, and then they all arrive.

  Scenario: Confirming through the link in the activation mail
    Given Sanne has just signed up
    When Sanne follows the link in her activation mail
    Then Sanne has confirmed her email address

  Scenario: Held messages are delivered when the sender confirms
    Given Sanne has just signed up
    And a message costs 10 credits
    When Sanne sends Bram the message "Hoi Bram!"
    Then Bram receives nothing
    When Sanne follows the link in her activation mail
    Then Bram receives the message "Hoi Bram!" from Sanne

  Scenario: Until she confirms, a new member is seen by nobody
    Given Sanne has just signed up
    And a message costs 10 credits
    When Sanne sends Bram the message "Hoi Bram!"
    Then Sanne's profile is disabled
    And Sanne is reminded to confirm her email address
    And Bram does not find Sanne in search
    And Bram cannot see Sanne's profile
    And Bram's chat list is empty
    When Sanne follows the link in her activation mail
    Then Sanne's profile is active
    And Sanne is no longer reminded to confirm her email address
    And Bram finds Sanne in search
    And Bram receives the message "Hoi Bram!" from Sanne

  Scenario: The link works once
    Given Sanne has just signed up
    And Sanne follows the link in her activation mail
    When Sanne tries to follow the link in her activation mail again
    Then Sanne is told "Link verlopen of invalide, vraag een nieuwe e-mail aan"

  Scenario: The link expires after 72 hours
    Given Sanne has just signed up
    And 72 hours have passed
    When Sanne tries to follow the link in her activation mail
    Then Sanne is told "Link verlopen of invalide, vraag een nieuwe e-mail aan"
    And Sanne still has not confirmed her email address

  Scenario: Asking for a new activation mail, three times an hour at most
    Given Sanne has just signed up
    When Sanne asks for a new activation mail 3 times
    Then Sanne has received 4 activation mails
    When Sanne tries to ask for another activation mail
    Then Sanne is told to wait before asking again
    And Sanne has received 4 activation mails
