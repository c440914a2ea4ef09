Feature: Moderators work the reports members make, and suspend members who break the rules
  A member who reports a profile or a conversation puts it in the moderators' queue. A moderator takes
  the report that has waited longest, reads it with the reported member, the conversation it names and
  what the reporter reported before, and decides: nothing to do, a warning, or a suspension for a number
  of days or for good. A warning or a suspension always says why, and the member learns of it by mail in
  her own language. While she is suspended she cannot log in — the login tells her "Je account is
  geschorst." — and nobody finds or opens her profile. Every step is in the audit trail.

  Background:
    Given Anna reported Bram for asking her for money

  Scenario: The report waits in the open queue, oldest first, until a moderator takes it
    When Cas reports Bram as well, a minute later
    Then the open queue shows Anna's report before Cas's
    When the moderator takes Anna's report
    Then Anna's report is in the assigned queue with the moderator's name on it
    And the audit trail says the report was assigned

  Scenario: Only moderators and admins work the queue
    Then a moderator and an admin may read the queue
    But support, finance, a member and a visitor are refused the queue

  Scenario: A warning says why and reaches her by mail
    When the moderator warns Bram because "Vraag leden nooit om geld"
    Then Bram gets a mail in Dutch that warns him, with the reason
    And Bram can still log in

  Scenario: A suspension needs a reason
    When the moderator suspends Bram for 7 days without a reason
    Then the decision is refused because the reason is missing
    And the report is still open

  Scenario: A suspended member cannot log in and is hidden until the suspension ends
    Given Bram has a session open
    When the moderator suspends Bram for 7 days because "Vraagt leden om geld"
    Then Bram's session has ended
    And Bram's login is refused with "Je account is geschorst."
    And Anna no longer finds Bram in the search
    And Bram gets a mail in Dutch that he is suspended for 7 days, with the reason
    And the audit trail says the moderator suspended Bram because "Vraagt leden om geld"
    When 7 days pass
    Then Bram can log in again
    And Anna finds Bram in the search again

  Scenario: A suspension for good does not end
    When the moderator suspends Bram for good because "Minderjarig"
    And 10 years pass
    Then Bram's login is refused with "Je account is geschorst."
