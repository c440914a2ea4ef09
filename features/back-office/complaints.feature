Feature: Moderators work the complaints from the complaints form
  A visitor or a member who fills in the complaints form in the footer gets a reference, the support
  address gets the complaint by mail, and the complaint waits in the moderators' queue. Moderators and
  admins see the open complaints, the one waiting longest on top, with what it is about, the text, and
  who sent it. A moderator resolves a complaint with a note of what was done; a complaint is resolved
  only once, and the audit trail says who resolved it and why.

  Background:
    Given a visitor complained about a payment
    And a minute later the member Anna complained about a profile

  Scenario: The complaints wait in the open queue, oldest first
    Then the open complaints are the visitor's and then Anna's
    And Anna's complaint names her account

  Scenario: Only moderators and admins work the complaints
    Then a moderator and an admin may read the complaints
    But support, finance, a member and a visitor are refused the complaints

  Scenario: A complaint is resolved with a note, once
    When the moderator resolves the visitor's complaint with the note "Dubbele betaling terugbetaald"
    Then the open complaints are Anna's only
    And the visitor's complaint is resolved with the note "Dubbele betaling terugbetaald"
    And the audit trail says the moderator resolved complaint 1 because "Dubbele betaling terugbetaald"
    When an admin resolves the visitor's complaint again
    Then that is refused because the complaint is resolved already

  Scenario: A complaint is not resolved without a note
    When the moderator resolves the visitor's complaint without a note
    Then that is refused because the note is missing
    And the open complaints are the visitor's and then Anna's
